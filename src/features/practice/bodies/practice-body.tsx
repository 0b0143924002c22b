import { env } from '@/config/env';
import type { PracticeContent } from '@/content/practice/practice-content';
import { jsonLdGraph, serializeJsonLd } from '@/lib/seo/json-ld';
import { CheckList } from '../components/check-list';
import { FaqList } from '../components/faq-list';
import { FinalCta } from '../components/final-cta';
import { NewsTeasers } from '../components/news-teasers';
import { PracticeHero } from '../components/practice-hero';
import { PracticeSection } from '../components/practice-section';
import { PracticeTools, PracticeTopics } from '../components/practice-tools';
import { ProcessSteps } from '../components/process-steps';
import { ServiceOfferCard } from '../components/service-offer-card';
import { practiceJsonLd } from '../practice-json-ld';

/**
 * A practice page below its head, with the JSON-LD of its services and FAQ. Static: it renders
 * to HTML once and needs no JavaScript; its booking links open the booking dialog through the
 * app shell.
 */
export function PracticeBody({ content }: { content: PracticeContent }) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(jsonLdGraph(practiceJsonLd(content, env.siteUrl))),
        }}
      />
      <PracticeHero content={content} />
      <PracticeSection
        id="servicios"
        title="Servicios y precios"
        intro="Precios finales en pesos chilenos, con el 50% de descuento de lanzamiento. Eliges el servicio, agendas y pagas por transferencia o tarjeta."
        tinted
      >
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {content.services.map((offer) => (
            <ServiceOfferCard key={offer.planId} offer={offer} />
          ))}
        </div>
      </PracticeSection>
      <PracticeSection id="para-quien" title="¿Para quién es?">
        <CheckList items={content.audience} />
      </PracticeSection>
      {content.topics && (
        <PracticeSection id="casos" title="Casos que atendemos" tinted>
          <PracticeTopics topics={content.topics} />
        </PracticeSection>
      )}
      <PracticeSection id="como-funciona" title="Cómo funciona">
        <ProcessSteps steps={content.steps} />
      </PracticeSection>
      <PracticeSection
        id="que-traer"
        title="Qué tener a mano"
        intro="Con estos documentos el abogado puede darte una respuesta concreta desde la primera conversación. Si te falta alguno, agenda igual: te decimos cómo conseguirlo."
        tinted
      >
        <CheckList items={content.bring} />
      </PracticeSection>
      {content.tools && (
        <PracticeSection id="herramientas" title={content.tools.title}>
          <PracticeTools tools={content.tools.items} />
        </PracticeSection>
      )}
      <PracticeSection id="preguntas" title="Preguntas frecuentes">
        <FaqList faqs={content.faqs} />
      </PracticeSection>
      <PracticeSection id="blog" title="Del blog" tinted>
        <NewsTeasers news={content.news} />
      </PracticeSection>
      <FinalCta content={content} />
    </>
  );
}
