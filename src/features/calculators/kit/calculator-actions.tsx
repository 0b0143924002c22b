import { BookingLink } from '@/booking/ui/booking-link';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { buttonClass } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { company } from '@/content/company';
import { PLANS, type PlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { formatClp } from '@/lib/format/clp';
import { serviceJsonLd } from '@/lib/seo/json-ld';

interface CalculatorActionsProps {
  /** The catalogue plan the call to action books (and whose price it shows). */
  plan: PlanId;
  label?: string;
  /** Whether to offer 'Imprimir' (calculators with a result to print). */
  printable?: boolean;
}

/**
 * 'Calcular con un abogado', which books the calculator's plan at its catalogue price, and
 * 'Imprimir'. The plan is described as an offer in the page's structured data.
 */
export function CalculatorActions({
  plan,
  label = 'Calcular con un abogado',
  printable = true,
}: CalculatorActionsProps) {
  const { name, price } = PLANS[plan];
  const offer = serviceJsonLd(
    {
      name,
      description: `${name} con un abogado de ${company.name}: revisa el cálculo con tus documentos.`,
      price,
      path: bookingHref(plan),
    },
    env.siteUrl,
  );
  return (
    <div className="calculator-no-print flex flex-wrap items-center gap-3">
      <JsonLdScript nodes={[offer]} />
      <BookingLink plan={plan} serviceTitle={name} className={buttonClass('primary')}>
        {label}
      </BookingLink>
      {printable && (
        <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
          Imprimir
        </button>
      )}
      <p className="w-full text-sm text-ink-muted">
        {name}: {formatClp(price)}. Un abogado revisa contigo tu caso y tus documentos.
      </p>
    </div>
  );
}
