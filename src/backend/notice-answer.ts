import { parseNotifyAnswer } from '../../supabase/functions/_shared/notify/protocol.ts';
import type { BackendErrorCode, NoticeAttempt } from './port';

export const NO_NOTIFY_SERVICE =
  'El servicio de notificaciones no está disponible en este servidor';
export const NOTIFY_UNREACHABLE = 'No se pudo contactar al servicio de notificaciones';
export const SCHEDULE_UNREACHABLE = 'No se pudo ejecutar el envío de avisos programados';

/** How long a call to the notification function may take: its webhook gets 10 s of it. */
export const NOTIFY_CALL_TIMEOUT_MS = 15_000;

const KNOWN_REFUSALS: readonly BackendErrorCode[] = [
  'acceso_denegado',
  'aviso_vencido',
  'reserva_no_encontrada',
  'aviso_no_encontrado',
  'aviso_enviado',
  'aviso_agotado',
  'aviso_en_curso',
  'reserva_inactiva',
  'limite_avisos',
];

/**
 * The answer of the notification function as the port reports it. A page that is not the
 * function (a static host answering 404 with HTML) means no function is served here.
 */
export function toNoticeAttempt(body: unknown): NoticeAttempt {
  const answer = parseNotifyAnswer(body);
  if ('resultado' in answer) {
    if (answer.resultado === 'enviado') return { kind: 'enviado', intentos: answer.intentos };
    if (answer.resultado === 'fallido')
      return { kind: 'fallido', intentos: answer.intentos, error: answer.error };
    return { kind: 'sin_envio', error: answer.error };
  }
  if (answer.codigo === 'respuesta_invalida')
    return { kind: 'sin_envio', error: NO_NOTIFY_SERVICE };
  const code = (KNOWN_REFUSALS as readonly string[]).includes(answer.codigo)
    ? (answer.codigo as BackendErrorCode)
    : 'desconocido';
  return { kind: 'rechazado', code, error: answer.error };
}
