import { formatClp } from '../../lib/format/clp';
import { formatLongDate } from '../../lib/format/dates';

/**
 * The launch offer: a plan with an `originalPrice` shows it struck through, with its discount, until
 * its `offerEndsOn` (the last day, in America/Santiago). Ley 19.496 art. 35 asks a promotion to
 * state its terms and how long it runs, so every price that shows the offer shows its terms too.
 *
 * The end of the offer never changes what is charged: the plan's `price` is the price the
 * database charges before and after that day. The page guarantees that price until the end date
 * and, from the next day, shows it without the comparison. Raising the price afterwards is a
 * catalogue change (a new `price`, a new generated migration), made by the firm on that day.
 */
export { LAUNCH_OFFER_ENDS_ON } from './launch-offer-end';

export interface OfferFields {
  price: number;
  /** The list price the launch discount is measured against. */
  originalPrice?: number;
  /** The offer's last day (YYYY-MM-DD, America/Santiago); required with `originalPrice`. */
  offerEndsOn?: string;
}

export interface ActiveOffer {
  originalPrice: number;
  endsOn: string;
  /** '50% OFF'. */
  discount: string;
  /** The offer's terms, as every price that shows it states them. */
  terms: string;
}

/** The launch offer as shown on `today` (YYYY-MM-DD in Chile), or nothing once it has ended. */
export function activeOffer(plan: OfferFields, today: string): ActiveOffer | undefined {
  const { price, originalPrice, offerEndsOn } = plan;
  if (originalPrice === undefined || offerEndsOn === undefined || originalPrice <= price) return;
  if (today > offerEndsOn) return;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return {
    originalPrice,
    endsOn: offerEndsOn,
    discount: `${percent}% OFF`,
    terms: `Precio de lanzamiento con ${percent}% de descuento sobre el precio normal de ${formatClp(originalPrice)}, garantizado para reservas hechas hasta el ${formatLongDate(offerEndsOn)}.`,
  };
}
