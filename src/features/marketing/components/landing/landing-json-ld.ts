import { PLANS } from '@/content/catalogue/plans';
import type { Faq, ServiceOffer } from '@/content/marketing/shapes';
import { faqPageJsonLd, serviceJsonLd, type JsonLd } from '@/lib/seo/json-ld';

export interface LandingJsonLdInput {
  /** Canonical path of the page that sells the offers. */
  path: string;
  offers: readonly ServiceOffer[];
  faqs?: readonly Faq[];
}

/**
 * A landing page's structured data: a Service with its Offer for every priced service it shows
 * (name and price read from the plan, so they match what is charged), and its FAQ.
 */
export function landingJsonLd(
  { path, offers, faqs = [] }: LandingJsonLdInput,
  siteUrl: string,
): JsonLd[] {
  const nodes = offers.map((offer) => {
    const plan = PLANS[offer.planId];
    return serviceJsonLd(
      { name: plan.name, description: offer.description, price: plan.price, path },
      siteUrl,
    );
  });
  return faqs.length > 0 ? [...nodes, faqPageJsonLd(faqs)] : nodes;
}
