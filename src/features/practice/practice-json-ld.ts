import { PLANS } from '@/content/catalogue/plans';
import type { PracticeContent } from '@/content/practice/practice-content';
import { faqPageJsonLd, serviceJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** A Service with its Offer for every priced service on the page, and the page's FAQ. */
export function practiceJsonLd(content: PracticeContent, siteUrl: string): JsonLd[] {
  const services = content.services.map((offer) => {
    const plan = PLANS[offer.planId];
    return serviceJsonLd(
      { name: plan.name, description: offer.description, price: plan.price, path: content.path },
      siteUrl,
    );
  });
  return [...services, faqPageJsonLd(content.faqs)];
}
