/**
 * The inheritance tax of Ley 16.271, art. 2, charged on each heir's share (asignación), not on the
 * estate as a whole. The exempt amount for the heir's relationship is deducted from the share, the
 * progressive scale is applied to the rest, and for collaterals the result is surcharged.
 */

/** One bracket of the scale in UTM, as the SII publishes it: tax = base × rate − fixed deduction. */
export interface TaxBracket {
  /** Upper limit of the bracket in UTM, included; null for the last one. */
  upToUtm: number | null;
  /** Rate in thousandths (25 = 2,5%), so that the arithmetic stays exact. */
  ratePerMille: number;
  /** Fixed deduction in tenths of a UTM (144 = 14,4 UTM). */
  deductionTenthsUtm: number;
}

/**
 * The scale of art. 2 inc. 1 (80, 160, 320, 480, 640, 800 and 1.200 UTA, in UTM). Each fixed
 * deduction makes the tax continuous at the limits; the last two are derived the same way.
 */
export const TAX_BRACKETS: readonly TaxBracket[] = [
  { upToUtm: 960, ratePerMille: 10, deductionTenthsUtm: 0 },
  { upToUtm: 1_920, ratePerMille: 25, deductionTenthsUtm: 144 },
  { upToUtm: 3_840, ratePerMille: 50, deductionTenthsUtm: 624 },
  { upToUtm: 5_760, ratePerMille: 75, deductionTenthsUtm: 1_584 },
  { upToUtm: 7_680, ratePerMille: 100, deductionTenthsUtm: 3_024 },
  { upToUtm: 9_600, ratePerMille: 150, deductionTenthsUtm: 6_864 },
  { upToUtm: 14_400, ratePerMille: 200, deductionTenthsUtm: 11_664 },
  { upToUtm: null, ratePerMille: 250, deductionTenthsUtm: 18_864 },
];

/**
 * The heir's relationship to the deceased, for the exemption and the surcharge:
 * - 'cercano': spouse, conviviente civil, ascendants, children and their descendants: 50 UTA
 *   exempt, no surcharge (art. 2 inc. 2);
 * - 'colateral': collaterals of the 2nd to 4th degree, such as siblings: 5 UTA exempt and the tax
 *   surcharged by 20% (art. 2 inc. 4 and 5).
 */
export type TaxRelation = 'cercano' | 'colateral';

const EXEMPT_UTA: Record<TaxRelation, number> = { cercano: 50, colateral: 5 };
/** The surcharge as a fraction over 100: 20% more is × 120/100. */
const SURCHARGE_PERCENT: Record<TaxRelation, number> = { cercano: 0, colateral: 20 };
/** A UTA is twelve UTM. */
export const UTM_PER_UTA = 12;

export interface InheritanceTaxInput {
  /** The heir's share in pesos, unrounded. */
  share: number;
  relation: TaxRelation;
  /** The UTM in pesos. */
  utm: number;
}

export interface InheritanceTaxResult {
  exemptUta: number;
  /** The exempt amount in pesos. */
  exempt: number;
  /** The share minus the exempt amount (zero if the share is smaller), in pesos, unrounded. */
  taxable: number;
  taxableUtm: number;
  /** The bracket the taxable amount falls in, or null when nothing is taxable. */
  bracket: TaxBracket | null;
  surchargePercent: number;
  /** The tax in pesos, surcharge included, rounded only here. */
  tax: number;
}

function bracketOf(taxable: number, utm: number): TaxBracket {
  const bracket = TAX_BRACKETS.find(
    (candidate) => candidate.upToUtm === null || taxable <= candidate.upToUtm * utm,
  );
  if (!bracket) throw new Error('La escala no tiene un último tramo abierto.');
  return bracket;
}

/** The tax one heir pays on their share. */
export function inheritanceTax({
  share,
  relation,
  utm,
}: InheritanceTaxInput): InheritanceTaxResult {
  if (!(share >= 0) || !(utm > 0)) throw new Error(`Datos inválidos: cuota ${share}, UTM ${utm}`);
  const exemptUta = EXEMPT_UTA[relation];
  const exempt = exemptUta * UTM_PER_UTA * utm;
  const taxable = Math.max(0, share - exempt);
  const surchargePercent = SURCHARGE_PERCENT[relation];
  if (taxable === 0)
    return {
      exemptUta,
      exempt,
      taxable,
      taxableUtm: 0,
      bracket: null,
      surchargePercent,
      tax: 0,
    };
  const bracket = bracketOf(taxable, utm);
  // tax = taxable × rate − deduction × UTM, in thousandths of a peso, then the surcharge.
  const perMille = taxable * bracket.ratePerMille - bracket.deductionTenthsUtm * 100 * utm;
  const tax = (perMille * (100 + surchargePercent)) / 100_000;
  return {
    exemptUta,
    exempt,
    taxable,
    taxableUtm: taxable / utm,
    bracket,
    surchargePercent,
    tax: Math.round(tax),
  };
}
