import { Check, Clock } from 'lucide-react';
import { BookingLink } from '@/booking/ui/booking-link';
import { PriceTag } from '@/components/pricing/price-tag';
import { ServiceCardTitle, ServiceFeatures } from '@/components/pricing/service-card-parts';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import type { ServiceOffer } from '@/content/marketing/shapes';

/**
 * A service of a practice page: its plan's name and price (list price struck out), what it
 * covers, when it is delivered, and a booking link that opens the dialog for that plan.
 */
export function ServiceOfferCard({ offer }: { offer: ServiceOffer }) {
  const plan = PLANS[offer.planId];
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-surface p-5 shadow-sm ${
        offer.highlighted ? 'border-2 border-accent' : 'border-line'
      }`}
    >
      {offer.badge && (
        <p className="mb-3 self-start rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
          {offer.badge}
        </p>
      )}
      <ServiceCardTitle name={plan.name} icon={offer.icon} />
      <p className="mt-3 text-sm text-ink-muted">{offer.description}</p>
      <div className="mt-4">
        <PriceTag plan={plan} />
        {'note' in plan && <p className="text-sm text-ink-muted">{plan.note}</p>}
      </div>
      {offer.delivery && (
        <p className="mt-2 flex items-center gap-1 text-sm text-ink">
          <Clock aria-hidden="true" className="size-4 text-link" />
          Entrega en {offer.delivery}
        </p>
      )}
      <ServiceFeatures features={offer.features} check={Check} />
      <BookingLink
        plan={offer.planId}
        serviceTitle={plan.name}
        className={buttonClass('primary', 'mt-5 w-full text-sm')}
        aria-label={`Agendar ${plan.name}`}
      >
        Agendar
      </BookingLink>
    </article>
  );
}
