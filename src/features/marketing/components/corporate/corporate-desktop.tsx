import type { LandingContent, LandingOffer } from '@/content/landings/landing-content';
import { LandingSection } from '../landing/landing-section';
import { ScopeColumns, TimingColumns } from '../landing/landing-details';
import { OfferGrid } from '../landing/offer-grid';
import { ProcessSteps } from '../landing/process-steps';

const PRICE_INTRO =
  'Precios finales en pesos chilenos. El precio que ves es el que se cobra al contratar.';

/** The corporate page from 1024 px up: plans and extras as grids, scope and process in columns. */
export function CorporateDesktop({
  content,
  extras,
}: {
  content: LandingContent;
  extras: readonly LandingOffer[];
}) {
  return (
    <>
      <OfferGrid
        id="planes-escritorio"
        heading="Planes para empresas"
        intro={PRICE_INTRO}
        offers={content.offers}
      />
      <OfferGrid
        id="adicionales-escritorio"
        heading="Servicios adicionales"
        intro="Cada precio compra el alcance indicado en el servicio. Si tu caso es mayor, te enviamos una cotización antes de cualquier cobro."
        offers={extras}
      />
      <LandingSection id="alcance-escritorio" title="Qué cubre y para quién es" tone="muted">
        <ScopeColumns content={content} />
      </LandingSection>
      <LandingSection id="como-funciona-escritorio" title="Cómo trabajamos">
        <ProcessSteps steps={content.steps} />
      </LandingSection>
      <LandingSection id="plazos-escritorio" title="Plazos y qué traer" tone="muted">
        <TimingColumns content={content} />
      </LandingSection>
    </>
  );
}
