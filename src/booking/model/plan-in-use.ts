import { isPlanId, type PlanId } from '@/content/catalogue/plans';
import { readBookingDraft } from './booking-draft';
import { readPaymentData } from './payment-data';

/**
 * Where a link into the wizard goes when no plan is in use: a plain consultation. The wizard's own
 * fallback for a link without a plan is the premium plan, which nobody should reach by accident.
 */
export const PLAIN_CONSULTATION_PLAN: PlanId = 'general';

/**
 * The plan to keep on a link back into the booking wizard: the one this tab booked (stored
 * payment data), else the one it is booking (the draft), else a plain consultation.
 */
export function planInUse(): PlanId {
  const booked = readPaymentData()?.plan;
  if (isPlanId(booked)) return booked;
  const drafted = readBookingDraft()?.value.plan;
  return isPlanId(drafted) ? drafted : PLAIN_CONSULTATION_PLAN;
}
