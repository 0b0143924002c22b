import { BookingLink } from '@/booking/ui/booking-link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { env } from '@/config/env';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS, type PlanId } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { serviceJsonLd } from '@/lib/seo/json-ld';

const OFFERED: readonly PlanId[] = ['gratis', 'general'];

/** The free first consultation and the general one, each with its catalogue price. */
export function BookConsultation({ path }: { path: string }) {
  const priced = OFFERED.map((id) => PLANS[id]).filter((plan) => plan.price > 0);
  return (
    <>
      <JsonLdScript
        nodes={priced.map((plan) =>
          serviceJsonLd(
            { name: plan.name, description: plan.name, price: plan.price, path },
            env.siteUrl,
          ),
        )}
      />
      <ul className="grid gap-4 md:grid-cols-2">
        {OFFERED.map((id) => {
          const plan = PLANS[id];
          return (
            <li key={id} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{plan.name}</h3>
              <p className="text-2xl font-bold text-ink">
                {plan.price === 0 ? 'Gratis' : formatClp(plan.price)}
              </p>
              {'note' in plan && <p className="text-sm text-ink-muted">{plan.note}</p>}
              <BookingLink plan={id} serviceTitle={plan.name} className={buttonClass('primary')}>
                Agendar {plan.name.toLowerCase()}
              </BookingLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
