import { env } from '@/config/env';
import type { LandingContent, LandingOffer } from '@/content/landings/landing-content';
import { jsonLdGraph, serializeJsonLd } from '@/lib/seo/json-ld';
import { landingJsonLd } from './landing-json-ld';

/** The page's priced services and FAQ as JSON-LD, written into the static body. */
export function LandingJsonLd({
  content,
  moreOffers = [],
}: {
  content: LandingContent;
  /** Priced services shown besides the main offers (the corporate extras). */
  moreOffers?: readonly LandingOffer[];
}) {
  const nodes = landingJsonLd(
    { path: content.path, offers: [...content.offers, ...moreOffers], faqs: content.faqs },
    env.siteUrl,
  );
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }}
    />
  );
}
