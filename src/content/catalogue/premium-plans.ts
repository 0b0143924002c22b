import type { Plan } from './plans';
import { LAUNCH_OFFER_ENDS_ON } from './launch-offer-end';

/**
 * The premium services page's own package. It is not the 750.000 'premium' business plan: it is a
 * different service at a different price, so it has its own id, name and price.
 */
export const PREMIUM_PAGE_PLANS = {
  'premium-health-check': {
    name: 'Legal Health Check Corporativo',
    price: 1200000,
    originalPrice: 1800000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Corporativo',
  },
} as const satisfies Record<string, Plan>;
