import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { PREMIUM_META } from '@/content/landings/landing-meta';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-premium-body');

export default function PremiumServicesPage() {
  return (
    <>
      <LandingSeo meta={PREMIUM_META} />
      <PrerenderedIsland id="servicios-premium" load={loadBody} />
    </>
  );
}
