import { BookingLink } from '@/components/booking/booking-link';
import { PLANS } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';
import { COLLECTION_PLAN, MAX_DEBT } from './collection-fees';

/** The consultation booked to review a debt the collection plan does not take. */
export const REVIEW_PLAN = 'civil';

/** Shown instead of fees when the debt is above what the collection plan takes. */
export function CobranzaOutsidePlan({ debt }: { debt: number }) {
  const review = PLANS[REVIEW_PLAN];
  return (
    <section
      aria-labelledby="resultado"
      aria-live="polite"
      className="calculator-print rounded-xl border border-line bg-surface-2 p-5"
    >
      <h2 id="resultado" className="text-xl font-semibold text-ink">
        Esta deuda no entra en {COLLECTION_PLAN.name}
      </h2>
      <p className="mt-3 text-ink">
        {COLLECTION_PLAN.name} cubre deudas de hasta {formatClp(MAX_DEBT)} y la tuya es de{' '}
        {formatClp(debt)}, así que no calculamos un precio con este plan. Un abogado puede revisar
        la deuda y sus documentos y decirte cómo cobrarla y cuánto costaría.
      </p>
      <p className="calculator-no-print mt-3">
        <BookingLink
          plan={REVIEW_PLAN}
          serviceTitle={review.name}
          className="font-semibold text-link underline"
        >
          Agenda una revisión de tu deuda ({review.name}, {formatClp(review.price)})
        </BookingLink>
      </p>
    </section>
  );
}
