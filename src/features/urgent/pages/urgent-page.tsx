import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { env } from '@/config/env';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { URGENT_FAQS } from '@/content/urgent/urgent-faqs';
import { URGENT_PATH } from '@/lib/booking/urgent-promise';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { UrgentRequestSection } from '../components/urgent-request-section';

const loadHero = () => import('../bodies/urgent-hero-body');
const loadBody = () => import('../bodies/urgent-body');

const description = `Abogado de urgencia 24/7 en Chile: detenciones, audiencias, fiscalizaciones del SII y despidos. Te llamamos en menos de ${String(company.emergencyContactMinutes)} minutos, también de noche y en feriados.`;

/**
 * /urgente: the 24/7 emergency consultation. The static parts are islands (no JavaScript on a
 * first visit); the request form between them loads, with the backend, on the first click.
 */
export default function UrgentPage() {
  const plan = EMERGENCY_PLAN;
  return (
    <>
      <Seo
        title="Abogado de urgencia 24/7"
        description={description}
        path={URGENT_PATH}
        breadcrumbs={[{ name: 'Consulta de emergencia', path: URGENT_PATH }]}
        jsonLd={[
          serviceJsonLd(
            { name: plan.name, description, price: plan.price, path: URGENT_PATH },
            env.siteUrl,
          ),
          faqPageJsonLd(URGENT_FAQS),
        ]}
      />
      <PrerenderedIsland id="urgente-inicio" load={loadHero} />
      <UrgentRequestSection />
      <PrerenderedIsland id="urgente-detalle" load={loadBody} />
    </>
  );
}
