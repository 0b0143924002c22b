import type { Plan } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { OfferTerms, StruckPrice } from './offer-parts';
import { useActiveOffer } from './use-active-offer';

/** A plan's price as clients read it: the price charged and, while it runs, the launch offer. */
export function PriceTag({ plan }: { plan: Plan }) {
  const offer = useActiveOffer(plan);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-bold text-ink">
          {plan.price === 0 ? 'Gratis' : formatClp(plan.price)}
        </span>
        {offer && (
          <>
            <StruckPrice offer={offer} className="text-sm text-ink-muted" />
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              {offer.discount}
            </span>
          </>
        )}
      </p>
      {offer && <OfferTerms offer={offer} className="mt-1 block text-xs text-ink-muted" />}
    </div>
  );
}
