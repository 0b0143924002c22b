/**
 * A stand-in for the hosted function's database side, shared by the tests under Node
 * (handler.test.ts) and under Deno (*.deno.test.ts): it admits what `open` allows and records
 * what the handler logs. 'Bearer admin' is an active admin at aal2, 'Bearer abogado' a signed-in
 * user who is not, 'Bearer caducado' a token that does not verify; anything else is anonymous.
 */
import { InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import type { NotifyRequest } from '../_shared/notify/protocol.ts';
import type { NotifyStore } from './handler.ts';

export const ADMIN: Caller = { userId: 'u-admin', aal: 'aal2' };
export const LAWYER: Caller = { userId: 'u-abogado', aal: 'aal2' };

export type RecordedOutcome = Parameters<NotifyStore['record']>;

export function fakeNotifyStore(
  open: (request: NotifyRequest, caller: Caller | null) => OpenedNotice,
) {
  const records: RecordedOutcome[] = [];
  const opened: NotifyRequest[] = [];
  const store: NotifyStore = {
    identify: (request) => {
      const authorization = request.headers.get('authorization');
      if (authorization === 'Bearer caducado') {
        return Promise.reject(new InvalidToken('JWT expired'));
      }
      if (authorization === 'Bearer admin') return Promise.resolve(ADMIN);
      if (authorization === 'Bearer abogado') return Promise.resolve(LAWYER);
      return Promise.resolve(null);
    },
    isAdmin: (caller) => Promise.resolve(caller?.userId === ADMIN.userId && caller.aal === 'aal2'),
    open: (request, caller) => {
      opened.push(request);
      try {
        return Promise.resolve(open(request, caller));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    record: (...args) => {
      records.push(args);
      return Promise.resolve({ intentos: 1 });
    },
  };
  return { store, records, opened };
}
