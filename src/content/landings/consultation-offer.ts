import type { PlanId } from '@/content/catalogue/plans';
import type { ServiceOffer } from '@/content/marketing/shapes';

/** A plan sold from a button rather than a card (a consultation, an urgent defence), as an offer. */
export function consultationOffer(planId: PlanId, description: string): ServiceOffer {
  return { planId, description, features: [] };
}
