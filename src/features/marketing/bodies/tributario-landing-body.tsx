import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { consultationOffer } from '@/content/landings/consultation-offer';
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

const consultation = PLANS[TAX_CONSULTATION_PLAN];
const emergency = PLANS[TAX_EMERGENCY_PLAN];

const OFFERS = [
  consultationOffer(
    TAX_CONSULTATION_PLAN,
    `Consulta tributaria de ${company.consultationMinutes} minutos.`,
  ),
  consultationOffer(TAX_EMERGENCY_PLAN, emergency.note),
  ...TAX_SERVICES,
  ...TAX_PACKAGES,
];

/** /servicios/tributario below its head. */
export default function TributarioLandingBody() {
  return (
    <>
      <PracticeJsonLd path={TAX_PATH} offers={OFFERS} faqs={TAX_FAQS} />
      <LandingHero
        eyebrow="Derecho tributario"
        title="Paga lo justo y responde al SII a tiempo"
        lead={`Planificación tributaria dentro de la ley, defensa en fiscalizaciones y asesoría para empresas. ${consultation.name} de ${company.consultationMinutes} minutos: ${formatClp(consultation.price)}.`}
        actions={
          <>
            <PlanButton plan={TAX_CONSULTATION_PLAN}>Agendar consulta tributaria</PlanButton>
            <a href={`#${TAX_SERVICES_ANCHOR}`} className={buttonClass('secondary', 'px-6 py-3')}>
              Ver servicios
            </a>
          </>
        }
        aside={
          <StatsBand
            figures={TAX_STATS}
            label="La práctica tributaria en cifras"
            className="grid grid-cols-2 gap-3"
          />
        }
      />
      <OfferGrid
        id={TAX_SERVICES_ANCHOR}
        heading="Servicios tributarios especializados"
        intro="Precio fijo por servicio. Impuestos, multas e intereses que se deban al SII no están incluidos."
        offers={TAX_SERVICES}
      />
      <OfferGrid
        id="paquetes"
        heading="Paquetes tributarios con precio de lanzamiento"
        offers={TAX_PACKAGES}
      />
      <TopicCards
        id="por-que-elegirnos"
        heading="Por qué elegirnos para tu asesoría tributaria"
        topics={TAX_REASONS}
      />
      <StepsSection title="Nuestro proceso de asesoría" steps={TAX_STEPS} tone="muted" />
      <ServiceEssentials essentials={TAX_ESSENTIALS} />
      <NewsSection title="Actualidad en derecho tributario" items={TAX_NEWS}>
        <p className="mt-6">
          <Link to={TAX_BLOG_LINK.href} className="font-semibold text-link underline">
            {TAX_BLOG_LINK.label}
          </Link>
        </p>
      </NewsSection>
      <FaqSection faqs={TAX_FAQS} tone="muted" />
      <CtaBand
        title="¿Te llegó una citación o una fiscalización del SII?"
        text={`${emergency.name} por ${formatClp(emergency.price)}: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`}
        actions={
          <PlanButton plan={TAX_EMERGENCY_PLAN} variant="secondary">
            Pedir ayuda urgente
          </PlanButton>
        }
      />
    </>
  );
}
