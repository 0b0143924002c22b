import { PhoneCall, Siren } from 'lucide-react';
import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { URGENT_DEFENCE_PLAN } from '@/content/landings/penal';
import { PriceTag } from '../price-tag';

/**
 * For someone arrested or summoned now: the 24/7 line and the urgent defence. The office keeps
 * its hours; the line and the urgent defence answer at any hour. It opens the page, above the h1.
 */
export function EmergencyBanner() {
  const plan = PLANS[URGENT_DEFENCE_PLAN];
  return (
    <section
      aria-label="Urgencias penales"
      className="border-y-2 border-urgent bg-urgent-soft px-4 py-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 md:flex-row md:items-center">
        <Siren aria-hidden="true" className="size-10 shrink-0 text-urgent" />
        <div className="flex-1">
          {/* Not a heading: it comes before the page's h1. */}
          <p className="text-xl font-bold text-ink">
            ¿Detenido o citado a declarar? No declares sin abogado
          </p>
          <p className="mt-1 text-ink">
            La línea de urgencias penales atiende las 24 horas, todos los días: te contactamos en
            menos de {company.emergencyContactMinutes} minutos ({company.phone}). La oficina atiende{' '}
            {company.hours.label.toLowerCase()}.
          </p>
          <div className="mt-2">
            <p className="text-sm font-semibold text-ink">{plan.name}</p>
            <PriceTag plan={plan} />
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row md:flex-col">
          <a href={company.phoneHref} className={buttonClass('urgent', 'px-6 py-3')}>
            <PhoneCall aria-hidden="true" className="size-5" />
            Llamar 24/7
          </a>
          <BookingLink
            plan={URGENT_DEFENCE_PLAN}
            serviceTitle={plan.name}
            className={buttonClass('secondary', 'px-6 py-3')}
          >
            Pedir defensa urgente
          </BookingLink>
        </div>
      </div>
    </section>
  );
}
