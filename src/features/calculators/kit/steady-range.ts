/**
 * Lowest and highest value of a reference field for which the result a prerendered calculator
 * shows stays the same (computed by steady-result.ts as the page is prerendered). Kept apart from
 * that computation: the refresh of a static page reads it without loading the calculator's code.
 */
export type SteadyRange = readonly [number, number];

/**
 * Whether a field's day's value keeps the result its page shows: `steady` is the range the
 * prerendered field carries (`data-result-steady`), if any.
 */
export function keepsResult(steady: string | undefined, value: number): boolean {
  const [low, high] = (steady ?? '').split(' ').map(Number);
  return low !== undefined && high !== undefined && value >= low && value <= high;
}
