/**
 * What the avisos-programados tests share, under Node (handler.test.ts) and under Deno
 * (handler.deno.test.ts): a schedule whose database side and delivery are in memory, and the
 * callers. 'Bearer admin' is an active admin at aal2, 'Bearer admin-aal1' the same admin before
 * the second step, 'Bearer caducado' a token that does not verify; anything else is anonymous.
 */
import { InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import type { NoticeOutcome } from '../_shared/notify/deliver-notice.ts';
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import type { ScheduleStore } from '../_shared/notify/scheduled-run.ts';
import { SCHEDULE_SECRET_HEADER, type ScheduledNoticesDeps } from './handler.ts';

export const SECRET = 'avisos-0123456789abcdef0123456789abcdef';
export const ADMIN: Caller = { userId: 'u-admin', aal: 'aal2' };

const RESERVA = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-28',
  hora: '10:00',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
};

const notice = (id: string, tipo: OpenedNotice['tipo'], canal: OpenedNotice['canal']) => ({
  id,
  tipo,
  canal,
  intentos: 0,
  reserva: RESERVA,
  alerta: null,
  pago: null,
  solicitud: null,
});

/** Four due notices; the fake delivery gives each a different outcome (OUTCOMES). */
export const DUE: readonly OpenedNotice[] = [
  notice('n1', 'recordatorio', 'webhook'),
  notice('n2', 'recordatorio', 'email'),
  notice('n3', 'recordatorio_corto', 'email'),
  notice('n4', 'nueva_reserva', 'email'),
];

const OUTCOMES: Record<string, NoticeOutcome> = {
  n1: { resultado: 'enviado', response: { aceptado: true } },
  n2: { resultado: 'fallido', error: 'HTTP 500', response: null },
  n3: { resultado: 'sin_envio', error: 'Correo no configurado' },
  n4: { resultado: 'descartado', error: 'Sin destinatario' },
};

/** What a run over DUE reports: one of each outcome. */
export const DUE_REPORT = {
  copias: 1,
  recordatorios: 3,
  enviados: 1,
  fallidos: 1,
  sinEnvio: 1,
  descartados: 1,
  aplazados: 0,
  sinRegistro: 0,
  incompleto: false,
};

export type Recorded = [id: string, resultado: NoticeOutcome['resultado'], error: string | null];

/**
 * The handler's dependencies over DUE, with what reached the store and the delivery. `fault`
 * makes the database side fail as a real one might, naming what must not reach the caller.
 */
export function fakeSchedule(options: { secret?: string; fault?: string } = {}) {
  const queue = [...DUE];
  const delivered: string[] = [];
  const recorded: Recorded[] = [];
  let prepared = 0;
  const store: ScheduleStore = {
    prepare: () => {
      prepared += 1;
      if (options.fault) return Promise.reject(new Error(options.fault));
      return Promise.resolve({ copias: 1, recordatorios: 3 });
    },
    take: (limit) => Promise.resolve(queue.splice(0, limit)),
    record: (id, resultado, error) => {
      recorded.push([id, resultado, error]);
      return Promise.resolve();
    },
  };
  const deps: ScheduledNoticesDeps = {
    secret: 'secret' in options ? options.secret : SECRET,
    identify: (request) => {
      const authorization = request.headers.get('authorization');
      if (authorization === 'Bearer caducado') {
        return Promise.reject(new InvalidToken('JWT expired'));
      }
      if (authorization === 'Bearer admin') return Promise.resolve(ADMIN);
      if (authorization === 'Bearer admin-aal1') return Promise.resolve({ ...ADMIN, aal: 'aal1' });
      return Promise.resolve(null);
    },
    isAdmin: (caller) => Promise.resolve(caller?.userId === ADMIN.userId && caller.aal === 'aal2'),
    store,
    deliver: (opened) => {
      delivered.push(opened.id);
      const outcome = OUTCOMES[opened.id];
      return outcome ? Promise.resolve(outcome) : Promise.reject(new Error('aviso desconocido'));
    },
  };
  return { deps, delivered, recorded, prepared: () => prepared };
}

/** The headers of a call: the schedule's secret and a bearer token, each only when given. */
export const callHeaders = (call: { secret?: string; token?: string }): Record<string, string> => ({
  ...(call.secret === undefined ? {} : { [SCHEDULE_SECRET_HEADER]: call.secret }),
  ...(call.token === undefined ? {} : { authorization: `Bearer ${call.token}` }),
});
