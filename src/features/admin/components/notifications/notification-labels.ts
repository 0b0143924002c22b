import type { NotificationChannel, NotificationStatus, NotificationType } from '@/backend/port';
import { CHILE_TIME_ZONE } from '@/lib/time/chile-time';

export const TYPE_LABELS: Record<NotificationType, string> = {
  nueva_reserva: 'Nueva reserva',
  notificacion_abogado: 'Aviso al abogado',
  recordatorio: 'Recordatorio 24 h antes',
  recordatorio_abogado: 'Recordatorio al abogado',
  comprobante: 'Comprobante',
  reagendada: 'Cambio de reserva',
  reagendada_abogado: 'Cambio de reserva al abogado',
  recordatorio_corto: 'Recordatorio 2 h antes',
  aviso_fallido: 'Alerta de aviso fallido',
  test: 'Prueba',
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  webhook: 'Webhook (Make)',
  email: 'Correo',
};

export const STATUS_LABELS: Record<NotificationStatus, string> = {
  enviado: 'Enviado',
  fallido: 'Fallido',
  pendiente: 'Pendiente',
  descartado: 'Descartado',
};

const dateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: CHILE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Chilean wall time: '23 de noviembre de 2026, 09:00'. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
