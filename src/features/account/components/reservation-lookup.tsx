import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Reservation } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/content/company';
import { MEETING_LABELS } from '@/booking/model/meeting-labels';
import { parseReservationCode, reservationCode } from '@/booking/model/reservation-code';
import { urgentRequestLabel } from '@/booking/model/urgent-request';
import { formatClp } from '@/lib/format/clp';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { formatWeekdayDate } from '@/lib/format/dates';
import { PAYMENT_METHOD_LABELS, STATUS_LABELS } from '../reservation-labels';
import { useMyReservations } from '../api/use-my-reservations';

export const INVALID_CODE =
  'El código tiene 8 caracteres, letras de la A a la F y números (por ejemplo, 3F9A12BC). Revísalo en el correo de confirmación o en Mi cuenta.';

function FoundReservation({ reservation }: { reservation: Reservation }) {
  const rows: [string, string][] = [
    ['Servicio', reservation.servicio],
    [
      reservation.urgente ? 'Solicitud' : 'Fecha y hora',
      reservation.urgente
        ? urgentRequestLabel(reservation)
        : `${formatWeekdayDate(reservation.fecha)}, ${reservation.hora} hrs (hora de Chile)`,
    ],
    ['Modalidad', MEETING_LABELS[reservation.tipoReunion]],
    ['Estado', STATUS_LABELS[reservation.estado]],
    ['Valor', reservation.precio === 0 ? 'Gratis' : formatClp(reservation.precio)],
    [
      'Forma de pago',
      reservation.metodoPago ? PAYMENT_METHOD_LABELS[reservation.metodoPago] : 'Aún no elegida',
    ],
  ];
  return (
    <div className="rounded-xl border border-line bg-surface p-5">
      <h3 className="text-lg font-semibold text-ink">
        Reserva <span className="font-mono">{reservationCode(reservation.id)}</span>
      </h3>
      <dl className="mt-3 divide-y divide-line">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      {reservation.estado === 'pendiente' && reservation.expiraEn && (
        <p className="mt-3 text-sm text-ink">
          La hora queda reservada hasta el {formatChileInstant(reservation.expiraEn)}; si el pago no
          llega antes, se libera.
        </p>
      )}
      <p className="mt-4">
        <Link to="/mi-cuenta" className="font-semibold text-link underline">
          Ver y gestionar tus reservas en Mi cuenta
        </Link>
      </p>
    </div>
  );
}

/**
 * A signed-in client finds one of their bookings by the code they were given. The code typed is
 * kept in the address, so a reload or a shared link shows the same result; the list it searches
 * is the account's own, which is all the database lets a client read.
 */
export function ReservationLookup({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const typed = params.get('codigo') ?? '';
  const code = parseReservationCode(typed);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const resultId = useId();
  const query = useMyReservations(userId);

  function type(value: string) {
    setError(undefined);
    setParams(value ? { codigo: value } : {}, { replace: true });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code) return;
    setError(INVALID_CODE);
    input.current?.focus();
  }

  const found = code ? query.data?.find((r) => reservationCode(r.id) === code) : undefined;

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          ref={input}
          label="Código de reserva"
          hint="8 caracteres: está en el correo de confirmación, en la página de pago y en Mi cuenta."
          error={error}
          name="codigo"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => type(event.target.value)}
          className="min-w-64 flex-1"
          aria-controls={resultId}
        />
        <button type="submit" className={buttonClass('primary')}>
          Consultar
        </button>
      </form>
      <div id={resultId} aria-live="polite">
        {code && query.isPending && <Loading text="Buscando tu reserva..." />}
        {code && query.isError && (
          <LoadError
            message="No pudimos cargar tus reservas."
            onRetry={() => void query.refetch()}
          />
        )}
        {code && query.isSuccess && found && <FoundReservation reservation={found} />}
        {code && query.isSuccess && !found && (
          <p className="rounded-xl border border-line bg-surface-2 p-4 text-ink">
            No encontramos una reserva con el código <strong className="font-mono">{code}</strong>{' '}
            en tu cuenta. Revisa el código en el correo de confirmación. Si reservaste sin iniciar
            sesión o con otra cuenta, la reserva no aparece aquí: escríbenos a {company.email} y la
            buscamos.
          </p>
        )}
      </div>
    </div>
  );
}
