import { Link } from 'react-router-dom';
import { BookingLink } from '@/booking/ui/booking-link';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import type { PracticeContent } from '@/content/practice/practice-content';
import { bookingHref } from '@/content/site-links';

/** The closing call to action: book the page's main service, or a free first talk. */
export function FinalCta({ content }: { content: PracticeContent }) {
  const plan = PLANS[content.defaultPlan];
  return (
    <section aria-labelledby="cierre-titulo" className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-2xl bg-brand p-6 text-on-brand md:flex md:items-center md:justify-between md:gap-6">
        <div>
          <h2 id="cierre-titulo" className="text-xl font-bold">
            {content.cta.title}
          </h2>
          <p className="mt-1">{content.cta.text}</p>
          <p className="mt-1 text-sm">
            Atendemos {company.hours.label.toLowerCase()}; un abogado te contacta dentro de{' '}
            {company.contactWithinHours} horas desde tu reserva.
          </p>
        </div>
        <div className="mt-4 flex shrink-0 flex-col gap-2 md:mt-0">
          <BookingLink
            plan={content.defaultPlan}
            serviceTitle={plan.name}
            className="inline-flex justify-center rounded-lg bg-surface px-5 py-2.5 font-semibold text-ink no-underline"
          >
            Agendar: {plan.name}
          </BookingLink>
          <Link to={bookingHref('gratis')} className="text-center text-sm text-on-brand underline">
            o pide una orientación gratuita
          </Link>
        </div>
      </div>
    </section>
  );
}
