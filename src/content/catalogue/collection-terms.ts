/**
 * The Cobranza Express plan's success fee and the largest debt it takes: with the plan's fixed
 * price in the catalogue, these are what the firm charges for collecting a debt.
 */
export const COLLECTION_SUCCESS_RATE = 0.15;
export const COLLECTION_MAX_DEBT = 5_000_000;
