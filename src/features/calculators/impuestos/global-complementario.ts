/**
 * The Impuesto Global Complementario of an individual (art. 52 of the Ley sobre Impuesto a la
 * Renta, DL 824): a progressive scale on the year's taxable income measured in UTA. Each bracket's
 * rate applies only to the part of the income inside it, which is the same as taxing the whole
 * income at the bracket's rate and subtracting a fixed amount, the "cantidad a rebajar".
 */
export interface TaxBracket {
  /** The bracket starts above this income, in UTA ("que exceda de"). */
  fromUta: number;
  /** The bracket ends at this income, in UTA, inclusive; null for the last one. */
  toUta: number | null;
  rate: number;
  /** The cantidad a rebajar, in UTA. */
  rebateUta: number;
}

/** The lower limit (UTA) and rate of each bracket of art. 52 LIR. */
const LIMITS_AND_RATES: readonly (readonly [number, number])[] = [
  [0, 0],
  [13.5, 0.04],
  [30, 0.08],
  [50, 0.135],
  [70, 0.23],
  [90, 0.304],
  [120, 0.35],
  [310, 0.4],
];

/**
 * The cantidad a rebajar of a bracket is the previous bracket's plus the rise in rate times the
 * bracket's lower limit: that keeps the tax continuous at every limit, so each rate only reaches
 * the income above its limit.
 */
function withRebates(scale: readonly (readonly [number, number])[]): TaxBracket[] {
  const brackets: TaxBracket[] = [];
  scale.forEach(([fromUta, rate], index) => {
    const previous = brackets[index - 1];
    const rebateUta = previous ? previous.rebateUta + (rate - previous.rate) * fromUta : 0;
    brackets.push({
      fromUta,
      toUta: scale[index + 1]?.[0] ?? null,
      rate,
      // Rounded to a hundredth of a UTA, as the published tables show it, to drop float noise.
      rebateUta: Math.round(rebateUta * 100) / 100,
    });
  });
  return brackets;
}

/**
 * The scale of art. 52 LIR as Ley 21.210 (2020) left it, adding the 40% bracket above 310 UTA. It
 * is stated as the law's; only the UTA it is applied with is approximate (see uta-reference.ts).
 */
export const GLOBAL_COMPLEMENTARIO_SCALE = {
  article: 'Art. 52',
  law: 'Ley sobre Impuesto a la Renta (DL 824)',
  /** The law that set the scale in force, named beside it. */
  setBy: 'Ley 21.210',
  verified: true,
  brackets: withRebates(LIMITS_AND_RATES),
} as const;

export interface GlobalComplementarioInput {
  /** The year's taxable income, in pesos. */
  annualIncome: number;
  /** The Unidad Tributaria Anual, in pesos. */
  uta: number;
}

export interface GlobalComplementarioResult {
  bracket: TaxBracket;
  /** 1 for the exempt bracket, 8 for the top one. */
  bracketNumber: number;
  incomeInUta: number;
  /** Income × the bracket's rate, before the rebate. */
  grossTax: number;
  /** The cantidad a rebajar, in pesos. */
  rebate: number;
  tax: number;
  /** Tax over income. */
  effectiveRate: number;
}

/** The bracket of an income: the last one whose lower limit the income exceeds. */
function bracketIndex(annualIncome: number, uta: number): number {
  const { brackets } = GLOBAL_COMPLEMENTARIO_SCALE;
  let index = 0;
  brackets.forEach((bracket, position) => {
    if (annualIncome > bracket.fromUta * uta) index = position;
  });
  return index;
}

/** The Global Complementario on an annual income, before any credit, retention or deduction. */
export function calculateGlobalComplementario({
  annualIncome,
  uta,
}: GlobalComplementarioInput): GlobalComplementarioResult {
  // An income of 0 has no tax to estimate and no effective rate (0 / 0): the form refuses it.
  if (!(annualIncome > 0)) throw new RangeError('La renta anual debe ser mayor que cero.');
  const { brackets } = GLOBAL_COMPLEMENTARIO_SCALE;
  const index = bracketIndex(annualIncome, uta);
  const bracket = brackets[index] ?? brackets[0];
  if (!bracket) throw new Error('La escala del impuesto está vacía.');
  const grossTax = Math.round(annualIncome * bracket.rate);
  const rebate = Math.round(bracket.rebateUta * uta);
  const tax = Math.max(0, Math.round(annualIncome * bracket.rate - bracket.rebateUta * uta));
  return {
    bracket,
    bracketNumber: index + 1,
    incomeInUta: annualIncome / uta,
    grossTax,
    rebate,
    tax,
    effectiveRate: tax / annualIncome,
  };
}
