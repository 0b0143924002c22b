import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import type { Faq } from '@/lib/seo/json-ld';
import { CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_MOVES } from '@/booking/model/client-change-limits';

/**
 * The booking rules these answers state (lib/booking/schedule: HOLD_MINUTES, LEAD_MINUTES; the
 * 4-hour cancellation cut-off). They are written out rather than imported so that this page
 * does not load the booking calendar's code; help-faqs.test.ts checks they agree.
 */
export const HOLD_HOURS = 2;
export const LEAD_MINUTES_STATED = 60;

/** The questions the help menu answers, from the catalogue and the booking rules. */
export const HELP_FAQS: readonly Faq[] = [
  {
    question: '¿Cómo agendo una consulta?',
    answer: `Elige el servicio, el día y la hora en el calendario, completa tus datos y elige videollamada o llamada telefónica. Cada consulta dura ${company.consultationMinutes} minutos; puedes agendar de lunes a viernes con al menos ${LEAD_MINUTES_STATED} minutos de anticipación.`,
  },
  {
    question: '¿Cuánto cuesta una consulta?',
    answer:
      'La primera orientación es gratuita. Cada consulta tiene un precio fijo según el área, que ves antes de agendar y de pagar; no hay cobros adicionales por la consulta. Más abajo están los valores de la consulta gratuita y la general.',
  },
  {
    question: '¿Cuánto tiempo se reserva mi hora mientras pago?',
    answer: `Al agendar una consulta pagada, tu hora queda reservada por ${HOLD_HOURS} horas. Si el pago no se completa en ese plazo, la hora se libera para otra persona.`,
  },
  {
    question: '¿Cómo puedo pagar?',
    answer:
      'Con tarjeta de crédito o débito a través de Webpay de Transbank, o por transferencia bancaria, enviándonos el comprobante para confirmar la reserva.',
  },
  {
    question: '¿Puedo cancelar o cambiar la hora?',
    answer: `Sí, sin costo hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la consulta. La fecha u hora la cambias tú mismo, hasta ${String(MAX_CLIENT_MOVES)} veces, con el enlace de tu confirmación o desde tu cuenta; para cancelar, usa ese mismo enlace o tu cuenta, o escríbenos a ${company.email} o por WhatsApp. Te devolvemos lo pagado o lo aplicamos a una nueva fecha.`,
  },
  {
    question: '¿Qué hago si es una emergencia?',
    answer: `Agenda la ${EMERGENCY_PLAN.name} (${formatClp(EMERGENCY_PLAN.price)}): un abogado te contacta en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`,
  },
];
