import { activeOffer, type OfferFields } from '@/content/catalogue/launch-offer';
import { useChileToday } from './use-chile-today';

/** The plan's launch offer as of today in Chile, or nothing once it has ended. */
export function useActiveOffer(plan: OfferFields) {
  return activeOffer(plan, useChileToday());
}
