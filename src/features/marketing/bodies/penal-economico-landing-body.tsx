import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { consultationOffer } from '@/content/landings/consultation-offer';
import {
  CRIMES_DEFENDED,
  ECONOMIC_CRIMINAL_CONSULTATION_PLAN,
  ECONOMIC_CRIMINAL_ESSENTIALS,
  ECONOMIC_CRIMINAL_FAQS,
  ECONOMIC_CRIMINAL_NEWS,
  ECONOMIC_CRIMINAL_PATH,
  ECONOMIC_CRIMINAL_SERVICES,
  ECONOMIC_CRIMINAL_STATS,
  ECONOMIC_CRIMINAL_STEPS,
  ECONOMIC_CRIMINAL_URGENT,
  PERSON_URGENT_PLAN,
  COMPANY_URGENT_PLAN,
} from '@/content/landings/penal-economico';
import { formatClp } from '@/lib/format/clp';
import {
  CtaBand,
  FaqSection,
  LandingHero,
  NewsSection,
  OfferGrid,
  PlanButton,
  PracticeJsonLd,
  StatsBand,
  StepsSection,
} from '../components/landing';
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const consultation = PLANS[ECONOMIC_CRIMINAL_CONSULTATION_PLAN];

const OFFERS = [
  consultationOffer(
    ECONOMIC_CRIMINAL_CONSULTATION_PLAN,
    `Consulta de ${company.consultationMinutes} minutos sobre derecho penal económico.`,
  ),
  ...ECONOMIC_CRIMINAL_SERVICES,
  ...ECONOMIC_CRIMINAL_URGENT,
];

/** /servicios/penal-economico below its head. */
export default function PenalEconomicoLandingBody() {
  return (
    <>
      <PracticeJsonLd path={ECONOMIC_CRIMINAL_PATH} offers={OFFERS} faqs={ECONOMIC_CRIMINAL_FAQS} />
      <LandingHero
        eyebrow="Derecho penal económico"
        title="Defensa penal para empresas y ejecutivos"
        lead={`Fraude, delitos tributarios, lavado de activos y corrupción: defendemos a la empresa y a sus personas, y prevenimos con un modelo de la Ley 20.393. ${consultation.name}: ${formatClp(consultation.price)}.`}
        actions={
          <>
            <PlanButton plan={ECONOMIC_CRIMINAL_CONSULTATION_PLAN}>Agendar consulta</PlanButton>
            <PlanButton plan={PERSON_URGENT_PLAN} variant="urgent">
              Defensa urgente
            </PlanButton>
            <Link to="/evaluacion-riesgo-penal" className={buttonClass('secondary', 'px-6 py-3')}>
              Evaluar el riesgo penal
            </Link>
          </>
        }
        aside={
          <StatsBand
            figures={ECONOMIC_CRIMINAL_STATS}
            label="La práctica penal económica en cifras"
          />
        }
      />
      <OfferGrid
        id="servicios"
        heading="Servicios especializados"
        intro="Precio fijo por servicio; peritajes externos se cotizan aparte y solo con tu autorización."
        offers={ECONOMIC_CRIMINAL_SERVICES}
      />
      <TopicCards id="delitos" heading="Delitos que defendemos" topics={CRIMES_DEFENDED} />
      <StepsSection title="Cómo trabajamos" steps={ECONOMIC_CRIMINAL_STEPS} tone="muted" />
      <OfferGrid
        id="urgencias"
        heading="Defensa urgente, a cualquier hora"
        intro={`Se pagan como la consulta de emergencia: un abogado te contacta en menos de ${company.emergencyContactMinutes} minutos.`}
        offers={ECONOMIC_CRIMINAL_URGENT}
      />
      <ServiceEssentials essentials={ECONOMIC_CRIMINAL_ESSENTIALS} />
      <NewsSection title="Actualidad en derecho penal económico" items={ECONOMIC_CRIMINAL_NEWS} />
      <FaqSection faqs={ECONOMIC_CRIMINAL_FAQS} tone="muted" />
      <CtaBand
        title="¿Tu empresa enfrenta una investigación penal?"
        text={`La defensa temprana cambia el resultado. Te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <>
            <PlanButton plan={COMPANY_URGENT_PLAN} variant="secondary">
              Defensa corporativa urgente
            </PlanButton>
            <Link to="/auditoria-compliance" className={buttonClass('secondary', 'px-6 py-3')}>
              Auditoría de compliance
            </Link>
          </>
        }
      />
    </>
  );
}
