import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import type { LandingContent, LandingOffer } from '@/content/landings/landing-content';
import { landingJsonLd } from './landing-json-ld';

/**
 * A landing page's head: title, description, canonical path, its place under /servicios, and a
 * Service with its Offer for every priced service the page shows, plus its FAQ.
 */
export function LandingSeo({
  content,
  moreOffers = [],
}: {
  content: LandingContent;
  /** Priced services shown besides the main offers (the corporate extras). */
  moreOffers?: readonly LandingOffer[];
}) {
  return (
    <Seo
      title={content.seo.title}
      description={content.seo.description}
      path={content.path}
      breadcrumbs={[
        { name: 'Servicios', path: '/servicios' },
        { name: content.crumb, path: content.path },
      ]}
      jsonLd={landingJsonLd(
        { path: content.path, offers: [...content.offers, ...moreOffers], faqs: content.faqs },
        env.siteUrl,
      )}
    />
  );
}
