import { BookingLink } from '@/components/booking/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import {
  DEFENCE_CARDS,
  DEFENCE_PACKAGES,
  PENAL_ESSENTIALS,
  PENAL_FAQS,
  PENAL_GUIDES,
  PENAL_NEWS,
  PENAL_PATH,
  PENAL_SPECIALTIES,
  PENAL_STATS,
  PENAL_STEPS,
  PENAL_TESTIMONIALS,
  URGENT_DEFENCE_PLAN,
} from '@/content/landings/penal';
import {
  CtaBand,
  FaqList,
  LandingHero,
  LandingJsonLd,
  NewsCards,
  OfferGrid,
  ProcessSteps,
  StatsBand,
  TestimonialList,
} from '../components/landing';
import { EmergencyBanner } from '../components/penal/emergency-banner';
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const urgent = PLANS[URGENT_DEFENCE_PLAN];

function CallButton() {
  return (
    <a href={company.phoneHref} className={buttonClass('urgent', 'px-6 py-3')}>
      Llamar 24/7
    </a>
  );
}

/** /servicios/penal below its head. */
export default function PenalLandingBody() {
  return (
    <>
      <LandingJsonLd
        path={PENAL_PATH}
        plans={[URGENT_DEFENCE_PLAN, ...DEFENCE_PACKAGES.map((offer) => offer.planId)]}
        faqs={PENAL_FAQS}
      />
      <EmergencyBanner />
      <LandingHero
        eyebrow="Derecho penal"
        title="Defensa penal desde la primera hora"
        lead="Te defendemos desde la detención o la citación hasta la sentencia, y presentamos querellas si fuiste víctima. Sabes el precio de tu defensa antes de contratarla."
        actions={
          <>
            <CallButton />
            <a href="#paquetes" className={buttonClass('secondary', 'px-6 py-3')}>
              Ver paquetes de defensa
            </a>
          </>
        }
      />
      <StatsBand stats={PENAL_STATS} label="La práctica penal en cifras" />
      <OfferGrid id="paquetes" heading="Paquetes de defensa penal" offers={DEFENCE_PACKAGES} />
      <TopicCards
        id="defensa-por-etapa"
        heading="Qué hacemos en cada etapa del proceso"
        topics={DEFENCE_CARDS}
      />
      <TopicCards
        id="especialidades"
        heading="Especialidades"
        intro="Delitos en los que defendemos a imputados y representamos a víctimas."
        topics={PENAL_SPECIALTIES}
      />
      <ProcessSteps steps={PENAL_STEPS} />
      <ServiceEssentials essentials={PENAL_ESSENTIALS} />
      <TestimonialList items={PENAL_TESTIMONIALS} />
      <NewsCards items={PENAL_NEWS} />
      <NewsCards items={PENAL_GUIDES} />
      <FaqList faqs={PENAL_FAQS} />
      <CtaBand
        title="Cada hora cuenta en una causa penal"
        text={`${urgent.name}: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <>
            <CallButton />
            <BookingLink
              plan={URGENT_DEFENCE_PLAN}
              serviceTitle={urgent.name}
              className={buttonClass('secondary', 'px-6 py-3')}
            >
              Pedir defensa urgente
            </BookingLink>
          </>
        }
      />
    </>
  );
}
