import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { consultationOffer } from '@/content/landings/consultation-offer';
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
  FaqSection,
  LandingHero,
  LandingSection,
  NewsCards,
  NewsSection,
  OfferGrid,
  PlanButton,
  PracticeJsonLd,
  StatsBand,
  StepsSection,
  TestimonialList,
} from '../components/landing';
import { EmergencyBanner } from '../components/penal/emergency-banner';
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const urgent = PLANS[URGENT_DEFENCE_PLAN];

const OFFERS = [
  consultationOffer(
    URGENT_DEFENCE_PLAN,
    'Defensa penal urgente ante una detención o citación, a cualquier hora.',
  ),
  ...DEFENCE_PACKAGES,
];

/** The firm's phone, which the emergency line answers at any hour. */
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
      <PracticeJsonLd path={PENAL_PATH} offers={OFFERS} faqs={PENAL_FAQS} />
      <EmergencyBanner />
      <LandingHero
        eyebrow="Derecho penal"
        title="Defensa penal desde la primera hora"
        lead="Te defendemos desde la detención o la citación hasta la sentencia, y presentamos querellas si fuiste víctima. Conoces el precio de tu defensa antes de contratarla."
        actions={
          <>
            <CallButton />
            <a href="#paquetes" className={buttonClass('secondary', 'px-6 py-3')}>
              Ver paquetes de defensa
            </a>
          </>
        }
        aside={<StatsBand figures={PENAL_STATS} label="La práctica penal en cifras" />}
      />
      <OfferGrid
        id="paquetes"
        heading="Paquetes de defensa penal"
        intro="Precio fijo por toda la etapa que cubre cada paquete, sin cobros por audiencia."
        offers={DEFENCE_PACKAGES}
      />
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
      <StepsSection title="Cómo trabajamos tu defensa" steps={PENAL_STEPS} tone="muted" />
      <LandingSection id="testimonios" title="Casos como el tuyo">
        <TestimonialList items={PENAL_TESTIMONIALS} />
      </LandingSection>
      <ServiceEssentials essentials={PENAL_ESSENTIALS} />
      <NewsSection title="Actualidad en derecho penal" items={PENAL_NEWS} />
      <LandingSection id="guias" title="Guías para enfrentar una causa penal" tone="muted">
        <NewsCards items={PENAL_GUIDES} />
      </LandingSection>
      <FaqSection faqs={PENAL_FAQS} />
      <CtaBand
        title="Cada hora cuenta en una causa penal"
        text={`${urgent.name}: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <>
            <CallButton />
            <PlanButton plan={URGENT_DEFENCE_PLAN} variant="secondary">
              Pedir defensa urgente
            </PlanButton>
          </>
        }
      />
    </>
  );
}
