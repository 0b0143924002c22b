import { BookingLink } from '@/components/booking/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS, type PlanId } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';

/** 'Imprimir' and 'Calcular con un abogado' (which books the calculator's plan). */
export function CalculatorActions({ plan }: { plan: PlanId }) {
  const { name, price } = PLANS[plan];
  return (
    <div className="calculator-no-print flex flex-wrap items-center gap-3">
      <BookingLink plan={plan} serviceTitle={name} className={buttonClass('primary')}>
        Calcular con un abogado
      </BookingLink>
      <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
        Imprimir
      </button>
      <p className="w-full text-sm text-ink-muted">
        {name}: {formatClp(price)}. Un abogado revisa contigo tu caso y tus documentos.
      </p>
    </div>
  );
}
