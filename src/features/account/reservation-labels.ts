import type { Reservation, ReservationStatus } from '@/backend/port';

/** A booking's state as its client reads it. */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pendiente: 'Pendiente de pago',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
  completada: 'Realizada',
  expirada: 'Expirada (no se pagó a tiempo)',
  no_asistio: 'No asististe (sin aviso previo)',
};

/** How the client pays: the method alone, never whether the money arrived. */
export const PAYMENT_METHOD_LABELS: Record<NonNullable<Reservation['metodoPago']>, string> = {
  transferencia: 'Transferencia bancaria',
  tarjeta: 'Tarjeta (Webpay)',
  gratis: 'Sin costo',
};
