import type { NotificationChannel, NotificationStatus, NotificationType } from '@/backend/port';
import { CHILE_TIME_ZONE } from '@/lib/time/chile-time';
import { NOTICE_KIND_LABELS } from '../../../../../supabase/functions/_shared/notify/notice-kind-labels.ts';

/** The kinds' names, from their one home (shared with the firm's alert e-mail). */
export const TYPE_LABELS: Readonly<Record<NotificationType, string>> = NOTICE_KIND_LABELS;

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
