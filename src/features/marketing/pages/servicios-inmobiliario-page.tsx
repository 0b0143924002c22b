import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { REAL_ESTATE_LANDING } from '@/content/landings/inmobiliario';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-inmobiliario-body');

export default function RealEstateServicesPage() {
  return (
    <>
      <LandingSeo content={REAL_ESTATE_LANDING} />
      <PrerenderedIsland id="servicios-inmobiliario" load={loadBody} />
    </>
  );
}
