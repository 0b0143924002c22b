import { CircleCheck, Clock } from 'lucide-react';
import { BookingLink } from '@/booking/ui/booking-link';
import { ServiceCardTitle, ServiceFeatures } from '@/components/pricing/service-card-parts';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from 'react-router-dom';
import { PLANS } from '@/content/catalogue/plans';
import { contactHref } from '@/content/landings/landing-links';
import type { LandingOffer } from '@/content/landings/landing-content';
import { cn } from '@/lib/cn';
import { PriceTag } from '../price-tag';

export type OfferAction = NonNullable<LandingOffer['action']>;

interface OfferGridProps {
  offers: readonly LandingOffer[];
  heading: string;
  /** Id of the heading, so a page can link to the grid (#planes). */
  id?: string;
  intro?: string;
  /** The booking link's text: 'Contratar' for packages, 'Agendar' for consultations. */
  action?: OfferAction;
}

/** One offer: its plan's name and price, what it covers, and a booking link for its plan. */
export function OfferCard({
  offer,
  action: gridAction = 'Contratar',
}: {
  offer: LandingOffer;
  action?: OfferAction;
}) {
  const action = offer.action ?? gridAction;
  const plan = PLANS[offer.planId];
  const note: string | undefined = 'note' in plan ? plan.note : undefined;
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-5 shadow-sm',
        offer.highlighted ? 'border-2 border-brand' : 'border-line',
      )}
    >
      {offer.badge && (
        <p className="mb-3 self-start rounded-full bg-accent-soft px-3 py-0.5 text-xs font-semibold text-accent">
          {offer.badge}
        </p>
      )}
      <ServiceCardTitle name={plan.name} icon={offer.icon} />
      <p className="mt-3 text-sm text-ink-muted">{offer.description}</p>
      <div className="mt-4">
        {offer.priceFrom && <p className="text-sm font-semibold text-ink-muted">Desde</p>}
        <PriceTag plan={plan} />
        {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
      </div>
      <ServiceFeatures features={offer.features} check={CircleCheck} />
      {offer.delivery && (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {offer.delivery}
        </p>
      )}
      <BookingLink
        plan={offer.planId}
        serviceTitle={plan.name}
        aria-label={`${action} ${plan.name}`}
        className={buttonClass(offer.highlighted ? 'primary' : 'secondary', 'mt-5 w-full text-sm')}
      >
        {action}
      </BookingLink>
      {offer.priceFrom && (
        <Link to={contactHref(plan.name)} className="mt-3 text-center text-sm text-link">
          Cotizar un alcance mayor
          <span className="sr-only"> de {plan.name}</span>
        </Link>
      )}
    </article>
  );
}

/** A titled grid of offers (h2, cards with h3). */
export function OfferGrid({ offers, heading, id = 'planes', intro, action }: OfferGridProps) {
  return (
    <section aria-labelledby={id} className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {heading}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>}
        <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer.planId} offer={offer} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
