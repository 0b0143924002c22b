/**
 * The day's reference values for the calculators. Public calculator pages load no backend: they
 * show the prerendered value with its date, fetch one small JSON from the `valores-referencia`
 * function (hosted: the project's function; embedded: the local server's, which keeps the
 * source's values itself), and then show the stored values with their date and source. When the
 * fetch fails, the prerendered values stay, with their own dates.
 */
import { readReferenceAnswer, type StoredReferenceValue } from '@/lib/reference-values/answer';
import type { ReferenceCode } from '@/lib/reference-values/bounds';
import { chileDate } from '@/lib/time/chile-date';
import { formatDecimal } from './format-decimal';
import type { ReferenceValue } from './reference-values';

export type LiveReferenceValues = Partial<Record<ReferenceCode, ReferenceValue>>;

/** How a field shows its unit: the UF with its two decimals, the others in whole pesos. */
export const formatReferenceField = (code: ReferenceCode, value: number): string =>
  formatDecimal(value, code === 'uf' ? 2 : 0);

/** Where the function answers: the hosted project's, or this site's own server. */
export function referenceValuesUrl(supabaseUrl: string | undefined): string {
  const base = supabaseUrl?.trim().replace(/\/+$/, '');
  return `${base ? `${base}/functions/v1` : '/functions/v1'}/valores-referencia`;
}

/** A stored value as the calculators show it; `today` marks a value the source has not renewed. */
export function toReferenceValue(
  code: ReferenceCode,
  stored: StoredReferenceValue,
  today: string,
): ReferenceValue {
  const stale = code === 'uf' && stored.fecha < today;
  const caveat = [
    stored.origen === 'manual' ? 'Valor ingresado por el estudio.' : '',
    stale ? 'Es el último valor guardado: la fuente no respondió hoy.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { value: stored.valor, asOf: stored.fecha, source: stored.fuente, verified: true, caveat };
}

/**
 * What a field shows: the day's value when it arrived, with the field's own note on how the unit
 * is used; otherwise the prerendered one. A prerendered value's doubt (an unconfirmed UTM) is
 * not carried over to the day's value.
 */
export function withLive(
  prerendered: ReferenceValue,
  live: ReferenceValue | undefined,
): ReferenceValue {
  if (!live) return prerendered;
  const own = prerendered.verified ? prerendered.caveat : undefined;
  return { ...live, caveat: [live.caveat, own].filter(Boolean).join(' ') };
}

let pending: Promise<LiveReferenceValues> | null = null;

/** The values in force, fetched once per page load; empty when the fetch fails. */
export function loadLiveReferenceValues(
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  url: string = referenceValuesUrl(import.meta.env.VITE_SUPABASE_URL),
): Promise<LiveReferenceValues> {
  pending ??= fetcher(url, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const today = chileDate(new Date());
      const live: LiveReferenceValues = {};
      for (const [code, stored] of Object.entries(readReferenceAnswer(body).valores))
        live[code as ReferenceCode] = toReferenceValue(code as ReferenceCode, stored, today);
      return live;
    })
    .catch(() => ({}));
  return pending;
}

/** For tests: forget the page's fetch. */
export function resetLiveReferenceValues(): void {
  pending = null;
}
