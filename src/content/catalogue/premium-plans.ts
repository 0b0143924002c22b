import type { Plan } from './plans';

/**
 * The premium services page's own package. It is not the 750.000 'premium' business plan: it is a
 * different service at a different price, so it has its own id, name and price.
 */
export const PREMIUM_PAGE_PLANS = {
  'premium-health-check': {
    name: 'Legal Health Check Corporativo',
    price: 1200000,
    originalPrice: 1800000,
    category: 'Corporativo',
  },
} as const satisfies Record<string, Plan>;
