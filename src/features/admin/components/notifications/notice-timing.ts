import type { NotificationLog } from '@/backend/port';
import { formatInstant } from './notification-labels';

/** The attempts the server makes of one notice, on its channel. */
export const MAX_ATTEMPTS = 3;

type Timing = Pick<NotificationLog, 'estado' | 'intentos' | 'fechaEnvio' | 'proximoIntento'>;

/**
 * When a notice went, or when the schedule takes it next, in Chilean time. The log keeps the
 * instant of the delivery and the instant from which the next attempt may run; a failure's own
 * instant is not stored, so a notice out of attempts says only that.
 */
export function noticeTiming(notice: Timing, now: Date): string {
  switch (notice.estado) {
    case 'enviado':
      return notice.fechaEnvio ? `Enviado el ${formatInstant(notice.fechaEnvio)}` : 'Enviado';
    case 'descartado':
      return 'No se enviará';
    case 'pendiente':
    case 'fallido': {
      if (notice.intentos >= MAX_ATTEMPTS) return 'Sin más intentos';
      if (!notice.proximoIntento) return 'Próximo intento: en la próxima ejecución';
      const due = new Date(notice.proximoIntento);
      // Due already: the schedule (each minute) takes it on its next run.
      return due.getTime() > now.getTime()
        ? `Próximo intento: ${formatInstant(notice.proximoIntento)}`
        : `Por enviar desde ${formatInstant(notice.proximoIntento)}`;
    }
  }
}
