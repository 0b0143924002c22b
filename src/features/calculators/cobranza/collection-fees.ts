import { COLLECTION_MAX_DEBT, COLLECTION_SUCCESS_RATE } from '@/content/catalogue/collection-terms';

export interface CollectionInput {
  debt: number;
  /** The share of the debt expected to be recovered, 0 to 1. */
  recoveredShare: number;
  /** The plan's fixed price, paid at the start. */
  fixedFee: number;
}

export type CollectionResult =
  | { covered: false; maxDebt: number }
  | {
      covered: true;
      recovered: number;
      successFee: number;
      totalFees: number;
      /** What the creditor keeps: the amount recovered less every fee (negative if none is). */
      net: number;
    };

/**
 * The fees of collecting a debt under the Cobranza Express plan: its fixed price plus a share of
 * what is actually recovered (nothing recovered, no success fee). Debts over the plan's limit are
 * not covered by it.
 */
export function calculateCollection(input: CollectionInput): CollectionResult {
  if (input.debt > COLLECTION_MAX_DEBT) return { covered: false, maxDebt: COLLECTION_MAX_DEBT };
  const recovered = Math.round(input.debt * input.recoveredShare);
  const successFee = Math.round(recovered * COLLECTION_SUCCESS_RATE);
  const totalFees = input.fixedFee + successFee;
  return { covered: true, recovered, successFee, totalFees, net: recovered - totalFees };
}
