import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { env } from '@/config/env';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { bookingHref } from '@/content/site-links';
import { URGENT_DESCRIPTION } from '@/content/urgent/urgent-description';
import { URGENT_CHECKLIST, URGENT_SITUATIONS, URGENT_STEPS } from '@/content/urgent/urgent';
import { URGENT_FAQS } from '@/content/urgent/urgent-faqs';
import { ServiceIcon } from '@/components/icons/service-icon';
import { URGENT_PATH } from '@/booking/model/urgent-promise';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';

const jsonLd = [
  serviceJsonLd(
    {
      name: EMERGENCY_PLAN.name,
      description: URGENT_DESCRIPTION,
      price: EMERGENCY_PLAN.price,
      path: URGENT_PATH,
    },
    env.siteUrl,
  ),
  faqPageJsonLd(URGENT_FAQS),
];

/** /urgente below the request form: what counts as an emergency, how it works, the FAQ. */
export default function UrgentBody() {
  return (
    <>
      <JsonLdScript nodes={jsonLd} />
      <section aria-labelledby="que-es-urgente" className="bg-surface-2 px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="que-es-urgente" className="text-2xl font-bold text-ink">
            Qué es una emergencia legal
          </h2>
          <p className="mt-2 text-ink-muted">
            Lo que no puede esperar a un día hábil: hay una audiencia, un plazo o una decisión que
            tomar en las próximas horas.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {URGENT_SITUATIONS.map((situation) => (
              <li key={situation.title} className="rounded-2xl border border-line bg-surface p-5">
                <ServiceIcon name={situation.icon} className="size-7 text-urgent" />
                <h3 className="mt-3 font-semibold text-ink">{situation.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{situation.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-ink">
            ¿Tu caso puede esperar unos días? Agenda una{' '}
            <Link to="/servicios" className="text-link underline">
              consulta de tu área a precio fijo
            </Link>{' '}
            o una{' '}
            <Link to={bookingHref('gratis')} className="text-link underline">
              primera orientación gratuita
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="como-funciona-urgente" className="px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="como-funciona-urgente" className="text-2xl font-bold text-ink">
            Cómo funciona
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {URGENT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
                <span className="grid size-9 place-items-center rounded-full bg-urgent font-bold text-surface">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{step.description}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-10 text-xl font-bold text-ink">Mientras te llamamos, ten a mano</h3>
          <ul className="mt-4 space-y-2">
            {URGENT_CHECKLIST.map((item) => (
              <li key={item} className="flex items-start gap-2 text-ink">
                <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="preguntas-urgente" className="bg-surface-2 px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <h2 id="preguntas-urgente" className="text-2xl font-bold text-ink">
            Preguntas frecuentes
          </h2>
          <div className="mt-6 space-y-3">
            {URGENT_FAQS.map((faq) => (
              <details key={faq.question} className="rounded-xl border border-line bg-surface p-4">
                <summary className="cursor-pointer font-semibold text-ink">{faq.question}</summary>
                <p className="mt-2 text-ink-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
