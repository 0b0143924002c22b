import type { ReactNode } from 'react';
import type { StaffPayment } from '@/backend/port';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { formatClp } from '@/lib/format/clp';
import { formatWeekdayDate } from '@/lib/format/dates';
import { isRefundOwed } from '@/lib/payments/card-return';
import {
  isNoShowCharge,
  maskedCard,
  NO_SHOW_NOT_REFUNDABLE,
  PAYMENT_METHOD_LABELS,
  paymentReason,
  paymentTypeLabel,
} from '@/lib/payments/payment-labels';
import { StatusBadge } from '../reservations/status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** Until when a declared transfer keeps the slot, or when that ran out. */
function heldUntil(expiraEn: string | null, now: Date): string | null {
  if (!expiraEn) return null;
  const when = formatChileInstant(expiraEn);
  return new Date(expiraEn).getTime() > now.getTime() ? `Hasta el ${when}` : `Venció el ${when}`;
}

/** What staff need to reconcile a payment: its booking, the card or the transfer, the outcome. */
export function PaymentDetails({ payment, now }: { payment: StaffPayment; now: Date }) {
  const { reserva } = payment;
  const card = payment.metodo === 'tarjeta';
  const reason =
    payment.estado === 'rechazado' || payment.estado === 'anulado' ? paymentReason(payment) : null;
  const type = paymentTypeLabel(payment.tipoPago, payment.cuotas);
  const hold =
    !card && payment.estado === 'por_verificar' ? heldUntil(reserva.expiraEn, now) : null;

  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Servicio">{reserva.servicio}</Field>
      <Field label="Cita">
        {formatWeekdayDate(reserva.fecha)}, {reserva.hora}
      </Field>
      <Field label="Estado de la reserva">
        <StatusBadge estado={reserva.estado} />
      </Field>
      <Field label="Método">{PAYMENT_METHOD_LABELS[payment.metodo]}</Field>
      <Field label="Creado">{formatChileInstant(payment.createdAt)}</Field>
      {card ? (
        <>
          <Field label="Orden de compra">
            <span className="font-mono">{payment.ordenCompra ?? '—'}</span>
          </Field>
          {payment.codigoAutorizacion && (
            <Field label="Código de autorización">
              <span className="font-mono">{payment.codigoAutorizacion}</span>
            </Field>
          )}
          {payment.ultimosDigitos && (
            <Field label="Tarjeta">{maskedCard(payment.ultimosDigitos)}</Field>
          )}
          {type && <Field label="Tipo de pago">{type}</Field>}
        </>
      ) : (
        <Field label="N° de comprobante">
          <span className="font-mono">{payment.numeroComprobante ?? '—'}</span>
        </Field>
      )}
      {hold && <Field label="Hora reservada">{hold}</Field>}
      {payment.resueltoEn &&
        payment.estado !== 'pendiente' &&
        payment.estado !== 'por_verificar' && (
          <Field label="Resuelto">{formatChileInstant(payment.resueltoEn)}</Field>
        )}
      {payment.estado === 'reembolsado' && payment.montoReembolsado !== null && (
        <Field label="Monto reembolsado">{formatClp(payment.montoReembolsado)}</Field>
      )}
      {reason && <Field label="Motivo">{reason.charAt(0).toUpperCase() + reason.slice(1)}</Field>}
      {isRefundOwed(payment) && (
        <Field label="Atención">
          {payment.motivo === 'reserva_no_disponible'
            ? 'Pagado, pero la reserva ya no estaba disponible: corresponde reagendar o reembolsar.'
            : 'Cobrado sin confirmar la reserva: corresponde reembolsar.'}
        </Field>
      )}
      {isNoShowCharge(payment, reserva.estado) && (
        <Field label="Reembolso">{NO_SHOW_NOT_REFUNDABLE}</Field>
      )}
    </dl>
  );
}
