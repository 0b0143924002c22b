import type { ActiveOffer } from '@/content/catalogue/launch-offer';
import { formatClp } from '@/lib/format/clp';

/** The list price, struck through, as a screen reader says it too. */
export function StruckPrice({ offer, className }: { offer: ActiveOffer; className?: string }) {
  return (
    <s className={className}>
      <span className="sr-only">Precio normal </span>
      {formatClp(offer.originalPrice)}
    </s>
  );
}

/** The offer's terms and its last day, beside every price that shows the offer. */
export function OfferTerms({ offer, className }: { offer: ActiveOffer; className?: string }) {
  return <small className={className ?? 'block text-xs text-ink-muted'}>{offer.terms}</small>;
}
