import { PLANS } from '@/content/catalogue/plans';

/**
 * The terms of the firm's Cobranza Express plan, as its catalogue note states them ("Más 15% de
 * lo recuperado; deudas de hasta $5.000.000"): a fixed fee, the catalogue price, plus a success
 * fee on what is actually recovered. The note is tested against these two figures.
 */
export const COLLECTION_PLAN = PLANS['cobranza-express'];
/** Share of the amount recovered that the firm charges on top of the fixed fee. */
export const SUCCESS_FEE_RATE = 0.15;
/** The largest debt the plan takes, in pesos; larger debts are reviewed case by case. */
export const MAX_DEBT = 5_000_000;

export interface CollectionInput {
  /** The debt to collect, in pesos. */
  debt: number;
  /** The share of the debt expected to be recovered, from 0 to 1. */
  recoveredShare: number;
}

export type CollectionResult =
  | { covered: false; debt: number }
  | {
      covered: true;
      debt: number;
      recovered: number;
      fixedFee: number;
      successFee: number;
      totalFees: number;
      /** What the creditor keeps: the amount recovered less all fees (negative if nothing is). */
      net: number;
    };

/** The Cobranza Express fees for a debt and the share of it recovered. */
export function calculateCollectionFees({
  debt,
  recoveredShare,
}: CollectionInput): CollectionResult {
  if (debt > MAX_DEBT) return { covered: false, debt };
  const recovered = Math.round(debt * recoveredShare);
  const fixedFee = COLLECTION_PLAN.price;
  const successFee = Math.round(recovered * SUCCESS_FEE_RATE);
  const totalFees = fixedFee + successFee;
  return {
    covered: true,
    debt,
    recovered,
    fixedFee,
    successFee,
    totalFees,
    net: recovered - totalFees,
  };
}
