import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { PREMIUM_LANDING } from '@/content/landings/premium';
import { LandingSeo } from '../components/landing/landing-seo';

const loadBody = () => import('../bodies/servicios-premium-body');

export default function PremiumServicesPage() {
  return (
    <>
      <LandingSeo content={PREMIUM_LANDING} />
      <PrerenderedIsland id="servicios-premium" load={loadBody} />
    </>
  );
}
