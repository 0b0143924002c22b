import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { MEETING_MODES } from './meeting-mode';
import type { BookingDetails, MeetingMode } from './payment-outcome';

interface NextStepsProps {
  /** The client's e-mail, when the booking is known. */
  email?: string | undefined;
  meetingMode?: MeetingMode | undefined;
  /** How long the consultation lasts, or the work takes when `delivery`. */
  duration: string;
  /** Document work delivered within `duration` rather than a meeting (express services). */
  delivery: boolean;
  /** An emergency request: the call comes first, with no appointment. */
  urgent?: BookingDetails['urgent'];
}

interface Step {
  title: string;
  text: string;
}

/** After an emergency request: the call, the confirmation, and what may follow. */
function urgentSteps(phone: string, email: string | undefined): Step[] {
  return [
    {
      title: 'Te llamamos',
      text: `Un abogado te llama al ${phone} en menos de ${CALL_BACK_WITHIN} desde tu solicitud. Ten a mano las citaciones, cartas o actas que tengas.`,
    },
    {
      title: 'Confirmación por correo',
      text: email
        ? `Te enviaremos la confirmación de tu solicitud y del pago a ${email}.`
        : 'Te enviaremos la confirmación de tu solicitud y del pago a tu correo electrónico.',
    },
    {
      title: 'Después de la llamada',
      text: 'Si necesitas que te representemos, te enviamos un presupuesto antes de seguir.',
    },
  ];
}

/** The three things that happen after booking, in order. */
export function NextSteps({ email, meetingMode, duration, delivery, urgent }: NextStepsProps) {
  const how = meetingMode ? `, ${MEETING_MODES[meetingMode].phrase}` : '';
  const steps: Step[] = urgent
    ? urgentSteps(urgent.telefono, email)
    : [
        {
          title: 'Confirmación por correo',
          text: email
            ? `Te enviaremos la confirmación de tu reserva a ${email}.`
            : 'Te enviaremos la confirmación de tu reserva a tu correo electrónico.',
        },
        {
          title: 'Te contacta tu abogado',
          text: 'Un abogado del equipo te contactará para preparar tu caso y pedirte los antecedentes que necesite.',
        },
        delivery
          ? { title: 'Entrega', text: `Recibirás el trabajo terminado en un plazo de ${duration}.` }
          : { title: 'Tu consulta', text: `La consulta dura ${duration}${how}.` },
      ];

  return (
    <section aria-labelledby="proximos-pasos" className="space-y-4">
      <h2 id="proximos-pasos" className="text-xl font-semibold text-ink">
        Próximos pasos
      </h2>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl bg-surface-2 p-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
