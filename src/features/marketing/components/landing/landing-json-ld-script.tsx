import { JsonLdScript } from '@/components/seo/json-ld-script';
import { env } from '@/config/env';
import type { LandingContent, LandingOffer } from '@/content/landings/landing-content';
import { landingJsonLd, type LandingJsonLdInput } from './landing-json-ld';

/** A landing's priced services and FAQ as JSON-LD, written into the static body. */
export function PracticeJsonLd(input: LandingJsonLdInput) {
  return <JsonLdScript nodes={landingJsonLd(input, env.siteUrl)} />;
}

/** The page's priced services and FAQ as JSON-LD, read from its landing content. */
export function LandingJsonLd({
  content,
  moreOffers = [],
}: {
  content: LandingContent;
  /** Priced services shown besides the main offers (the corporate extras). */
  moreOffers?: readonly LandingOffer[];
}) {
  return (
    <PracticeJsonLd
      path={content.path}
      offers={[...content.offers, ...moreOffers]}
      faqs={content.faqs}
    />
  );
}
