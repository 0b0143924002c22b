import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { CORPORATE_META } from '@/content/landings/landing-meta';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-corporativo-body');

export default function CorporateServicesPage() {
  return (
    <>
      <LandingSeo meta={CORPORATE_META} />
      <PrerenderedIsland id="servicios-corporativo" load={loadBody} />
    </>
  );
}
