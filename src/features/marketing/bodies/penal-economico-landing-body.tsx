import { Link } from 'react-router-dom';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
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
} from '@/content/landings/penal-economico';
import { formatClp } from '@/lib/format/clp';
import {
  CtaBand,
  FaqList,
  LandingHero,
  LandingJsonLd,
  NewsCards,
  OfferGrid,
  ProcessSteps,
  StatsBand,
} from '../components/landing';
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const consultation = PLANS[ECONOMIC_CRIMINAL_CONSULTATION_PLAN];
const [personUrgent, companyUrgent] = ECONOMIC_CRIMINAL_URGENT.map((offer) => offer.planId);

/** /servicios/penal-economico below its head. */
export default function PenalEconomicoLandingBody() {
  return (
    <>
      <LandingJsonLd
        path={ECONOMIC_CRIMINAL_PATH}
        plans={[
          ECONOMIC_CRIMINAL_CONSULTATION_PLAN,
          ...ECONOMIC_CRIMINAL_SERVICES.map((offer) => offer.planId),
          ...ECONOMIC_CRIMINAL_URGENT.map((offer) => offer.planId),
        ]}
        faqs={ECONOMIC_CRIMINAL_FAQS}
      />
      <LandingHero
        eyebrow="Derecho penal económico"
        title="Defensa penal para empresas y ejecutivos"
        lead={`Fraude, delitos tributarios, lavado de activos y corrupción: defendemos a la empresa y a sus personas, y prevenimos con un modelo de la Ley 20.393. ${consultation.name}: ${formatClp(consultation.price)} (antes ${formatClp(consultation.originalPrice)}).`}
        actions={
          <>
            {personUrgent && (
              <BookingLink
                plan={personUrgent}
                serviceTitle={PLANS[personUrgent].name}
                className={buttonClass('urgent', 'px-6 py-3')}
              >
                Defensa urgente
              </BookingLink>
            )}
            <Link to="/evaluacion-riesgo-penal" className={buttonClass('secondary', 'px-6 py-3')}>
              Evaluar el riesgo penal
            </Link>
          </>
        }
      />
      <StatsBand stats={ECONOMIC_CRIMINAL_STATS} label="La práctica penal económica en cifras" />
      <OfferGrid
        id="servicios"
        heading="Servicios especializados"
        offers={ECONOMIC_CRIMINAL_SERVICES}
      />
      <TopicCards id="delitos" heading="Delitos que defendemos" topics={CRIMES_DEFENDED} />
      <ProcessSteps steps={ECONOMIC_CRIMINAL_STEPS} />
      <OfferGrid
        id="urgencias"
        heading="Defensa urgente, a cualquier hora"
        offers={ECONOMIC_CRIMINAL_URGENT}
      />
      <ServiceEssentials essentials={ECONOMIC_CRIMINAL_ESSENTIALS} />
      <NewsCards items={ECONOMIC_CRIMINAL_NEWS} />
      <FaqList faqs={ECONOMIC_CRIMINAL_FAQS} />
      <CtaBand
        title="¿Tu empresa enfrenta una investigación penal?"
        text={`La defensa temprana cambia el resultado. Te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <>
            {companyUrgent && (
              <BookingLink
                plan={companyUrgent}
                serviceTitle={PLANS[companyUrgent].name}
                className={buttonClass('urgent', 'px-6 py-3')}
              >
                Defensa corporativa urgente
              </BookingLink>
            )}
            <Link to="/auditoria-compliance" className={buttonClass('secondary', 'px-6 py-3')}>
              Auditoría de compliance
            </Link>
          </>
        }
      />
    </>
  );
}
