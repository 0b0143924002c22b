import { CheckCircle2 } from 'lucide-react';
import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { env } from '@/config/env';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import type { CarriedProps } from '@/components/forms/form-island';
import { COMPLIANCE_AUDIT } from './data/compliance-audit';
import { CRIMINAL_CONSULTATION } from './data/criminal-consultation';
import { CRIMINAL_RISK_ASSESSMENT } from './data/criminal-risk-assessment';
import { TAX_DIAGNOSIS } from './data/tax-diagnosis';
import type { IntakeDefinition } from './intake';
import IntakeForm from './intake-form';
import type { IntakeId } from './intake-meta';

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}

const INTAKES: Record<IntakeId, IntakeDefinition> = {
  penal: CRIMINAL_CONSULTATION,
  fiscal: TAX_DIAGNOSIS,
  'riesgo-penal': CRIMINAL_RISK_ASSESSMENT,
  compliance: COMPLIANCE_AUDIT,
};

/**
 * A free case review's page: what it is for, its form, what follows and common questions. It is
 * prerendered; its code loads once the visitor uses the form (see FormIsland).
 */
export default function IntakeBody({ which, carried }: { which: IntakeId } & CarriedProps) {
  const intake = INTAKES[which];
  const followUp = PLANS[intake.followUp.plan];
  return (
    <div className="mx-auto max-w-6xl px-6 py-12">
      <JsonLdScript
        nodes={[
          serviceJsonLd(
            {
              name: followUp.name,
              description: intake.followUp.why,
              price: followUp.price,
              path: intake.path,
            },
            env.siteUrl,
          ),
        ]}
      />
      <p className="text-sm font-semibold text-accent">Gratis y sin compromiso</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink md:text-4xl">{intake.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">{intake.intro}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="solicitud">
          <h2 id="solicitud" className="mb-4 text-xl font-semibold text-ink">
            Envía tu caso
          </h2>
          <IntakeForm intake={intake} carried={carried} />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="para-quien" className="space-y-3">
            <h2 id="para-quien" className="text-xl font-semibold text-ink">
              Para quién es
            </h2>
            <Checklist items={intake.forWhom} />
          </section>
          <section aria-labelledby="que-incluye" className="space-y-3">
            <h2 id="que-incluye" className="text-xl font-semibold text-ink">
              Qué incluye
            </h2>
            <Checklist items={intake.covers} />
            <p className="text-sm text-ink-muted">
              Te respondemos dentro de {company.contactWithinHours} horas hábiles (
              {company.hours.label.toLowerCase()}).
            </p>
          </section>
          <section aria-labelledby="que-sigue" className="space-y-3">
            <h2 id="que-sigue" className="text-xl font-semibold text-ink">
              Qué pasa después
            </h2>
            <ol className="list-decimal space-y-2 pl-5 text-ink">
              {intake.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="si-necesitas-mas"
            className="space-y-3 rounded-2xl border border-line bg-surface-2 p-5"
          >
            <h2 id="si-necesitas-mas" className="text-lg font-semibold text-ink">
              {followUp.name}
            </h2>
            <p className="text-sm text-ink-muted">{intake.followUp.why}</p>
            <p className="text-2xl font-bold text-ink">{formatClp(followUp.price)}</p>
            <BookingLink
              plan={intake.followUp.plan}
              serviceTitle={followUp.name}
              className={buttonClass('secondary')}
            >
              Agendar {followUp.name.toLowerCase()}
            </BookingLink>
          </section>
        </div>
      </div>
      <section aria-labelledby="preguntas" className="mt-12 max-w-3xl">
        <h2 id="preguntas" className="text-2xl font-semibold text-ink">
          Preguntas frecuentes
        </h2>
        <dl className="mt-4 space-y-5">
          {intake.faqs.map((faq) => (
            <div key={faq.question}>
              <dt className="font-semibold text-ink">{faq.question}</dt>
              <dd className="mt-1 text-ink-muted">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
