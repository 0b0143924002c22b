import { Link } from 'react-router-dom';
import { BookingLink } from '@/components/booking/booking-link';
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
import { formatClp } from '@/lib/format/clp';
import { CivilLiability } from '../components/civil/civil-liability';
import { CollectionStages } from '../components/civil/collection-stages';
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
import { ServiceEssentials } from '../components/service-essentials';
import { TopicCards } from '../components/topic-cards';

const consultation = PLANS[CIVIL_CONSULTATION_PLAN];

function ConsultationButton({ label }: { label: string }) {
  return (
    <BookingLink
      plan={CIVIL_CONSULTATION_PLAN}
      serviceTitle={consultation.name}
      className={buttonClass('primary', 'px-6 py-3')}
    >
      {label}
    </BookingLink>
  );
}

/** /servicios/civil below its head. */
export default function CivilLandingBody() {
  return (
    <>
      <LandingJsonLd
        path={CIVIL_PATH}
        plans={[CIVIL_CONSULTATION_PLAN, ...CIVIL_PACKAGES.map((offer) => offer.planId)]}
        faqs={CIVIL_FAQS}
      />
      <LandingHero
        eyebrow="Derecho civil"
        title="Cobra lo que te deben y defiende tu patrimonio"
        lead={`Cobranza judicial, juicios por contratos y arriendos, e indemnización de perjuicios. Empieza con una ${consultation.name.toLowerCase()} de ${company.consultationMinutes} minutos por ${formatClp(consultation.price)}, por videollamada o teléfono.`}
        actions={
          <>
            <ConsultationButton label="Agendar consulta civil" />
            <Link to="/calculadora-cobranza" className={buttonClass('secondary', 'px-6 py-3')}>
              Calcular una cobranza
            </Link>
          </>
        }
      />
      <StatsBand stats={CIVIL_STATS} label="La práctica civil en cifras" />
      <OfferGrid id="paquetes" heading="Paquetes de derecho civil" offers={CIVIL_PACKAGES} />
      <TopicCards
        id="servicios-civiles"
        heading="Qué resolvemos en derecho civil"
        topics={CIVIL_SERVICE_CARDS}
      />
      <CollectionStages />
      <CivilLiability />
      <ProcessSteps steps={CIVIL_STEPS} />
      <ServiceEssentials essentials={CIVIL_ESSENTIALS} />
      <TestimonialList items={CIVIL_STORIES} />
      <NewsCards items={CIVIL_NEWS} />
      <FaqList faqs={CIVIL_FAQS} />
      <CtaBand
        title="¿Te deben dinero o te demandaron?"
        text={`Cuéntanos tu caso: un abogado civil te contacta dentro de ${company.contactWithinHours} horas para coordinar tu consulta.`}
        actions={<ConsultationButton label="Agendar consulta civil" />}
      />
    </>
  );
}
