import type { BackendPort, NoticeAttempt, NoticeRequest } from './port';

/**
 * Sends one notice through the notification function, with the retries the spec asks of the
 * browser: up to 3 attempts, waiting 2 s and then 4 s between them, so a webhook that is briefly
 * overloaded gets room to recover. The server counts the attempts and refuses a fourth, and it
 * alone logs each outcome, so this loop can neither fake a delivery nor exceed the limit.
 */

export const MAX_ATTEMPTS = 3;
export const RETRY_DELAYS_MS: readonly number[] = [2000, 4000];

export interface NoticeOutcome {
  ok: boolean;
  /** The last call's report. */
  last: NoticeAttempt;
}

type Notifier = Pick<BackendPort['notificaciones'], 'notify'>;

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Whether another call could still deliver: the webhook or the function failed for now. */
function worthRetrying(attempt: NoticeAttempt): boolean {
  if (attempt.kind === 'fallido') return attempt.intentos < MAX_ATTEMPTS;
  if (attempt.kind === 'sin_respuesta') return true;
  return attempt.kind === 'rechazado' && attempt.code === 'aviso_en_curso';
}

/** Never throws: a notice that cannot go out is reported, and the log keeps it for a resend. */
export async function sendNotice(
  notifier: Notifier,
  request: NoticeRequest,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<NoticeOutcome> {
  let last: NoticeAttempt = { kind: 'sin_respuesta', error: 'Sin intentos' };
  for (let call = 0; call < MAX_ATTEMPTS; call += 1) {
    if (call > 0) await sleep(RETRY_DELAYS_MS[call - 1] ?? 0);
    try {
      last = await notifier.notify(request);
    } catch (error) {
      last = {
        kind: 'sin_respuesta',
        error: error instanceof Error ? error.message : String(error),
      };
    }
    // A previous call that timed out on the way back may have delivered it already.
    if (last.kind === 'enviado' || (last.kind === 'rechazado' && last.code === 'aviso_enviado')) {
      return { ok: true, last };
    }
    if (!worthRetrying(last)) break;
  }
  return { ok: false, last };
}

/** The Spanish reason of a notice that did not go out. */
export function noticeError(outcome: NoticeOutcome): string {
  return outcome.last.kind === 'enviado' ? '' : outcome.last.error;
}
