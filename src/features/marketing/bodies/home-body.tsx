import { CircleCheck, Siren } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BookingLink } from '@/booking/ui/booking-link';
import { FirmStats } from '@/components/layout/firm-stats';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_CARD, HOME_SERVICE_CARDS } from '@/content/catalogue/home-services';
import { PLANS } from '@/content/catalogue/plans';
import { company, RESPONSE_CLAIMS } from '@/content/company';
import { HOME_NEWS } from '@/content/marketing/home-news';
import { HOME_TESTIMONIALS } from '@/content/marketing/home-testimonials';
import { env } from '@/config/env';
import { formatClp } from '@/lib/format/clp';
import { jsonLdGraph, serializeJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { HowItWorks } from '../components/how-it-works';
import { NewsTeaserCards } from '../components/news-teaser-cards';
import { ServiceCard } from '../components/service-card';
import { TestimonialCards } from '../components/testimonial-cards';
import { PAYMENT_SUMMARY } from '@/content/payment-methods';
import { OfferTerms, StruckPrice } from '@/components/pricing/offer-parts';
import { useActiveOffer } from '@/components/pricing/use-active-offer';

const PROMISES = [
  `Consultas de ${company.consultationMinutes} minutos por videollamada o teléfono`,
  RESPONSE_CLAIMS.lawyerContact,
  PAYMENT_SUMMARY,
];

/**
 * Every consultation the page prices, as a Service with its Offer. It sits in the static body, so
 * the catalogue stays out of the JavaScript of a first visit.
 */
const servicesJsonLd = jsonLdGraph(
  [...HOME_SERVICE_CARDS, EMERGENCY_CARD].map((card) =>
    serviceJsonLd(
      {
        name: PLANS[card.planId].name,
        description: card.description,
        price: PLANS[card.planId].price,
        path: '/',
      },
      env.siteUrl,
    ),
  ),
);

/**
 * The home page below its head: hero with the firm's figures, the 13 consultations with their
 * prices, the emergency offer, how it works, testimonials and the latest articles.
 */
export default function HomeBody() {
  const emergency = PLANS.emergencia;
  const emergencyOffer = useActiveOffer(emergency);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(servicesJsonLd) }}
      />
      <section className="px-4 pb-12 pt-10 lg:px-8 lg:pt-14">
        <div className="mx-auto max-w-5xl">
          <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
            Oferta de lanzamiento: 50% de descuento
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink lg:text-5xl">
            Asesoría legal clara, a precio fijo y sin salir de casa
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            Abogados en Santiago para personas, familias y empresas de todo Chile. Sabes cuánto
            pagas antes de agendar y hablas con un abogado, no con un formulario.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <BookingLink
              plan="gratis"
              serviceTitle={PLANS.gratis.name}
              className={buttonClass('primary', 'px-6 py-3')}
            >
              Agenda tu consulta gratuita
            </BookingLink>
            <Link to="/servicios" className={buttonClass('secondary', 'px-6 py-3')}>
              Ver servicios y precios
            </Link>
          </div>
          <ul className="mt-6 grid gap-2 text-sm text-ink sm:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {promise}
              </li>
            ))}
          </ul>
          <FirmStats className="mt-8 grid max-w-xl grid-cols-2 gap-3" />
        </div>
      </section>

      <section aria-labelledby="servicios-titulo" className="bg-surface-2 px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <h2 id="servicios-titulo" className="text-2xl font-bold text-ink">
            Consultas por área, con precio de lanzamiento
          </h2>
          <p className="mt-2 text-ink-muted">
            Cada consulta dura {company.consultationMinutes} minutos e incluye un resumen escrito.
          </p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {HOME_SERVICE_CARDS.map((card) => (
              <ServiceCard key={card.title} card={card} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="emergencia-titulo" className="px-4 py-12 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border-2 border-urgent bg-urgent-soft p-6 md:flex-row md:items-center">
          <Siren aria-hidden="true" className="size-10 shrink-0 text-urgent" />
          <div className="flex-1">
            <h2 id="emergencia-titulo" className="text-xl font-bold text-ink">
              {EMERGENCY_CARD.title}: {formatClp(emergency.price)}{' '}
              {emergencyOffer && (
                <StruckPrice
                  offer={emergencyOffer}
                  className="text-base font-normal text-ink-muted"
                />
              )}
            </h2>
            <p className="mt-1 text-ink">{EMERGENCY_CARD.description}</p>
            {emergencyOffer && <OfferTerms offer={emergencyOffer} className="mt-1 block text-sm" />}
          </div>
          <Link to="/urgente" className={buttonClass('urgent', 'px-6 py-3')}>
            Pedir ayuda urgente
          </Link>
        </div>
      </section>

      <HowItWorks />

      <section aria-labelledby="testimonios-titulo" className="bg-surface-2 px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <h2 id="testimonios-titulo" className="text-2xl font-bold text-ink">
            Casos como el tuyo
          </h2>
          <div className="mt-2">
            <TestimonialCards items={HOME_TESTIMONIALS} />
          </div>
        </div>
      </section>

      <section aria-labelledby="blog-titulo" className="px-4 py-12 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <h2 id="blog-titulo" className="text-2xl font-bold text-ink">
            Guías para entender tu caso
          </h2>
          <div className="mt-6">
            <NewsTeaserCards items={HOME_NEWS} />
          </div>
        </div>
      </section>
    </>
  );
}
