import { useState } from 'react';
import type { BackendPort, MeetingType } from '@/backend/port';
import { BackendWait } from '@/components/auth/backend-wait';
import { createBooking } from '@/components/booking/create-booking';
import { buttonClass } from '@/components/ui/button-styles';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import type { PersonalData } from '@/lib/booking/booking-schema';
import type { PaymentData } from '@/lib/booking/payment-data';
import { BookingSummary } from './booking-summary';

interface ConfirmStepProps {
  backend: BackendPort | null;
  plan: PlanId;
  datos: PersonalData;
  fecha: string;
  hora: string;
  tipoReunion: MeetingType;
  onBack: () => void;
  /** The slot was taken meanwhile: back to step 2, with fresh occupied slots. */
  onSlotTaken: () => void;
  onBooked: (paymentData: PaymentData) => void;
}

/** Step 3: the whole booking at a glance; the button books it in the database. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { backend, plan, datos, fecha, hora, tipoReunion } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const free = getPlan(plan).price === 0;

  async function book() {
    if (!backend) return;
    setPending(true);
    setFailure(null);
    try {
      const { paymentData } = await createBooking(backend, {
        ...datos,
        empresa: datos.empresa || undefined,
        descripcion: datos.descripcion || undefined,
        fecha,
        hora,
        plan,
        tipoReunion,
      });
      props.onBooked(paymentData);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No pudimos completar la reserva');
      setPending(false);
    }
  }

  const taken = failure === 'Horario ocupado' || failure === 'Hora ya pasada';
  return (
    <div className="space-y-5">
      <BookingSummary {...{ plan, datos, fecha, hora, tipoReunion }} />
      {!free && (
        <p className="text-sm text-ink-muted">
          Al continuar reservamos tu hora por 2 horas mientras completas el pago. Puedes cancelar o
          cambiar la hora sin costo hasta 4 horas antes.
        </p>
      )}
      {failure && (
        <div role="alert" className="rounded-lg border border-urgent bg-surface p-3 text-urgent">
          <p className="font-medium">{failure}</p>
          {taken && (
            <button type="button" onClick={props.onSlotTaken} className="mt-2 text-link underline">
              Elegir otro horario
            </button>
          )}
        </div>
      )}
      {!backend && (
        <BackendWait waiting="Preparando el sistema de reservas..." className="text-sm" />
      )}
      <div className="flex justify-between gap-3">
        <button type="button" onClick={props.onBack} className={buttonClass('secondary')}>
          Anterior
        </button>
        <button
          type="button"
          disabled={!backend || pending}
          onClick={() => void book()}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          {pending ? 'Reservando...' : free ? 'Confirmar reserva gratuita' : 'Proceder al Pago'}
        </button>
      </div>
    </div>
  );
}
