import { formatThousands } from '@/lib/format/clp';

/**
 * A number written the Chilean way with a fixed number of decimals: 39841.72 → "39.841,72",
 * 0.792 → "0,792". With no decimals it is the same as formatThousands.
 */
export function formatDecimal(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && Number(Math.abs(value).toFixed(decimals)) !== 0 ? '-' : '';
  const grouped = formatThousands(Number(whole));
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** A number with up to `decimals` decimals, trailing zeros dropped: 5.75 → "5,75", 12 → "12". */
export function formatShortDecimal(value: number, decimals = 2): string {
  const text = formatDecimal(value, decimals);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** A share written as a percentage with up to `decimals` decimals, trailing zeros dropped: "0,8%". */
export function formatPercent(share: number, decimals = 3): string {
  return `${formatShortDecimal(share * 100, decimals)}%`;
}
