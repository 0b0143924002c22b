/**
 * `avisos-programados`: one run of the notice schedule (_shared/notify/scheduled-run.ts). Called
 * each minute by pg_cron with the shared secret (x-avisos-programados-secret, stored in Vault),
 * or by an active admin at aal2 who wants it now. Answers what the run did: how many e-mail copies
 * and reminders it queued, and how many notices it sent, failed, left for later or set aside.
 *
 * Hosted only: in the embedded demo the database is in the visitor's browser, which runs the same
 * steps itself on a timer and hands each notice to the local `notificar` relay.
 */
import { invalidTokenAnswer, InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import { json, preflight } from '../_shared/http.ts';
import type { NoticeDelivery } from '../_shared/notify/deliver-notice.ts';
import { runScheduledNotices, type ScheduleStore } from '../_shared/notify/scheduled-run.ts';

export const SCHEDULE_SECRET_HEADER = 'x-avisos-programados-secret';

export interface ScheduledNoticesDeps {
  /** The scheduler's shared secret (AVISOS_PROGRAMADOS_SECRET); empty: only admins may call. */
  secret: string | undefined;
  identify(request: Request): Promise<Caller | null>;
  isAdmin(caller: Caller | null): Promise<boolean>;
  store: ScheduleStore;
  deliver: NoticeDelivery;
  budgetMs?: number;
}

/** Compares two strings in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

export function createScheduledNoticesHandler(
  deps: ScheduledNoticesDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') {
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    }
    try {
      const secret = deps.secret?.trim() ?? '';
      const given = request.headers.get(SCHEDULE_SECRET_HEADER) ?? '';
      const bySchedule = secret !== '' && given !== '' && sameSecret(given, secret);
      if (!bySchedule && !(await deps.isAdmin(await deps.identify(request)))) {
        return json(403, { codigo: 'acceso_denegado', error: 'Solo administradores' });
      }
      const report = await runScheduledNotices({
        store: deps.store,
        deliver: deps.deliver,
        ...(deps.budgetMs ? { budgetMs: deps.budgetMs } : {}),
      });
      return json(200, report);
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      console.error('avisos-programados', error instanceof Error ? error.message : error);
      return json(500, { codigo: 'error_interno', error: 'No se pudieron enviar los avisos' });
    }
  };
}
