import { formatThousands } from '@/lib/format/clp';

/** A number the Chilean way, with at most `decimals` decimals and no trailing zeros: "13,5". */
export function formatDecimal(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const whole = Math.trunc(rounded);
  const fraction = Math.round(Math.abs(rounded - whole) * factor);
  if (fraction === 0) return formatThousands(whole);
  const digits = String(fraction).padStart(decimals, '0').replace(/0+$/, '');
  return `${formatThousands(whole)},${digits}`;
}

/** A rate as a percentage: 0.304 → "30,4%". */
export function formatRate(rate: number, decimals = 1): string {
  return `${formatDecimal(rate * 100, decimals)}%`;
}
