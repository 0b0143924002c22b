import { useState } from 'react';
import type { MeetingType } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { BookingFailure, refusalOf, type BookingRefusal } from '@/booking/ui/booking-failure';
import { TermsAcceptance } from '@/booking/ui/booking-fields';
import { bookingStatements, personFields } from '@/booking/ui/booking-statements';
import { createBooking } from '@/booking/ui/create-booking';
import { buttonClass } from '@/components/ui/button-styles';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import type { PersonalData } from '@/booking/model/booking-schema';
import type { PaymentData } from '@/booking/model/payment-data';
import { formatWeekdayDate } from '@/lib/format/dates';
import { BookingSummary } from './booking-summary';

/**
 * The client's 4-hour limit (CLIENT_CHANGE_CUTOFF_HOURS), restated so the booking route loads no
 * module of its own for one number; a test keeps the two equal.
 */
export const CHANGE_HOURS_STATED = 4;

interface ConfirmStepProps {
  plan: PlanId;
  datos: PersonalData;
  fecha: string;
  hora: string;
  tipoReunion: MeetingType;
  onBack: () => void;
  /** The slot was taken meanwhile: back to step 2, with fresh occupied slots. */
  onSlotTaken: () => void;
  /** The database refused some personal data: back to step 1. */
  onEditData: () => void;
  onBooked: (paymentData: PaymentData) => void;
  /**
   * This tab's unpaid hold, made before the visitor went back to change the date, time or plan:
   * booking again releases it (crear_reserva's p_reemplaza), so one person never holds two.
   */
  replaces?: PaymentData;
}

/** Step 3: the whole booking at a glance; the button books it in the database. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { plan, datos, fecha, hora, tipoReunion } = props;
  const backend = useStartedBackend();
  const [failure, setFailure] = useState<BookingRefusal | null>(null);
  const held = props.replaces?.paymentMethod === 'gratis' ? undefined : props.replaces;
  // Released unless the visitor wants to keep both (two consultations, or one already paid).
  const [release, setRelease] = useState(true);
  const replaces = held && release ? held : undefined;
  const [pending, setPending] = useState(false);
  const free = getPlan(plan).price === 0;
  // A paid booking is a contract: its terms are accepted before it is made, never for the person.
  const [accepted, setAccepted] = useState(false);

  async function book() {
    if (!backend) return;
    setPending(true);
    setFailure(null);
    try {
      const { paymentData } = await createBooking(backend, {
        ...personFields(datos),
        ...bookingStatements(datos, !free && accepted),
        empresa: datos.empresa || undefined,
        descripcion: datos.descripcion || undefined,
        fecha,
        hora,
        plan,
        tipoReunion,
        ...(replaces ? { reemplaza: replaces.reservaId } : {}),
      });
      props.onBooked(paymentData);
    } catch (error) {
      setFailure(refusalOf(error));
      setPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <BookingSummary {...{ plan, datos, fecha, hora, tipoReunion }} />
      {!free && (
        <p className="text-sm text-ink-muted">
          Al continuar reservamos tu hora por 2 horas mientras completas el pago. Puedes cancelar o
          cambiar la hora sin costo hasta {CHANGE_HOURS_STATED} horas antes.
        </p>
      )}
      {held && (
        <label className="flex items-start gap-2 rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand"
            checked={release}
            onChange={(event) => {
              setRelease(event.target.checked);
            }}
          />
          <span>
            Liberar mi hora del {formatWeekdayDate(held.fecha)} a las {held.hora} ({held.service}),
            pendiente de pago: esta reserva la reemplaza. Desmárcalo si quieres mantener ambas.
          </span>
        </label>
      )}
      {!free && <TermsAcceptance checked={accepted} onChange={setAccepted} />}
      {failure && (
        <BookingFailure
          refusal={failure}
          onChooseAnotherSlot={props.onSlotTaken}
          onEditData={props.onEditData}
        />
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
          disabled={!backend || pending || (!free && !accepted)}
          onClick={() => void book()}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          {pending ? 'Reservando...' : free ? 'Confirmar reserva gratuita' : 'Proceder al Pago'}
        </button>
      </div>
    </div>
  );
}
