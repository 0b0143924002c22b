import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import type { HomeServiceCard } from '@/content/catalogue/home-services';
import { PLANS } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { PriceTag } from './price-tag';
import { ServiceIcon } from './service-icon';

/** A practice area with its consultation price and a booking link for its plan. */
export function ServiceCard({ card }: { card: HomeServiceCard }) {
  const plan = PLANS[card.planId];
  return (
    <article className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-surface-2 text-link">
          <ServiceIcon name={card.icon} className="size-5" />
        </span>
        <h3 className="font-semibold text-ink">{card.title}</h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-ink-muted">{card.description}</p>
      <div className="mt-4">
        <PriceTag plan={plan} />
      </div>
      <Link
        to={bookingHref(card.planId)}
        className={buttonClass('primary', 'mt-4 w-full text-sm')}
        aria-label={`Agendar ${card.title}`}
      >
        Agendar
      </Link>
    </article>
  );
}
