import type { ReferenceCode } from '@/lib/reference-values/bounds';
import { formatReferenceField } from './live-reference-values';
import { parseChileanNumber } from './parse-input';
import type { SteadyRange } from './steady-range';

/** The values a reference field is tried at around its own, as shares of it. */
const LOWEST = 0.9;
const HIGHEST = 1.1;
const TRIED = [LOWEST, 0.95, 1.05, HIGHEST];

/**
 * For each reference field (UF, UTM, ingreso mínimo), the range around its value in which the
 * calculator's result for the other fields does not change: computed as the page is prerendered,
 * it lets the static page take the day's value without running the calculator again, when that
 * value is inside the range (the severance of the default salary stays under the 90 UF cap at
 * any UF near the prerendered one). The result is compared at 90, 95, 105 and 110% of the value; a result
 * that moves with the unit (a cap reached, a bracket crossed, an amount in UF) changes at one of
 * them, and the field gets no range.
 */
export function steadyRanges<K extends string>(
  values: Readonly<Record<K, string>>,
  fields: Partial<Record<K, ReferenceCode>>,
  compute: (values: Record<K, string>) => unknown,
): Partial<Record<K, SteadyRange>> {
  const result = JSON.stringify(compute({ ...values }));
  const ranges: Partial<Record<K, SteadyRange>> = {};
  for (const [field, code] of Object.entries(fields) as [K, ReferenceCode][]) {
    const value = parseChileanNumber(values[field]);
    if (value === null) continue;
    const at = (share: number) =>
      JSON.stringify(compute({ ...values, [field]: formatReferenceField(code, value * share) }));
    if (TRIED.every((share) => at(share) === result))
      // Rounded inwards to the cent: every value of the range was covered.
      ranges[field] = [
        Math.ceil(value * LOWEST * 100) / 100,
        Math.floor(value * HIGHEST * 100) / 100,
      ];
  }
  return ranges;
}
