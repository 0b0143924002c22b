import { CORPORATE_EXTRAS, CORPORATE_LANDING } from '@/content/landings/corporativo';
import { CorporateDesktop } from '../components/corporate/corporate-desktop';
import { CorporateMobile } from '../components/corporate/corporate-mobile';
import { LandingJsonLd } from '../components/landing/landing-json-ld-script';
import { LandingHead, LandingTail } from '../components/landing/landing-layout';

/**
 * /servicios/corporativo below its head. The hero (the page's only h1) and the closing sections
 * are shared; between them, the desktop and mobile layouts are both in the HTML and CSS shows one
 * at 1024 px, so nothing moves once the page runs.
 */
export default function CorporateServicesBody() {
  return (
    <>
      <LandingJsonLd content={CORPORATE_LANDING} moreOffers={CORPORATE_EXTRAS} />
      <LandingHead content={CORPORATE_LANDING} />
      <div id="planes">
        <div className="hidden lg:block">
          <CorporateDesktop content={CORPORATE_LANDING} extras={CORPORATE_EXTRAS} />
        </div>
        <div className="lg:hidden">
          <CorporateMobile content={CORPORATE_LANDING} extras={CORPORATE_EXTRAS} />
        </div>
      </div>
      <LandingTail content={CORPORATE_LANDING} />
    </>
  );
}
