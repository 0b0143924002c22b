import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BackendError, type BookingSummary } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { DataProviders } from '@/components/auth/data-providers';
import { Seo } from '@/components/seo/seo';
import { Loading, LoadError } from '@/components/ui/load-states';
import { company } from '@/content/company';
import { MAX_CLIENT_MOVES } from '@/booking/model/client-change-limits';
import { readManageToken, writeManageToken } from '@/booking/model/manage-link';
import { RESCHEDULE_PATH } from '@/content/booking-links';
import { RescheduleAction } from '@/booking/ui/reschedule-action';
import { useNow } from '@/booking/ui/use-now';
import { buttonClass } from '@/components/ui/button-styles';
import { formatWeekdayDate } from '@/lib/format/dates';
import { canCancel } from '../can-cancel';
import {
  CANCEL_RULE,
  CANCEL_TOO_LATE,
  CANCELLED_MESSAGE,
  cancelButtonName,
  confirmCancellation,
} from '../cancel-confirmation';
import { STATUS_LABELS } from '../reservation-labels';
import {
  useBookingByToken,
  useCancelBookingByToken,
  useReplaceBookingByToken,
} from '../api/use-booking-by-token';

/**
 * The link's secret: read from ?token= once, then kept in this tab (a reload still works) and
 * taken out of the address bar, where history, a shared screen or a copied address would show it.
 * `?accion=cancelar` (the notice's 'Cancelar la reserva' link) is read on arrival only: it goes
 * with the secret, so a reload does not ask again.
 */
function useManageLink(): { token: string; cancelOnArrival: boolean } {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('token');
  const [token] = useState(() => fromLink ?? readManageToken() ?? '');
  const [cancelOnArrival] = useState(() => params.get('accion') === 'cancelar');
  useEffect(() => {
    if (fromLink === null) return;
    if (fromLink) writeManageToken(fromLink);
    // react-router replaces the history entry (history.replaceState): no new entry, no reload.
    setParams({}, { replace: true });
  }, [fromLink, setParams]);
  return { token, cancelOnArrival };
}

const isInvalidLink = (error: Error): boolean =>
  error instanceof BackendError &&
  (error.code === 'enlace_invalido' || error.code === 'reserva_no_encontrada');

function InvalidLink() {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-urgent bg-urgent-soft p-4">
      <p className="font-medium text-urgent">
        Este enlace no es válido o ya no corresponde a una reserva. Revisa que sea el enlace
        completo de tu confirmación.
      </p>
      <p className="text-ink">
        Si necesitas cambiar tu hora,{' '}
        <Link to="/contacto" className="text-link underline">
          contáctanos
        </Link>{' '}
        o escríbenos a{' '}
        <a href={`mailto:${company.email}`} className="text-link underline">
          {company.email}
        </a>
        .
      </p>
    </div>
  );
}

function BookingDetails({ booking }: { booking: BookingSummary }) {
  const rows: [string, string][] = [
    ['Código de reserva', booking.codigo],
    ['Servicio', booking.servicio],
    ['Fecha', formatWeekdayDate(booking.fecha)],
    ['Hora', `${booking.hora} hrs (hora de Chile)`],
    ['Te atiende', booking.abogado ?? 'Por asignar'],
    ['Estado', STATUS_LABELS[booking.estado]],
    [
      'Cambios de hora usados',
      `${String(booking.movimientosCliente)} de ${String(MAX_CLIENT_MOVES)}`,
    ],
  ];
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-surface px-5">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-semibold text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Cancelar la reserva' with Mi cuenta's confirmation, under cancelar_reserva's rules (the
 * database checks the secret and the rules again). Asked on arrival when the link says so.
 * Once cancelled the page shows the booking as the database answered it, with no action left.
 */
function CancelByLink({
  booking,
  token,
  askOnArrival,
}: {
  booking: BookingSummary;
  token: string;
  askOnArrival: boolean;
}) {
  const now = useNow();
  const ruleId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { mutate, isPending } = useCancelBookingByToken(token, {
    onSuccess: () => {
      setMessage({ kind: 'ok', text: CANCELLED_MESSAGE });
    },
    onError: (error) => {
      setMessage({ kind: 'error', text: error.message });
    },
  });
  const cancellable = canCancel(booking, now);
  const active = booking.estado === 'pendiente' || booking.estado === 'confirmada';

  useEffect(() => {
    if (!askOnArrival || asked.current) return;
    asked.current = true;
    if (cancellable && confirmCancellation()) mutate();
  }, [askOnArrival, cancellable, mutate]);

  // The button goes with the cancellation: the keyboard's place moves to what happened.
  useEffect(() => {
    if (message) statusRef.current?.focus();
  }, [message]);

  return (
    <div className="space-y-2">
      {active && (
        <>
          <button
            type="button"
            disabled={!cancellable || isPending}
            aria-label={cancelButtonName(booking)}
            aria-describedby={ruleId}
            onClick={() => {
              if (confirmCancellation()) mutate();
            }}
            className={buttonClass('secondary', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            Cancelar la reserva
          </button>
          <p id={ruleId} className="text-sm text-ink-muted">
            {cancellable ? CANCEL_RULE : CANCEL_TOO_LATE}
          </p>
        </>
      )}
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={message?.kind === 'error' ? 'text-urgent' : 'text-success'}
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}

function ManagedBooking({ token, cancelOnArrival }: { token: string; cancelOnArrival: boolean }) {
  const backend = useStartedBackend();
  const query = useBookingByToken(token);
  const replace = useReplaceBookingByToken(token);
  if (!backend) return <BackendWait waiting="Cargando tu reserva..." />;
  if (query.isPending) return <Loading text="Cargando tu reserva..." />;
  if (query.isError)
    return isInvalidLink(query.error) ? (
      <InvalidLink />
    ) : (
      <LoadError message="No pudimos cargar tu reserva." onRetry={() => void query.refetch()} />
    );
  const booking = query.data;
  return (
    <div className="space-y-4">
      <BookingDetails booking={booking} />
      <RescheduleAction
        booking={booking}
        block={booking.sinReagendar}
        token={token}
        onRescheduled={replace}
      />
      <CancelByLink booking={booking} token={token} askOnArrival={cancelOnArrival} />
    </div>
  );
}

/**
 * /reserva/gestionar?token=…: the link of the confirmation and the notices. Whoever booked, with
 * or without an account, sees their booking (no personal data) and moves or cancels it within the
 * rules; the database checks the secret on every call.
 */
export default function ManageBookingPage() {
  const { token, cancelOnArrival } = useManageLink();
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <Seo
        title="Gestiona tu reserva"
        description="Revisa tu reserva en Punto Legal, cambia su fecha u hora o cancélala."
        path={RESCHEDULE_PATH}
        noindex
      />
      <h1 className="text-3xl font-bold text-ink">Tu reserva</h1>
      {token ? (
        <DataProviders>
          <ManagedBooking token={token} cancelOnArrival={cancelOnArrival} />
        </DataProviders>
      ) : (
        <InvalidLink />
      )}
    </section>
  );
}
