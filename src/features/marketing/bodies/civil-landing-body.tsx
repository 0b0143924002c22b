import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import {
  CIVIL_CONSULTATION_PLAN,
  CIVIL_ESSENTIALS,
  CIVIL_FAQS,
  CIVIL_NEWS,
  CIVIL_PACKAGES,
  CIVIL_PATH,
  CIVIL_SERVICE_CARDS,
  CIVIL_STATS,
  CIVIL_STEPS,
  CIVIL_STORIES,
} from '@/content/landings/civil';
import { consultationOffer } from '@/content/landings/consultation-offer';
import { formatClp } from '@/lib/format/clp';
import { CivilLiability } from '../components/civil/civil-liability';
import { CollectionStages } from '../components/civil/collection-stages';
import {
  CtaBand,
  FaqSection,
  LandingHero,
  LandingSection,
  NewsSection,
  OfferGrid,
  PlanButton,
  PracticeJsonLd,
  StatsBand,
  StepsSection,
  TestimonialList,
} from '../components/landing';
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const consultation = PLANS[CIVIL_CONSULTATION_PLAN];

const OFFERS = [
  consultationOffer(
    CIVIL_CONSULTATION_PLAN,
    `Consulta de ${company.consultationMinutes} minutos con un abogado civil.`,
  ),
  ...CIVIL_PACKAGES,
];

/** /servicios/civil below its head. */
export default function CivilLandingBody() {
  return (
    <>
      <PracticeJsonLd path={CIVIL_PATH} offers={OFFERS} faqs={CIVIL_FAQS} />
      <LandingHero
        eyebrow="Derecho civil"
        title="Cobra lo que te deben y defiende tu patrimonio"
        lead={`Cobranza judicial, juicios por contratos y arriendos, e indemnización de perjuicios. Empieza con una ${consultation.name.toLowerCase()} de ${company.consultationMinutes} minutos por ${formatClp(consultation.price)}, por videollamada o teléfono.`}
        actions={
          <>
            <PlanButton plan={CIVIL_CONSULTATION_PLAN}>Agendar consulta civil</PlanButton>
            <Link to="/calculadora-cobranza" className={buttonClass('secondary', 'px-6 py-3')}>
              Calcular una cobranza
            </Link>
          </>
        }
        aside={
          <StatsBand
            figures={CIVIL_STATS}
            label="La práctica civil en cifras"
            className="grid grid-cols-3 gap-3"
          />
        }
      />
      <OfferGrid
        id="paquetes"
        heading="Paquetes de derecho civil"
        intro="Precio fijo por paquete. Cobranza Express suma un porcentaje de lo recuperado; Corporativo Civil es un plan anual."
        offers={CIVIL_PACKAGES}
      />
      <TopicCards
        id="servicios-civiles"
        heading="Qué resolvemos en derecho civil"
        topics={CIVIL_SERVICE_CARDS}
      />
      <CollectionStages />
      <CivilLiability />
      <StepsSection title="Cómo trabajamos tu caso" steps={CIVIL_STEPS} />
      <ServiceEssentials essentials={CIVIL_ESSENTIALS} />
      <LandingSection id="casos" title="Casos frecuentes">
        <TestimonialList items={CIVIL_STORIES} />
      </LandingSection>
      <NewsSection title="Actualidad en derecho civil" items={CIVIL_NEWS} tone="muted" />
      <FaqSection faqs={CIVIL_FAQS} />
      <CtaBand
        title="¿Te deben dinero o te demandaron?"
        text={`Agenda tu consulta: después de reservar, un abogado civil te contacta dentro de ${company.contactWithinHours} horas.`}
        actions={
          <PlanButton plan={CIVIL_CONSULTATION_PLAN} variant="secondary">
            Agendar consulta civil
          </PlanButton>
        }
      />
    </>
  );
}
