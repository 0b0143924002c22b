import { stampTax, type StampTax } from './stamp-tax';

/**
 * The costs of buying a property in Chile, line by line. Only the Impuesto de Timbres y
 * Estampillas is a rate fixed by law today (see stamp-tax.ts). The Conservador's rates come from
 * its arancel (Decreto 588 of the Ministerio de Justicia), whose cap may have been updated since
 * 1998; notary, title study, certificates and brokerage are prices of the market. All of those
 * arrive here as inputs the visitor can change.
 */

/** The Conservador's rate: 2 per mil in Santiago, San Miguel, Valparaíso and Viña del Mar. */
export type ConservadorRate = 'dos-por-mil' | 'tres-por-mil';

export const CONSERVADOR_PER_MIL: Record<ConservadorRate, number> = {
  'dos-por-mil': 2,
  'tres-por-mil': 3,
};

/** Chile's IVA, charged on the broker's commission (art. 14 DL 825): 19%. */
export const IVA_RATE = 0.19;

export interface PropertyCostsInput {
  /** The price of the property, in pesos. */
  price: number;
  /** The mortgage loan, in pesos; 0 when the purchase is paid without one. */
  loan: number;
  /** The loan's term in months (ignored without a loan). */
  termMonths: number;
  conservador: ConservadorRate;
  /** The highest amount the Conservador's per-mil rate is charged on, in pesos. */
  conservadorBaseCap: number;
  /** The broker's commission, in percent of the price before IVA (2 for 2%). */
  brokeragePercent: number;
  /** The notary's charge, in percent of the price (0.1 for 0,1%)... */
  notaryPercent: number;
  /** ...up to this amount, in pesos. */
  notaryCap: number;
  titleStudy: number;
  certificates: number;
}

export interface ConservadorFee {
  /** The amount the rate was charged on: the contract's amount, or the cap. */
  base: number;
  capped: boolean;
  amount: number;
}

export interface PropertyCosts {
  perMil: number;
  transfer: ConservadorFee;
  /** The mortgage's inscription, when there is a loan. */
  mortgage?: ConservadorFee;
  /** The tax on the loan, when there is one. */
  stampTax?: StampTax;
  notary: number;
  notaryCapped: boolean;
  titleStudy: number;
  /** The commission before IVA, and the IVA on it. */
  brokerage: number;
  brokerageIva: number;
  certificates: number;
  total: number;
  /** The total as a share of the price (0.0312 for 3,12%). */
  shareOfPrice: number;
}

/** The Conservador's fee for one inscription: per mil of the amount, the base capped. */
export function conservadorFee(amount: number, perMil: number, baseCap: number): ConservadorFee {
  const capped = amount > baseCap;
  const base = capped ? baseCap : amount;
  return { base, capped, amount: Math.round((base * perMil) / 1000) };
}

/** Every cost of the purchase and their total. */
export function calculatePropertyCosts(input: PropertyCostsInput): PropertyCosts {
  const perMil = CONSERVADOR_PER_MIL[input.conservador];
  const transfer = conservadorFee(input.price, perMil, input.conservadorBaseCap);
  const hasLoan = input.loan > 0;
  // The mortgage is inscribed too, at the same Conservador and under the same arancel.
  const mortgage = hasLoan
    ? conservadorFee(input.loan, perMil, input.conservadorBaseCap)
    : undefined;
  const tax = hasLoan ? stampTax(input.loan, input.termMonths) : undefined;
  const notaryByRate = Math.round((input.price * input.notaryPercent) / 100);
  const notary = Math.min(notaryByRate, input.notaryCap);
  const brokerage = Math.round((input.price * input.brokeragePercent) / 100);
  const brokerageIva = Math.round(brokerage * IVA_RATE);
  const total =
    transfer.amount +
    (mortgage?.amount ?? 0) +
    (tax?.amount ?? 0) +
    notary +
    input.titleStudy +
    brokerage +
    brokerageIva +
    input.certificates;
  return {
    perMil,
    transfer,
    mortgage,
    stampTax: tax,
    notary,
    notaryCapped: notaryByRate > input.notaryCap,
    titleStudy: input.titleStudy,
    brokerage,
    brokerageIva,
    certificates: input.certificates,
    total,
    shareOfPrice: total / input.price,
  };
}
