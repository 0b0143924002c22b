/** Groups the integer part with dots, the Chilean thousands separator: 1500000 → "1.500.000". */
export function formatThousands(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/**
 * Formats an amount of Chilean pesos the way Chileans write it: "$35.000".
 * CLP has no minor unit, so amounts are rounded to whole pesos and never show decimals.
 * Written by hand rather than with Intl so the prerendered HTML and the browser always agree.
 */
export function formatClp(amount: number): string {
  const digits = formatThousands(amount);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** Reads a price written with dot separators ("35.000", "$35.000") back into a number, or null. */
export function parseClp(text: string): number | null {
  const digits = text.replace(/[$\s.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
