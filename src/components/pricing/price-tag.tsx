import { discountLabel, type Plan } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';

/** A plan's price as clients read it: promo price, struck list price, and the discount. */
export function PriceTag({ plan }: { plan: Plan }) {
  const discount = discountLabel(plan);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-2xl font-bold text-ink">
        {plan.price === 0 ? 'Gratis' : formatClp(plan.price)}
      </span>
      {plan.originalPrice !== undefined && discount && (
        <>
          <s className="text-sm text-ink-muted">
            <span className="sr-only">Precio normal </span>
            {formatClp(plan.originalPrice)}
          </s>
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            {discount}
          </span>
        </>
      )}
    </p>
  );
}
