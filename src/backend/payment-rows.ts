import type { BookingPayment, Payment, StaffPayment } from './port';
import type { Json } from './rows';

// Payments as the database returns them (to_jsonb rows, and estado_pago_reserva's JSON).

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const nullableNumber = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : null;

export function toPayment(row: Json): Payment {
  return {
    id: text(row.id),
    reservaId: text(row.reserva_id),
    metodo: text(row.metodo) as Payment['metodo'],
    estado: text(row.estado) as Payment['estado'],
    monto: Number(row.monto),
    motivo: nullableText(row.motivo),
    numeroComprobante: nullableText(row.numero_comprobante),
    tieneArchivo:
      typeof row.archivo_comprobante === 'string' && row.archivo_comprobante !== 'pendiente',
    ordenCompra: nullableText(row.orden_compra),
    codigoAutorizacion: nullableText(row.codigo_autorizacion),
    ultimosDigitos: nullableText(row.ultimos_digitos),
    tipoPago: nullableText(row.tipo_pago),
    cuotas: nullableNumber(row.cuotas),
    codigoRespuesta: nullableNumber(row.codigo_respuesta),
    montoReembolsado: nullableNumber(row.monto_reembolsado),
    createdAt: text(row.created_at),
    resueltoEn: nullableText(row.resuelto_en),
  };
}

/** A payment row with its booking under `reserva` (or `reservas`, as PostgREST embeds it). */
export function toStaffPayment(row: Json): StaffPayment {
  const reserva = (row.reserva ?? row.reservas ?? {}) as Json;
  return {
    ...toPayment(row),
    reserva: {
      nombre: text(reserva.nombre),
      email: text(reserva.email),
      fecha: text(reserva.fecha),
      hora: text(reserva.hora),
      servicio: text(reserva.servicio),
      estado: text(reserva.estado) as StaffPayment['reserva']['estado'],
      expiraEn: nullableText(reserva.expira_en),
    },
  };
}

export function toBookingPayment(value: unknown): BookingPayment {
  const row = (typeof value === 'object' && value !== null ? value : {}) as Json;
  const pago = (typeof row.pago === 'object' && row.pago !== null ? row.pago : null) as Json | null;
  return {
    reservaEstado: text(row.reserva_estado) as BookingPayment['reservaEstado'],
    expiraEn: nullableText(row.expira_en),
    precio: Number(row.precio),
    metodoPago: nullableText(row.metodo_pago) as BookingPayment['metodoPago'],
    pago: pago && {
      estado: text(pago.estado) as Payment['estado'],
      metodo: text(pago.metodo) as Payment['metodo'],
      monto: Number(pago.monto),
      motivo: nullableText(pago.motivo),
      ordenCompra: nullableText(pago.orden_compra),
      numeroComprobante: nullableText(pago.numero_comprobante),
      tieneArchivo: pago.tiene_archivo === true,
      codigoAutorizacion: nullableText(pago.codigo_autorizacion),
      ultimosDigitos: nullableText(pago.ultimos_digitos),
      tipoPago: nullableText(pago.tipo_pago),
      cuotas: nullableNumber(pago.cuotas),
      fecha: text(pago.fecha),
    },
  };
}

/** The columns a payment list reads (never the receipt file itself). */
export const PAYMENT_COLUMNS =
  'id, reserva_id, metodo, estado, monto, motivo, numero_comprobante, archivo_comprobante, orden_compra, codigo_autorizacion, ultimos_digitos, tipo_pago, cuotas, codigo_respuesta, monto_reembolsado, created_at, resuelto_en';
