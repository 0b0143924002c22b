import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { LandingContent, LandingOffer } from '@/content/landings/landing-content';
import { PLANS } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { LandingSection } from '../landing/landing-section';
import { OfferCard } from '../landing/offer-grid';

/** A closed panel of the mobile layout: the summary is the only thing a thumb has to scroll past. */
function Panel({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="rounded-2xl border border-line bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-ink">{summary}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-sm text-ink">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * The corporate page below 1024 px: the recommended plan first, the extras and the details as
 * panels that open in place, so the page stays short on a phone.
 */
export function CorporateMobile({
  content,
  extras,
}: {
  content: LandingContent;
  extras: readonly LandingOffer[];
}) {
  const plans = [...content.offers].sort((a, b) => Number(b.highlighted) - Number(a.highlighted));
  return (
    <>
      <LandingSection id="planes-movil" title="Planes para empresas">
        <div className="space-y-4">
          {plans.map((offer) => (
            <OfferCard key={offer.planId} offer={offer} />
          ))}
        </div>
      </LandingSection>
      <LandingSection
        id="adicionales-movil"
        title="Servicios adicionales"
        intro="Cada precio compra el alcance indicado. Un caso mayor se cotiza antes de cualquier cobro."
        tone="muted"
      >
        <div className="space-y-3">
          {extras.map((offer) => (
            <Panel
              key={offer.planId}
              summary={`${PLANS[offer.planId].name}: desde ${formatClp(PLANS[offer.planId].price)}`}
            >
              <OfferCard offer={offer} />
            </Panel>
          ))}
        </div>
      </LandingSection>
      <LandingSection id="detalles-movil" title="Cómo trabajamos">
        <div className="space-y-3">
          <Panel summary="Qué cubre">
            <Items items={content.covers} />
          </Panel>
          <Panel summary="Para quién es">
            <Items items={content.audience} />
          </Panel>
          <Panel summary="Paso a paso">
            <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
              {content.steps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}:</strong> {step.description}
                </li>
              ))}
            </ol>
          </Panel>
          <Panel summary="Cuánto demora">
            <Items items={content.timing} />
          </Panel>
          <Panel summary="Qué traer a la primera reunión">
            <Items items={content.bring} />
          </Panel>
        </div>
      </LandingSection>
    </>
  );
}
