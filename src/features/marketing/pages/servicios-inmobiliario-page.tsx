import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { REAL_ESTATE_META } from '@/content/landings/landing-meta';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-inmobiliario-body');

export default function RealEstateServicesPage() {
  return (
    <>
      <LandingSeo meta={REAL_ESTATE_META} />
      <PrerenderedIsland id="servicios-inmobiliario" load={loadBody} />
    </>
  );
}
