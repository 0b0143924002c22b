import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_SERVICE_CARDS } from '@/content/catalogue/home-services';
import { PLANS } from '@/content/catalogue/plans';
import { SERVICES } from '@/content/catalogue/services';
import { env } from '@/config/env';
import { company } from '@/content/company';
import { firmId, jsonLdGraph, serializeJsonLd } from '@/lib/seo/json-ld';
import { BusinessPlans } from '../components/business-plans';
import { CatalogueServiceCard } from '../components/catalogue-service-card';
import { ServiceCard } from '../components/service-card';

const express = SERVICES.filter((service) => service.category === 'express');
const specialized = SERVICES.filter((service) => service.category === 'specialized');

/** Every consultation and fixed-price service as an OfferCatalog, so prices are machine-readable. */
const offerCatalog = {
  '@type': 'OfferCatalog',
  name: `Servicios de ${company.name}`,
  provider: { '@id': firmId(env.siteUrl) },
  itemListElement: [
    ...HOME_SERVICE_CARDS.map((card) => ({ name: card.title, price: PLANS[card.planId].price })),
    ...SERVICES.map((service) => ({ name: service.title, price: service.price })),
  ].map(({ name, price }) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name },
    price,
    priceCurrency: 'CLP',
  })),
};

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** /servicios below its head: every service with its price, and the offers as JSON-LD. */
export default function ServicesBody() {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph([offerCatalog])) }}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 lg:px-8">
        <h1 className="text-3xl font-extrabold text-ink lg:text-4xl">
          Servicios legales y precios
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          Precios finales en pesos chilenos, publicados antes de que agendes. Pagas por
          transferencia sin comisión o con tarjeta, y un abogado te contacta dentro de{' '}
          {company.contactWithinHours} horas.
        </p>
        <Section
          id="consultas"
          title="Consultas por área"
          intro={`Una conversación de ${company.consultationMinutes} minutos con un abogado del área, por videollamada o teléfono.`}
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {HOME_SERVICE_CARDS.map((card) => (
              <ServiceCard key={card.title} card={card} />
            ))}
          </div>
        </Section>
        <Section
          id="express"
          title="Servicios express"
          intro="Trámites y documentos con precio cerrado y plazo de entrega comprometido."
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {express.map((service) => (
              <CatalogueServiceCard key={service.id} service={service} />
            ))}
          </div>
        </Section>
        <Section
          id="especializados"
          title="Asesorías especializadas"
          intro="Sesiones con un especialista para casos que requieren más tiempo y análisis."
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {specialized.map((service) => (
              <CatalogueServiceCard key={service.id} service={service} />
            ))}
          </div>
        </Section>
        <Section
          id="empresas"
          title="Planes para empresas"
          intro="Para empresas que necesitan un equipo legal sin contratar uno."
        >
          <BusinessPlans />
          <p className="mt-6 text-ink-muted">
            ¿Tu empresa necesita más?{' '}
            <Link to="/servicios/corporativo" className="text-link">
              Planes corporativos y servicios adicionales
            </Link>{' '}
            y{' '}
            <Link to="/servicios/premium" className="text-link">
              servicios premium para empresas
            </Link>
            .
          </p>
        </Section>
      </div>
    </>
  );
}
