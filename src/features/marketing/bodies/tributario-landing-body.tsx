import { Link } from 'react-router-dom';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import {
  TAX_BLOG_LINK,
  TAX_CONSULTATION_PLAN,
  TAX_EMERGENCY_PLAN,
  TAX_ESSENTIALS,
  TAX_FAQS,
  TAX_NEWS,
  TAX_PACKAGES,
  TAX_PATH,
  TAX_REASONS,
  TAX_SERVICES,
  TAX_SERVICES_ANCHOR,
  TAX_STATS,
  TAX_STEPS,
} from '@/content/landings/tributario';
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

const consultation = PLANS[TAX_CONSULTATION_PLAN];
const emergency = PLANS[TAX_EMERGENCY_PLAN];

/** /servicios/tributario below its head. */
export default function TributarioLandingBody() {
  return (
    <>
      <LandingJsonLd
        path={TAX_PATH}
        plans={[
          TAX_CONSULTATION_PLAN,
          TAX_EMERGENCY_PLAN,
          ...TAX_SERVICES.map((offer) => offer.planId),
          ...TAX_PACKAGES.map((offer) => offer.planId),
        ]}
        faqs={TAX_FAQS}
      />
      <LandingHero
        eyebrow="Derecho tributario"
        title="Paga lo justo y responde al SII a tiempo"
        lead={`Planificación tributaria dentro de la ley, defensa en fiscalizaciones y asesoría para empresas. ${consultation.name} de ${company.consultationMinutes} minutos: ${formatClp(consultation.price)} (antes ${formatClp(consultation.originalPrice)}).`}
        actions={
          <>
            <BookingLink
              plan={TAX_CONSULTATION_PLAN}
              serviceTitle={consultation.name}
              className={buttonClass('primary', 'px-6 py-3')}
            >
              Agendar consulta tributaria
            </BookingLink>
            <a href={`#${TAX_SERVICES_ANCHOR}`} className={buttonClass('secondary', 'px-6 py-3')}>
              Ver servicios
            </a>
          </>
        }
      />
      <StatsBand stats={TAX_STATS} label="La práctica tributaria en cifras" />
      <OfferGrid
        id={TAX_SERVICES_ANCHOR}
        heading="Servicios tributarios especializados"
        offers={TAX_SERVICES}
      />
      <OfferGrid id="paquetes" heading="Paquetes tributarios" offers={TAX_PACKAGES} />
      <TopicCards
        id="por-que-elegirnos"
        heading="Por qué elegirnos para tu asesoría tributaria"
        topics={TAX_REASONS}
      />
      <ProcessSteps steps={TAX_STEPS} />
      <ServiceEssentials essentials={TAX_ESSENTIALS} />
      <NewsCards items={TAX_NEWS} />
      <p className="px-4 pb-8 text-center lg:px-8">
        <Link to={TAX_BLOG_LINK.href} className="font-semibold text-link underline">
          {TAX_BLOG_LINK.label}
        </Link>
      </p>
      <FaqList faqs={TAX_FAQS} />
      <CtaBand
        title="¿Te llegó una citación o una fiscalización del SII?"
        text={`${emergency.name} por ${formatClp(emergency.price)}: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <BookingLink
            plan={TAX_EMERGENCY_PLAN}
            serviceTitle={emergency.name}
            className={buttonClass('urgent', 'px-6 py-3')}
          >
            Pedir ayuda urgente
          </BookingLink>
        }
      />
    </>
  );
}
