import { reservationCode } from '@/lib/booking/reservation-code';
import { formatClp } from '@/lib/format/clp';
import { formatLongDate } from '@/lib/format/dates';
import { MEETING_MODES } from './meeting-mode';
import type { BookingDetails, Purchase } from './payment-outcome';

interface SuccessSummaryProps {
  purchase: Purchase;
  booking?: BookingDetails | undefined;
}

/** What was booked and paid: service, amount, and the date, time and mode when known. */
export function SuccessSummary({ purchase, booking }: SuccessSummaryProps) {
  const rows: [string, string][] = [
    ['Servicio', purchase.title],
    purchase.free ? ['Valor', 'Consulta gratuita'] : ['Monto pagado', formatClp(purchase.price)],
  ];
  if (booking?.urgent) {
    rows.push([
      'Solicitada',
      `${formatLongDate(booking.urgent.fecha)}, ${booking.urgent.hora} hrs`,
    ]);
  }
  if (booking?.slot) {
    rows.push(['Código de reserva', reservationCode(booking.slot.reservaId)]);
    rows.push(['Fecha', formatLongDate(booking.slot.fecha)]);
    rows.push(['Hora', `${booking.slot.hora} hrs (hora de Chile)`]);
  }
  if (booking) rows.push(['Modalidad', MEETING_MODES[booking.meetingMode].label]);

  return (
    <section
      aria-labelledby="resumen-reserva"
      className="rounded-xl border border-line bg-surface p-6"
    >
      <h2 id="resumen-reserva" className="text-xl font-semibold text-ink">
        Resumen de tu reserva
      </h2>
      <dl className="mt-4 divide-y divide-line">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
