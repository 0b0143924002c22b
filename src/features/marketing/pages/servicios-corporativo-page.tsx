import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { CORPORATE_EXTRAS, CORPORATE_LANDING } from '@/content/landings/corporativo';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-corporativo-body');

export default function CorporateServicesPage() {
  return (
    <>
      <LandingSeo content={CORPORATE_LANDING} moreOffers={CORPORATE_EXTRAS} />
      <PrerenderedIsland id="servicios-corporativo" load={loadBody} />
    </>
  );
}
