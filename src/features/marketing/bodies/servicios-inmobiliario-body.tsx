import { REAL_ESTATE_LANDING } from '@/content/landings/inmobiliario';
import { LandingJsonLd } from '../components/landing/landing-json-ld-script';
import { LandingHead, LandingMiddle, LandingTail } from '../components/landing/landing-layout';

/** The landing page below its head: hero, scope, offers, process, timing, FAQ, articles, next steps. */
export default function RealEstateBody() {
  return (
    <>
      <LandingJsonLd content={REAL_ESTATE_LANDING} />
      <LandingHead content={REAL_ESTATE_LANDING} />
      <LandingMiddle
        content={REAL_ESTATE_LANDING}
        offersHeading="Consulta y paquetes inmobiliarios"
        action="Contratar"
      />
      <LandingTail content={REAL_ESTATE_LANDING} />
    </>
  );
}
