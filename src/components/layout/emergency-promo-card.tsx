import { Siren } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { bookingHref } from '@/content/site-links';
import { formatClp } from '@/lib/format/clp';

/**
 * The side menu's offer of the 24/7 emergency consultation, at the price charged. The launch
 * offer, with its terms, is shown on the pages that sell it: this card is on every page, and the
 * offer's terms and date check would weigh on every page's first JavaScript.
 */
export function EmergencyPromoCard() {
  const plan = EMERGENCY_PLAN;
  return (
    <section
      aria-labelledby="promo-emergencia"
      className="rounded-xl border border-urgent bg-urgent-soft p-4 text-ink"
    >
      <h2 id="promo-emergencia" className="flex items-center gap-2 text-sm font-bold text-urgent">
        <Siren aria-hidden="true" className="size-4" />
        Consulta de emergencia
      </h2>
      <p className="mt-1 text-xs">{plan.note}.</p>
      <p className="mt-2 text-lg font-bold">{formatClp(plan.price)}</p>
      <Link
        to={bookingHref('emergencia')}
        className="mt-3 block rounded-lg bg-brand px-3 py-2 text-center text-sm font-semibold text-on-brand no-underline hover:bg-brand-strong"
      >
        Agendar emergencia
      </Link>
    </section>
  );
}
