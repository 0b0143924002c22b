/** The value at percentile `p` (0–100) of `values`, by rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The median of `values` (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** 'min 812 / mediana 930 / máx 1104 ms (5)': how a timing is given, never a lone number. */
export function spread(values: readonly number[]): string {
  if (values.length === 0) return 'sin medidas';
  const round = (value: number) => value.toFixed(0);
  return `min ${round(Math.min(...values))} / mediana ${round(median(values))} / máx ${round(Math.max(...values))} ms (${String(values.length)})`;
}
