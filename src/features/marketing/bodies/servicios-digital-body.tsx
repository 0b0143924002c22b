import { DIGITAL_LANDING } from '@/content/landings/digital';
import { LandingJsonLd } from '../components/landing/landing-json-ld-script';
import { LandingHead, LandingMiddle, LandingTail } from '../components/landing/landing-layout';

/** The landing page below its head: hero, scope, offers, process, timing, FAQ, articles, next steps. */
export default function DigitalBody() {
  return (
    <>
      <LandingJsonLd content={DIGITAL_LANDING} />
      <LandingHead content={DIGITAL_LANDING} />
      <LandingMiddle
        content={DIGITAL_LANDING}
        offersHeading="Paquetes para tu negocio digital"
        action="Contratar"
      />
      <LandingTail content={DIGITAL_LANDING} />
    </>
  );
}
