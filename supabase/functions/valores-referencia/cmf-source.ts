/**
 * The CMF's API (api.cmfchile.cl, "API CMF Bancos", formerly SBIF): today's UF and this month's
 * UTM. `GET {base}/api-sbifv3/recursos_api/uf?apikey=…&formato=json` answers
 * `{"UFs":[{"Valor":"39.841,72","Fecha":"2026-03-10"}]}`, and `/utm` answers
 * `{"UTMs":[{"Valor":"69.542","Fecha":"2026-01-01"}]}`: values written the Chilean way (dots
 * for thousands, a comma for decimals). An error is `{"CodigoHTTP":…,"Mensaje":…}` with its HTTP
 * status. Anything else, or a value outside its plausible range, is refused: the last stored
 * value stays in force rather than a garbage one.
 */
import { isWithin, REFERENCE_BOUNDS } from '../../../src/lib/reference-values/bounds.ts';

export const CMF_API_URL = 'https://api.cmfchile.cl';
export const CMF_SOURCE = 'CMF (api.cmfchile.cl)';

export interface FetchedValue {
  codigo: 'uf' | 'utm';
  valor: number;
  fecha: string;
}

export interface CmfOptions {
  /** The API's origin: the CMF's, or the local stand-in's. */
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** How long to wait for each answer. */
  timeoutMs?: number;
}

const SERIES = { uf: 'UFs', utm: 'UTMs' } as const;

/** '39.841,72' → 39841.72; null when it is not a number written that way. */
export function parseCmfNumber(text: string): number | null {
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(text.trim())) return null;
  return Number(text.trim().replace(/\./g, '').replace(',', '.'));
}

function readSeries(codigo: 'uf' | 'utm', body: unknown): FetchedValue {
  const list = (body as Record<string, unknown> | null)?.[SERIES[codigo]];
  const last: unknown = Array.isArray(list) ? list[list.length - 1] : undefined;
  const entry = (typeof last === 'object' && last !== null ? last : {}) as Record<string, unknown>;
  const valor = typeof entry.Valor === 'string' ? parseCmfNumber(entry.Valor) : null;
  const fecha = typeof entry.Fecha === 'string' ? entry.Fecha : '';
  if (valor === null || !isWithin(REFERENCE_BOUNDS[codigo], valor))
    throw new Error(`La CMF respondió un valor no válido para ${codigo.toUpperCase()}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha))
    throw new Error(`La CMF respondió una fecha no válida para ${codigo.toUpperCase()}`);
  return { codigo, valor, fecha };
}

async function fetchOne(codigo: 'uf' | 'utm', options: CmfOptions): Promise<FetchedValue> {
  const url = new URL(`/api-sbifv3/recursos_api/${codigo}`, options.baseUrl);
  url.searchParams.set('apikey', options.apiKey);
  url.searchParams.set('formato', 'json');
  const response = await options.fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`La CMF respondió HTTP ${String(response.status)}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    throw new Error('La CMF respondió algo que no es JSON');
  }
  return readSeries(codigo, body);
}

/** Today's UF and this month's UTM from the CMF; throws when either cannot be read. */
export async function fetchCmfValues(options: CmfOptions): Promise<FetchedValue[]> {
  return Promise.all([fetchOne('uf', options), fetchOne('utm', options)]);
}
