import { mayHaveDraft } from '@/components/forms/draft-key';
import { FormIsland } from '@/components/forms/form-island';
import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { URGENT_DESCRIPTION } from '@/content/urgent/urgent-description';
import { REQUEST_ANCHOR } from '../components/request-anchor';
import { URGENT_FORM_ID } from '../components/urgent-form-id';

const loadHero = () => import('../bodies/urgent-hero-body');
const loadRequest = () => import('../bodies/urgent-request-body');
const loadBody = () => import('../bodies/urgent-body');

/**
 * /urgente: the 24/7 emergency consultation. Everything is static HTML on a first visit: the
 * request form's code (and the backend) loads when the visitor starts filling it in, or at once
 * when a reload left a draft to show.
 */
export default function UrgentPage() {
  return (
    <>
      <Seo
        title="Abogado de urgencia 24/7"
        description={URGENT_DESCRIPTION}
        path="/urgente"
        breadcrumbs={[{ name: 'Consulta de emergencia', path: '/urgente' }]}
      />
      <PrerenderedIsland id="urgente-inicio" load={loadHero} />
      <section
        id={REQUEST_ANCHOR}
        aria-labelledby="solicitud-titulo"
        className="scroll-mt-20 px-4 pb-12 lg:px-8"
      >
        <FormIsland
          id="urgente-solicitud"
          load={loadRequest}
          props={{}}
          eager={() => mayHaveDraft(URGENT_FORM_ID)}
          draftId={URGENT_FORM_ID}
        />
      </section>
      <PrerenderedIsland id="urgente-detalle" load={loadBody} />
    </>
  );
}
