import { Siren } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { bookingHref } from '@/content/site-links';
import { formatClp } from '@/lib/format/clp';
import { OfferTerms, StruckPrice } from '@/components/pricing/offer-parts';
import { useActiveOffer } from '@/components/pricing/use-active-offer';

/** The side menu's offer of the 24/7 emergency consultation. */
export function EmergencyPromoCard() {
  const plan = EMERGENCY_PLAN;
  const offer = useActiveOffer(plan);
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
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-lg font-bold">{formatClp(plan.price)}</span>
        {offer && <StruckPrice offer={offer} className="text-xs text-ink-muted" />}
      </p>
      {offer && <OfferTerms offer={offer} className="mt-1 block text-[0.6875rem] leading-tight" />}
      <Link
        to={bookingHref('emergencia')}
        className="mt-3 block rounded-lg bg-brand px-3 py-2 text-center text-sm font-semibold text-on-brand no-underline hover:bg-brand-strong"
      >
        Agendar emergencia
      </Link>
    </section>
  );
}
