import { Link } from 'react-router-dom';
import { HEADLINE_FIGURES } from '@/components/layout/firm-stats';
import { buttonClass } from '@/components/ui/button-styles';
import { company } from '@/content/company';
import { bookingHref } from '@/content/site-links';
import type { LandingContent } from '@/content/landings/landing-content';
import { CtaBand } from './cta-band';
import { LandingHero } from './landing-hero';
import { LandingSection } from './landing-section';
import { RelatedLinks, ScopeColumns, TimingColumns } from './landing-details';
import { NewsCards } from './news-cards';
import { OfferGrid, type OfferAction } from './offer-grid';
import { PlanButton } from './plan-button';
import { FaqSection } from './common-sections';
import { ProcessSteps } from './process-steps';
import { StatsBand } from './stats-band';

/** The page's h1 with its booking action, and the firm's figures beside it. */
export function LandingHead({ content }: { content: LandingContent }) {
  const { hero } = content;
  return (
    <LandingHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={
        <>
          <PlanButton plan={hero.plan}>{hero.action}</PlanButton>
          <a href="#planes" className={buttonClass('secondary', 'px-6 py-3')}>
            Ver planes y precios
          </a>
        </>
      }
      aside={
        <StatsBand
          figures={HEADLINE_FIGURES}
          label={`Cifras de ${company.name}`}
          className="grid grid-cols-2 gap-3"
        />
      }
    />
  );
}

/** What it covers, the offers, how it works, how long it takes: the page's wide layout. */
export function LandingMiddle({
  content,
  offersHeading,
  action,
}: {
  content: LandingContent;
  offersHeading: string;
  action?: OfferAction;
}) {
  return (
    <>
      <LandingSection id="alcance" title="Qué cubre y para quién es" tone="muted">
        <ScopeColumns content={content} />
      </LandingSection>
      <OfferGrid
        id="planes"
        heading={offersHeading}
        intro="Precios finales en pesos chilenos. El precio que ves es el que se cobra al agendar."
        offers={content.offers}
        action={action}
      />
      <LandingSection id="como-funciona" title="Cómo trabajamos" tone="muted">
        <ProcessSteps steps={content.steps} />
      </LandingSection>
      <LandingSection id="plazos" title="Plazos y qué traer">
        <TimingColumns content={content} />
      </LandingSection>
    </>
  );
}

/** Questions, articles, related tools and the closing call to action. */
export function LandingTail({ content }: { content: LandingContent }) {
  return (
    <>
      <FaqSection faqs={content.faqs} tone="muted" />
      <LandingSection id="novedades" title="Para leer antes de decidir">
        <NewsCards items={content.news} />
      </LandingSection>
      <LandingSection id="recursos" title="También te puede servir">
        <RelatedLinks links={content.related} />
      </LandingSection>
      <CtaBand
        title="¿No sabes qué plan necesitas?"
        text={`Cuéntanos tu caso en una primera orientación gratuita de ${company.consultationMinutes} minutos.`}
        actions={
          <Link
            to={bookingHref('gratis')}
            className="inline-flex rounded-lg bg-surface px-5 py-2.5 font-semibold text-ink no-underline"
          >
            Agendar orientación gratuita
          </Link>
        }
      />
    </>
  );
}
