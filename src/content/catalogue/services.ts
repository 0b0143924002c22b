/**
 * The static service catalogue: fixed-price services sold on their own, looked up by id on
 * /payment/:serviceId and /payment-success/:serviceId. Express services are document work with a
 * delivery time; specialized services are timed consultations.
 */
export type ServiceCategory = 'express' | 'specialized';

export interface Service {
  id: string;
  title: string;
  price: number;
  currency: 'CLP';
  description: string;
  /** Delivery time (express) or meeting length (specialized), as shown to the client. */
  duration: string;
  category: ServiceCategory;
  features: readonly [string, string, string, string];
}

export const SERVICES: readonly Service[] = [
  {
    id: 'contratos-express',
    title: 'Contratos Express',
    price: 25000,
    currency: 'CLP',
    description: 'Redacción o revisión de contratos civiles y comerciales, listos para firmar.',
    duration: '24-48 horas',
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
    title: 'Sociedades Express',
    price: 45000,
    currency: 'CLP',
    description: 'Constitución de tu empresa en el Registro de Empresas y Sociedades.',
    duration: '3-5 días hábiles',
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
    title: 'Marcas y Patentes',
    price: 35000,
    currency: 'CLP',
    description: 'Búsqueda de anterioridad y solicitud de registro de tu marca ante INAPI.',
    duration: '7-10 días hábiles',
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
    title: 'Reclamos SERNAC',
    price: 15000,
    currency: 'CLP',
    description: 'Redacción y presentación de tu reclamo de consumidor con fundamento legal.',
    duration: '5-7 días hábiles',
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
    title: 'Consulta Laboral',
    price: 35000,
    currency: 'CLP',
    description: 'Despidos, finiquitos, indemnizaciones y tutela de derechos laborales.',
    duration: '1 hora',
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
    title: 'Asesoría Corporativa',
    price: 50000,
    currency: 'CLP',
    description: 'Sociedades, pactos de socios, contratos comerciales y gobierno corporativo.',
    duration: '1.5 horas',
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
    title: 'Consulta de Familia',
    price: 40000,
    currency: 'CLP',
    description: 'Divorcio, pensión de alimentos, cuidado personal y relación directa y regular.',
    duration: '1 hora',
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
    title: 'Herencias y Testamentos',
    price: 45000,
    currency: 'CLP',
    description: 'Posesión efectiva, partición de bienes, testamentos e impuesto a la herencia.',
    duration: '1.5 horas',
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
    title: 'Protección de Datos',
    price: 30000,
    currency: 'CLP',
    description: 'Adecuación de tu empresa a la ley chilena de protección de datos personales.',
    duration: '1 hora',
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
    title: 'E-commerce Compliance',
    price: 40000,
    currency: 'CLP',
    description: 'Términos y condiciones, derecho a retracto y cumplimiento para tiendas online.',
    duration: '1.5 horas',
    category: 'specialized',
    features: [
      'Revisión de tu tienda y sus políticas',
      'Derecho a retracto y garantía legal',
      'Términos y condiciones conformes a la ley',
      'Resumen escrito de la consulta',
    ],
  },
];

export function findService(id: string | undefined): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}
