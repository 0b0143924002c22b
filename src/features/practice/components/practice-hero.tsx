import { CircleCheck, MessageCircle } from 'lucide-react';
import { BookingLink } from '@/booking/ui/booking-link';
import { PriceTag } from '@/components/pricing/price-tag';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { whatsappLink } from '@/content/company';
import type { PracticeContent } from '@/content/practice/practice-content';

/** The page's h1 and lead, the price of its main service and the two ways to start. */
export function PracticeHero({ content }: { content: PracticeContent }) {
  const { hero, defaultPlan } = content;
  const plan = PLANS[defaultPlan];
  return (
    <section className="px-4 pb-12 pt-10 lg:px-8 lg:pt-14">
      <div className="mx-auto max-w-5xl">
        <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
          {hero.eyebrow}
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink lg:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{hero.lead}</p>
        <div className="mt-6 rounded-2xl border border-line bg-surface p-5 sm:inline-block">
          <p className="text-sm text-ink-muted">{plan.name}, precio de lanzamiento</p>
          <PriceTag plan={plan} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <BookingLink
            plan={defaultPlan}
            serviceTitle={plan.name}
            className={buttonClass('primary', 'px-6 py-3')}
          >
            Agendar: {plan.name}
          </BookingLink>
          <a
            href={whatsappLink(content.whatsappMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'gap-2 px-6 py-3')}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Escríbenos por WhatsApp
          </a>
        </div>
        <ul className="mt-6 grid gap-2 text-sm text-ink sm:grid-cols-3">
          {hero.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
