import { PREMIUM_LANDING } from '@/content/landings/premium';
import { LandingJsonLd } from '../components/landing/landing-json-ld-script';
import { LandingHead, LandingMiddle, LandingTail } from '../components/landing/landing-layout';

/** The landing page below its head: hero, scope, offers, process, timing, FAQ, articles, next steps. */
export default function PremiumBody() {
  return (
    <>
      <LandingJsonLd content={PREMIUM_LANDING} />
      <LandingHead content={PREMIUM_LANDING} />
      <LandingMiddle
        content={PREMIUM_LANDING}
        offersHeading="Los cinco paquetes premium"
        action="Contratar"
      />
      <LandingTail content={PREMIUM_LANDING} />
    </>
  );
}
