import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { DIGITAL_LANDING } from '@/content/landings/digital';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-digital-body');

export default function DigitalServicesPage() {
  return (
    <>
      <LandingSeo content={DIGITAL_LANDING} />
      <PrerenderedIsland id="servicios-digital" load={loadBody} />
    </>
  );
}
