/** Share of the ingreso mínimo owed to one child at least (art. 3 Ley 14.908). */
export const ONE_CHILD_RATE = 0.4;
/** Share owed to each child when there are two or more. */
export const SEVERAL_CHILDREN_RATE = 0.3;
/** No pension may exceed this share of the debtor's income (art. 7 Ley 14.908). */
export const INCOME_CAP_RATE = 0.5;

export interface ChildSupportInput {
  /** The debtor's monthly income, in pesos. */
  income: number;
  children: number;
  /** The ingreso mínimo remuneracional of the debtor's age bracket, in pesos. */
  minimumWage: number;
  /** The UTM, to express the amount the way the court sets it. */
  utm: number;
}

export interface ChildSupportResult {
  rate: number;
  perChild: number;
  legalMinimum: number;
  cap: number;
  /** The legal minimum is above the 50% cap: the cap limits the pension. */
  minimumOverCap: boolean;
  /** The least the court would presumably set: the minimum, limited by the cap. */
  estimate: number;
  estimateInUtm: number;
}

/** The child-support minimum of Ley 14.908 and its 50% cap, for a parent's income. */
export function calculateChildSupport(input: ChildSupportInput): ChildSupportResult {
  const rate = input.children === 1 ? ONE_CHILD_RATE : SEVERAL_CHILDREN_RATE;
  const perChild = Math.round(input.minimumWage * rate);
  const legalMinimum = perChild * input.children;
  const cap = Math.round(input.income * INCOME_CAP_RATE);
  const estimate = Math.min(legalMinimum, cap);
  return {
    rate,
    perChild,
    legalMinimum,
    cap,
    minimumOverCap: legalMinimum > cap,
    estimate,
    estimateInUtm: Math.round((estimate / input.utm) * 100) / 100,
  };
}
