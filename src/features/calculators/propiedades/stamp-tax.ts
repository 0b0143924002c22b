/**
 * Impuesto de Timbres y Estampillas on a loan (art. 1 N°3 DL 3.475). Since 1 January 2016 a credit
 * operation with a maturity date pays 0,066% of the amount for each month or fraction of a month
 * until it falls due, with a maximum of 0,8%: from 13 months on, the maximum applies. The rates are
 * kept in parts per million so that the arithmetic stays exact.
 */
export const STAMP_TAX_PPM_PER_MONTH = 660;
export const STAMP_TAX_MAX_PPM = 8_000;

export interface StampTax {
  /** The rate applied, as a share of the loan (0.00792 for 12 months). */
  rate: number;
  /** The term reaches the 0,8% maximum. */
  capped: boolean;
  amount: number;
}

/** The tax on a loan of `loan` pesos repaid over `months` months (whole months, fractions up). */
export function stampTax(loan: number, months: number): StampTax {
  const uncapped = STAMP_TAX_PPM_PER_MONTH * months;
  const ppm = Math.min(uncapped, STAMP_TAX_MAX_PPM);
  return {
    rate: ppm / 1_000_000,
    capped: uncapped > STAMP_TAX_MAX_PPM,
    amount: Math.round((loan * ppm) / 1_000_000),
  };
}
