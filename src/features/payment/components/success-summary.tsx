import type { BookingPayment } from '@/backend/port';
import { reservationCode } from '@/booking/model/reservation-code';
import { formatClp } from '@/lib/format/clp';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { formatLongDate } from '@/lib/format/dates';
import { maskedCard, paymentTypeLabel } from '@/lib/payments/payment-labels';
import { MEETING_MODES } from './meeting-mode';
import type { BookingDetails, Purchase } from './payment-outcome';

interface SuccessSummaryProps {
  purchase: Purchase;
  booking?: BookingDetails | undefined;
  /** The booking's payment as the database has it (absent for a free consultation). */
  payment?: BookingPayment['pago'] | undefined;
}

/** The amount, and what the client needs of the payment: for a card, Webpay's voucher data. */
function paymentRows(
  purchase: Purchase,
  payment: SuccessSummaryProps['payment'],
): [string, string][] {
  if (purchase.free) return [['Valor', 'Consulta gratuita']];
  if (payment?.estado === 'por_verificar') {
    const rows: [string, string][] = [
      ['Monto a pagar', formatClp(purchase.price)],
      ['Pago', 'Transferencia por verificar'],
    ];
    if (payment.numeroComprobante) rows.push(['N° de operación', payment.numeroComprobante]);
    return rows;
  }
  // Confirmed by the firm without a payment recorded here: its value, and no claim of payment.
  if (payment?.estado !== 'aprobado') return [['Valor', formatClp(purchase.price)]];
  const rows: [string, string][] = [['Monto pagado', formatClp(payment.monto)]];
  if (payment.metodo === 'transferencia') {
    rows.push(['Pago', 'Transferencia verificada']);
    return rows;
  }
  if (payment.ordenCompra) rows.push(['Orden de compra', payment.ordenCompra]);
  if (payment.ultimosDigitos) rows.push(['Tarjeta', maskedCard(payment.ultimosDigitos)]);
  const type = paymentTypeLabel(payment.tipoPago, payment.cuotas);
  if (type) rows.push(['Tipo de pago', type]);
  rows.push([
    'Cuotas',
    payment.cuotas && payment.cuotas > 1 ? String(payment.cuotas) : 'Sin cuotas',
  ]);
  if (payment.codigoAutorizacion) rows.push(['Código de autorización', payment.codigoAutorizacion]);
  if (payment.fecha) rows.push(['Fecha del pago', formatChileInstant(payment.fecha)]);
  return rows;
}

/** What was booked and paid: service, amount, and the date, time and mode when known. */
export function SuccessSummary({ purchase, booking, payment }: SuccessSummaryProps) {
  const rows: [string, string][] = [['Servicio', purchase.title]];
  if (booking) rows.push(['Código de reserva', reservationCode(booking.reservaId)]);
  rows.push(...paymentRows(purchase, payment));
  if (booking?.urgent) {
    rows.push([
      'Solicitada',
      `${formatLongDate(booking.urgent.fecha)}, ${booking.urgent.hora} hrs`,
    ]);
  }
  if (booking?.slot) {
    rows.push(['Fecha', formatLongDate(booking.slot.fecha)]);
    rows.push(['Hora', `${booking.slot.hora} hrs (hora de Chile)`]);
  }
  if (booking) rows.push(['Modalidad', MEETING_MODES[booking.meetingMode].label]);
  if (booking?.lawyer) rows.push(['Te atiende', booking.lawyer]);

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
