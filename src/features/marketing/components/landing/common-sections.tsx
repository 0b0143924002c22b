import type { ReactNode } from 'react';
import type { Faq, NewsTeaser, ProcessStep } from '@/content/marketing/shapes';
import { FaqList } from './faq-list';
import { LandingSection } from './landing-section';
import { NewsCards } from './news-cards';
import { ProcessSteps } from './process-steps';

type Tone = 'plain' | 'muted';

/** How the firm works a case, step by step, under the id the practice landings share. */
export function StepsSection({
  title,
  steps,
  tone,
}: {
  title: string;
  steps: readonly ProcessStep[];
  tone?: Tone;
}) {
  return (
    <LandingSection id="como-trabajamos" title={title} tone={tone}>
      <ProcessSteps steps={steps} />
    </LandingSection>
  );
}

/** The practice's news; `children` follows the cards (a link to more articles). */
export function NewsSection({
  title,
  items,
  tone,
  children,
}: {
  title: string;
  items: readonly NewsTeaser[];
  tone?: Tone;
  children?: ReactNode;
}) {
  return (
    <LandingSection id="actualidad" title={title} tone={tone}>
      <NewsCards items={items} />
      {children}
    </LandingSection>
  );
}

/** The page's questions and answers, under the title every landing gives them. */
export function FaqSection({ faqs, tone }: { faqs: readonly Faq[]; tone?: Tone }) {
  return (
    <LandingSection id="preguntas" title="Preguntas frecuentes" tone={tone}>
      <FaqList faqs={faqs} />
    </LandingSection>
  );
}
