import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BackendError, type BookingSummary } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { MOVE_RULES } from '@/booking/model/client-change-limits';
import { isBookable, type SlotTime } from '@/booking/model/schedule';
import { formatWeekdayDate } from '@/lib/format/dates';
import { DaySlots } from './day-slots';
import { OtherWaysToBook } from './other-ways-to-book';
import { rescheduleBooking } from './reschedule-booking';
import { bookingCalendarKey, useSlotAvailability } from './use-booking-calendar';
import { useFreeQuotaDays } from './use-free-quota-days';
import { useNow } from './use-now';
import { occupiedSlotsKey } from './use-occupied-slots';
import { WeekPicker } from './week-picker';

/** The booking being moved, as both the account and the link without an account know it. */
export interface RescheduleTarget {
  id: string;
  fecha: string;
  hora: string;
  servicio: string;
  /** Its plan: the times offered are those of a lawyer who attends its area. */
  plan: string;
  precio: number;
}

export interface RescheduleDialogProps {
  booking: RescheduleTarget;
  /** The link's secret, for whoever booked without an account. */
  token?: string | undefined;
  onClose: () => void;
  /** The booking moved: the caller refreshes what it shows. */
  onRescheduled: (summary: BookingSummary) => void;
}

/** The sentence the client reads once the booking moved. */
export const movedTo = (fecha: string, hora: string): string =>
  `Tu reserva quedó para el ${formatWeekdayDate(fecha)} a las ${hora}.`;

function refusalText(error: Error): string {
  return error instanceof BackendError
    ? error.message
    : 'No pudimos cambiar la hora. Revisa tu conexión e inténtalo de nuevo.';
}

/** The picker and the confirmation; rendered inside the page's data providers. */
function RescheduleForm({ booking, token, onClose, onRescheduled }: RescheduleDialogProps) {
  const backend = useStartedBackend();
  const queryClient = useQueryClient();
  const now = useNow();
  const [offset, setOffset] = useState(0);
  const [fecha, setFecha] = useState<string | null>(null);
  const [hora, setHora] = useState<SlotTime | null>(null);
  const { occupied, calendar, loading, error } = useSlotAvailability(now, booking.plan);
  const fullDays = useFreeQuotaDays(now, booking.precio === 0);
  const move = useMutation({
    mutationFn: (slot: { fecha: string; hora: string }) => {
      if (!backend) throw new Error('Sin conexión');
      return rescheduleBooking(backend, { id: booking.id, ...slot, ...(token ? { token } : {}) });
    },
    onSuccess: (summary) => {
      void queryClient.invalidateQueries({ queryKey: occupiedSlotsKey });
      void queryClient.invalidateQueries({ queryKey: bookingCalendarKey });
      onRescheduled(summary);
    },
  });
  const ready =
    fecha !== null &&
    hora !== null &&
    !fullDays.has(fecha) &&
    isBookable(fecha, hora, now, occupied, calendar);

  if (move.isSuccess) {
    return (
      <div className="space-y-4 p-5">
        <h2 id="reagendar-titulo" className="text-xl font-semibold text-ink">
          Cambio listo
        </h2>
        <p role="status" className="text-lg text-success">
          {movedTo(move.data.fecha, move.data.hora)}
        </p>
        <p className="text-ink-muted">
          Te enviamos el aviso con la nueva hora. Tu código y tu pago siguen siendo los mismos.
        </p>
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          Cerrar
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="reagendar-titulo"
      className="space-y-5 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) move.mutate({ fecha, hora });
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="reagendar-titulo" className="text-xl font-semibold text-ink">
            Cambiar fecha u hora
          </h2>
          <p className="text-ink-muted">{booking.servicio}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Cerrar"
          className="rounded-md px-2 text-2xl leading-none text-ink-muted hover:bg-surface-2"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="text-ink">
        Hora actual:{' '}
        <strong>
          {formatWeekdayDate(booking.fecha)}, {booking.hora}
        </strong>{' '}
        (hora de Chile)
      </p>
      <p className="text-sm text-ink-muted">{MOVE_RULES}</p>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-ink">Nueva fecha y hora</legend>
        <WeekPicker
          calendar={calendar}
          fullDays={fullDays}
          fullLabel="Sin cupos gratis"
          now={now}
          offset={offset}
          onOffsetChange={setOffset}
          selected={fecha}
          onSelect={(day) => {
            setFecha(day);
            setHora(null);
          }}
        />
        {fecha && (
          <DaySlots
            {...{ now, occupied, calendar, loading, error }}
            date={fecha}
            selected={hora}
            onSelect={setHora}
          />
        )}
      </fieldset>

      {move.isError && (
        <div role="alert" className="space-y-2 rounded-lg border border-urgent bg-surface p-3">
          <p className="font-medium text-urgent">{refusalText(move.error)}</p>
          <OtherWaysToBook lead="Si lo prefieres, te ayudamos:" />
        </div>
      )}
      <button
        type="submit"
        disabled={!ready || move.isPending || !backend}
        className={buttonClass('primary', 'w-full disabled:cursor-not-allowed disabled:opacity-50')}
      >
        {move.isPending
          ? 'Cambiando...'
          : ready
            ? `Cambiar al ${formatWeekdayDate(fecha)} a las ${hora}`
            : 'Elige el nuevo día y hora'}
      </button>
    </form>
  );
}

/**
 * Moves a booking to another free time, in a modal dialog (Escape closes it, focus stays inside):
 * the current time, the rules, the slot picker of its plan, and the database's answer. A refusal
 * is shown in Spanish and the chosen time stays chosen. Rendered inside the page's data
 * providers (the account page, the link page).
 */
export function RescheduleDialog(props: RescheduleDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // Escape is the dialog's own (native); the click handler only adds "click outside to close".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="reagendar-titulo"
      onClose={props.onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-page p-0 text-ink backdrop:bg-black/60"
    >
      <RescheduleForm {...props} />
    </dialog>
  );
}
