/**
 * Shares of an estate as exact fractions (numerator over denominator), so that 2/7 of an estate is
 * 2/7 of it and not a rounded decimal; pesos are rounded only when an amount is shown.
 */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The fraction numerator/denominator in lowest terms (whole numbers, denominator above zero). */
export function fraction(numerator: number, denominator: number): Fraction {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0)
    throw new Error(`Fracción inválida: ${numerator}/${denominator}`);
  const divisor = gcd(Math.abs(numerator), denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export const WHOLE = fraction(1, 1);

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

/** a < b, compared exactly. */
export function isLess(a: Fraction, b: Fraction): boolean {
  return a.numerator * b.denominator < b.numerator * a.denominator;
}

/** That share of an amount, not rounded. */
export function shareOf(amount: number, share: Fraction): number {
  return (amount * share.numerator) / share.denominator;
}

/** "2/7"; a whole is "1". */
export function formatFraction(share: Fraction): string {
  return share.denominator === 1
    ? String(share.numerator)
    : `${share.numerator}/${share.denominator}`;
}

/** The share as a percentage with at most two decimals, Chilean style: "28,57%", "50%". */
export function formatPercent(share: Fraction): string {
  const hundredths = Math.round((share.numerator * 10_000) / share.denominator);
  const text = (hundredths / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${text.replace('.', ',')}%`;
}
