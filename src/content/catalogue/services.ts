import { company } from '../company';
import { DELIVERY_PROMISES } from './delivery-promises';
import { PLANS, type Plan, type PlanId } from './plans';

/** Specialized services are consultations, as long as every consultation the firm sells. */
const CONSULTATION_LENGTH = `${String(company.consultationMinutes)} minutos`;

/**
 * The static service catalogue: fixed-price services sold on their own, looked up by id on
 * /payment/:serviceId and /payment-success/:serviceId. Express services are document work with a
 * delivery time; specialized services are timed consultations. Each is booked through a plan,
 * and shows that plan's name and price, so /servicios, /payment and the booking dialog agree.
 */
export type ServiceCategory = 'express' | 'specialized';

/** What a static service says about itself; its name and price are those of the plan that books it. */
interface ServiceCopy {
  id: string;
  planId: PlanId;
  description: string;
  /** Delivery time (express) or meeting length (specialized), as shown to the client. */
  duration: string;
  category: ServiceCategory;
  features: readonly [string, string, string, string];
}

export interface Service extends ServiceCopy {
  /** The plan's name: one service has one name on every screen. */
  title: string;
  /** The plan's price, the one the booking charges. */
  price: number;
  originalPrice?: number;
  currency: 'CLP';
}

const SERVICE_COPY: readonly ServiceCopy[] = [
  {
    id: 'contratos-express',
    planId: 'contratos-express',
    description: 'Redacción o revisión de contratos civiles y comerciales, listos para firmar.',
    duration: DELIVERY_PROMISES.contracts,
    category: 'express',
    features: [
      'Contrato redactado a la medida de tu caso',
      'Revisión de cláusulas de riesgo',
      'Una ronda de ajustes incluida',
      'Entrega en formato editable y PDF',
    ],
  },
  {
    id: 'sociedades-express',
    planId: 'sociedades-express',
    description: 'Constitución de tu empresa en el Registro de Empresas y Sociedades.',
    duration: DELIVERY_PROMISES.companies,
    category: 'express',
    features: [
      'Asesoría para elegir el tipo de sociedad',
      'Redacción de estatutos',
      'Inscripción en Tu Empresa en un Día',
      'Guía para iniciar actividades en el SII',
    ],
  },
  {
    id: 'marcas-patentes',
    planId: 'marcas-patentes',
    description: 'Búsqueda de anterioridad y solicitud de registro de tu marca ante INAPI.',
    duration: DELIVERY_PROMISES.trademarkFiling,
    category: 'express',
    features: [
      'Búsqueda de marcas similares',
      'Elección de clases de productos y servicios',
      'Presentación de la solicitud ante INAPI',
      'Seguimiento del trámite',
    ],
  },
  {
    id: 'reclamos-sernac',
    planId: 'reclamos-sernac',
    description: 'Redacción y presentación de tu reclamo de consumidor con fundamento legal.',
    duration: DELIVERY_PROMISES.consumerClaims,
    category: 'express',
    features: [
      'Análisis de tus derechos como consumidor',
      'Reclamo redactado con la Ley 19.496',
      'Presentación ante SERNAC',
      'Orientación si el proveedor no responde',
    ],
  },
  {
    id: 'laboral',
    planId: 'laboral',
    description: 'Despidos, finiquitos, indemnizaciones y tutela de derechos laborales.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Revisión de tu carta de despido o finiquito',
      'Cálculo estimado de indemnizaciones',
      'Estrategia y plazos para demandar',
      'Resumen escrito de la consulta',
    ],
  },
  {
    id: 'corporativo',
    planId: 'empresarial',
    description: 'Sociedades, pactos de socios, contratos comerciales y gobierno corporativo.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Diagnóstico legal de tu empresa',
      'Revisión de estatutos y pactos',
      'Recomendaciones priorizadas',
      'Resumen escrito de la consulta',
    ],
  },
  {
    id: 'familia',
    planId: 'familia',
    description: 'Divorcio, pensión de alimentos, cuidado personal y relación directa y regular.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Análisis de tu situación familiar',
      'Opciones: acuerdo o juicio',
      'Estimación de plazos y costos',
      'Resumen escrito de la consulta',
    ],
  },
  {
    id: 'herencias',
    planId: 'herencias',
    description: 'Posesión efectiva, partición de bienes, testamentos e impuesto a la herencia.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Identificación de herederos y cuotas',
      'Pasos de la posesión efectiva',
      'Estimación del impuesto a la herencia',
      'Resumen escrito de la consulta',
    ],
  },
  {
    id: 'proteccion-datos',
    planId: 'proteccion-datos',
    description: 'Adecuación de tu empresa a la ley chilena de protección de datos personales.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Diagnóstico de los datos que tratas',
      'Obligaciones de la Ley 19.628 y la Ley 21.719',
      'Políticas y avisos de privacidad',
      'Resumen escrito de la consulta',
    ],
  },
  {
    id: 'ecommerce-compliance',
    planId: 'ecommerce',
    description: 'Términos y condiciones, derecho a retracto y cumplimiento para tiendas online.',
    duration: CONSULTATION_LENGTH,
    category: 'specialized',
    features: [
      'Revisión de tu tienda y sus políticas',
      'Derecho a retracto y garantía legal',
      'Términos y condiciones conformes a la ley',
      'Resumen escrito de la consulta',
    ],
  },
];

export const SERVICES: readonly Service[] = SERVICE_COPY.map((copy) => {
  const plan: Plan = PLANS[copy.planId];
  return {
    ...copy,
    title: plan.name,
    price: plan.price,
    ...(plan.originalPrice === undefined ? {} : { originalPrice: plan.originalPrice }),
    currency: 'CLP',
  };
});

export function findService(id: string | undefined): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}
