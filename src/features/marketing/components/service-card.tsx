import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import type { HomeServiceCard } from '@/content/catalogue/home-services';
import { PLANS } from '@/content/catalogue/plans';
import { PriceTag } from './price-tag';
import { ServiceIcon } from './service-icon';

/**
 * A practice area with its consultation: the plan's name and price, and a booking link that opens
 * the dialog for that plan, so what the card shows is what is charged.
 */
export function ServiceCard({ card }: { card: HomeServiceCard }) {
  const plan = PLANS[card.planId];
  return (
    <article className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-surface-2 text-link">
          <ServiceIcon name={card.icon} className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold text-ink">{card.title}</h3>
          <p className="text-xs text-ink-muted">{plan.name}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-ink-muted">{card.description}</p>
      <div className="mt-4">
        <PriceTag plan={plan} />
      </div>
      <BookingLink
        plan={card.planId}
        serviceTitle={plan.name}
        className={buttonClass('primary', 'mt-4 w-full text-sm')}
        aria-label={`Agendar ${plan.name}`}
      >
        Agendar
      </BookingLink>
    </article>
  );
}
