import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { DIGITAL_META } from '@/content/landings/landing-meta';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-digital-body');

export default function DigitalServicesPage() {
  return (
    <>
      <LandingSeo meta={DIGITAL_META} />
      <PrerenderedIsland id="servicios-digital" load={loadBody} />
    </>
  );
}
