/**
 * `valores-referencia`: the calculators' reference values (UF, UTM, ingreso mínimo).
 *
 * - GET answers the values in force, each with its date, origin and source (one small JSON the
 *   public calculator pages fetch; they load no backend). When today's fetch failed, the last
 *   stored values are answered with their own dates.
 * - POST (the daily schedule, with the shared secret in `x-valores-referencia-secret`) fetches
 *   today's UF and UTM from the CMF and stores them; 502 when the source is down or answers
 *   garbage, and nothing is stored.
 *
 * The local servers (embedded mode) have no schedule: with `refreshWhenStale` a GET first
 * fetches from the source (the local stand-in) when nothing was tried yet today.
 */
import type { ReferenceCode } from '../../../src/lib/reference-values/bounds.ts';
import type {
  ReferenceValuesAnswer,
  StoredReferenceValue,
} from '../../../src/lib/reference-values/answer.ts';
import { json, preflight } from '../_shared/http.ts';
import { CMF_SOURCE, type FetchedValue } from './cmf-source.ts';

/** Where the values are kept: the database hosted, the local server's memory in embedded mode. */
export interface ReferenceStore {
  inForce(today: string): Promise<Partial<Record<ReferenceCode, StoredReferenceValue>>>;
  save(value: FetchedValue, fuente: string): Promise<void>;
}

export interface ReferenceValuesDeps {
  store: ReferenceStore;
  /** Today's values from the source; throws when it cannot give them. */
  fetchSource: () => Promise<FetchedValue[]>;
  /** The schedule's shared secret; without it, POST is refused. */
  secret: string | undefined;
  refreshWhenStale?: boolean;
  now?: () => Date;
}

export const SECRET_HEADER = 'x-valores-referencia-secret';

const chileToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);

function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1)
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

export function createReferenceValuesHandler(deps: ReferenceValuesDeps) {
  const now = deps.now ?? (() => new Date());
  let lastAttempt = '';

  const refresh = async (): Promise<FetchedValue[]> => {
    lastAttempt = chileToday(now());
    const values = await deps.fetchSource();
    for (const value of values) await deps.store.save(value, CMF_SOURCE);
    return values;
  };

  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method === 'GET') {
      const today = chileToday(now());
      if (deps.refreshWhenStale && lastAttempt !== today) await refresh().catch(() => undefined);
      const answer: ReferenceValuesAnswer = { valores: await deps.store.inForce(today) };
      const response = json(200, answer);
      response.headers.set('cache-control', 'public, max-age=300');
      return response;
    }
    if (request.method !== 'POST') return json(405, { error: 'Método no permitido' });
    const given = request.headers.get(SECRET_HEADER) ?? '';
    if (!deps.secret || !sameSecret(given, deps.secret))
      return json(401, { error: 'No autorizado' });
    try {
      return json(200, { guardados: await refresh() });
    } catch (error) {
      return json(502, {
        codigo: 'fuente_no_disponible',
        error: error instanceof Error ? error.message : 'La fuente no respondió',
      });
    }
  };
}
