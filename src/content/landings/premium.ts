import { planForPremiumTitle, type PremiumPackageTitle } from '../catalogue/service-title-plans';
import { company } from '../company';
import { PREMIUM_META } from './landing-meta';
import type { LandingContent, LandingOffer } from './landing-content';
import { contactHref } from './landing-links';

interface PremiumPackage extends Omit<LandingOffer, 'planId'> {
  /** The title links use for the package; the booking plan is read from it. */
  title: PremiumPackageTitle;
}

/** The five premium packages. Each books the plan its title maps to, whose name the card shows. */
const PACKAGES: readonly PremiumPackage[] = [
  {
    title: 'Legal Health Check Corporativo',
    description: 'Auditoría legal completa de tu empresa, con un plan de acción priorizado.',
    features: [
      'Sociedad, poderes, contratos, laboral, tributario básico y datos personales',
      'Informe de riesgos clasificados por urgencia',
      'Reunión de presentación con la gerencia o el directorio',
    ],
    delivery: 'Informe en 15 a 20 días hábiles',
    badge: 'Lanzamiento',
    highlighted: true,
    icon: 'shield-check',
  },
  {
    title: 'Escudo Legal Mensual',
    description: 'Tu área legal externa: un equipo de abogados disponible cada mes.',
    features: [
      'Consultas de la gerencia por correo, teléfono o videollamada',
      'Revisión de los contratos del día a día',
      `Respuesta dentro de ${company.contactWithinHours} horas hábiles`,
    ],
    delivery: 'Comienza la semana siguiente a la contratación',
    icon: 'briefcase',
  },
  {
    title: 'M&A Express',
    description: 'Compra, venta o fusión de una empresa pequeña o mediana.',
    features: [
      'Due diligence legal de la empresa objetivo',
      'Negociación y redacción del contrato de compraventa de acciones o activos',
      'Cierre de la operación y actos posteriores',
    ],
    delivery: 'Entre 4 y 8 semanas, según la operación',
    icon: 'building',
  },
  {
    title: 'Compliance & Protección Datos',
    description:
      'Modelo de prevención de delitos y programa de datos personales en un solo paquete.',
    features: [
      'Modelo de prevención de delitos (Ley 20.393, ampliada por la Ley 21.595)',
      'Programa de protección de datos personales (Ley 19.628 reformada por la Ley 21.719)',
      'Capacitación al equipo y canal de denuncias',
    ],
    delivery: 'Entre 4 y 6 semanas',
    icon: 'landmark',
  },
  {
    title: 'Defensa Fiscalizaciones & DT',
    description: 'Defensa ante fiscalizaciones de la Dirección del Trabajo y del SII.',
    features: [
      'Preparación de la documentación que piden los fiscalizadores',
      'Acompañamiento en la visita y en las respuestas escritas',
      'Reclamo o recurso contra las multas cuando procede',
    ],
    delivery: 'Respuesta el mismo día hábil en que nos avisas',
    icon: 'scale',
  },
];

export const PREMIUM_OFFERS: readonly LandingOffer[] = PACKAGES.map(({ title, ...offer }) => ({
  ...offer,
  planId: planForPremiumTitle(title),
}));

export const PREMIUM_PACKAGE_TITLES: readonly PremiumPackageTitle[] = PACKAGES.map((p) => p.title);

export const PREMIUM_LANDING: LandingContent = {
  ...PREMIUM_META,
  hero: {
    eyebrow: 'Servicios premium',
    title: 'Servicios legales premium para empresas que no pueden esperar',
    lead: 'Cinco paquetes para los momentos en que tu empresa se juega más: una auditoría completa, un equipo legal mensual, la compra o venta de una empresa, el cumplimiento normativo y las fiscalizaciones.',
    plan: planForPremiumTitle('Legal Health Check Corporativo'),
    action: 'Contratar el Legal Health Check',
  },
  covers: [
    'Auditoría legal de la empresa y plan de acción',
    'Asesoría continua de un equipo legal externo',
    'Compraventa y fusión de empresas',
    'Prevención de delitos y protección de datos personales',
    'Fiscalizaciones de la Dirección del Trabajo y del SII',
  ],
  audience: [
    'Empresas medianas sin abogado interno',
    'Socios que preparan una venta o la entrada de un inversionista',
    'Empresas fiscalizadas o que han recibido una multa',
  ],
  offers: PREMIUM_OFFERS,
  steps: [
    {
      title: 'Reunión de diagnóstico',
      description: 'Entendemos tu empresa y qué paquete responde a lo que necesitas.',
      icon: 'users',
    },
    {
      title: 'Propuesta de trabajo',
      description: 'Te enviamos el alcance, el calendario y el equipo asignado.',
      icon: 'file-text',
    },
    {
      title: 'Ejecución',
      description: 'Trabajamos con reportes de avance en cada etapa.',
      icon: 'briefcase',
    },
    {
      title: 'Cierre y seguimiento',
      description: 'Entregamos el resultado y te decimos qué revisar en adelante.',
      icon: 'shield-check',
    },
  ],
  timing: [
    'Legal Health Check: informe en 15 a 20 días hábiles.',
    'M&A Express: entre 4 y 8 semanas, según la operación.',
    'Fiscalizaciones: respondemos el mismo día hábil en que nos avisas.',
  ],
  bring: [
    'Estatutos, poderes y certificado de vigencia de la sociedad',
    'Los contratos principales con clientes, proveedores y trabajadores',
    'Actas de fiscalización, notificaciones o multas recibidas, si las hay',
    'Estados financieros del último año, para operaciones de compraventa',
  ],
  faqs: [
    {
      question: '¿El precio del paquete incluye todo?',
      answer:
        'Incluye el trabajo descrito en el paquete. Si aparece algo fuera de ese alcance, como un juicio, te enviamos una cotización por escrito y no se hace ni se cobra nada sin tu aprobación.',
    },
    {
      question: '¿Cómo se paga el Escudo Legal Mensual?',
      answer:
        'Es un valor mensual que se paga al inicio de cada mes. Las condiciones de término quedan en el contrato que firmamos antes de comenzar.',
    },
    {
      question: '¿Qué pasa si me fiscalizan fuera del horario de oficina?',
      answer: `Agenda la consulta de emergencia: atiende 24/7 y te contactamos dentro de ${company.emergencyContactMinutes} minutos. La defensa completa se organiza desde el día hábil siguiente.`,
    },
    {
      question: '¿Firman un acuerdo de confidencialidad?',
      answer:
        'El secreto profesional nos obliga a reservar todo lo que nos cuentes. Si tu empresa lo necesita, firmamos además un acuerdo de confidencialidad antes de recibir documentos.',
    },
  ],
  news: [
    {
      slug: 'ley-compliance-obligatorio',
      fallback: '/proteccion-datos',
      title:
        '¿Es obligatorio el compliance en Chile? Ley 20.393, delitos económicos y el modelo de prevención de delitos',
      excerpt: 'La Ley 21.595 amplió la responsabilidad penal de las empresas.',
      date: '2026-10-27',
      readMinutes: 5,
      category: 'Corporativo',
    },
    {
      slug: 'fiscalizacion-sii',
      fallback: '/tributario',
      title:
        'Fiscalización del SII: qué hacer si te llega una notificación, una citación o una liquidación',
      excerpt: 'Plazos, documentos y derechos del contribuyente durante la revisión.',
      date: '2026-10-06',
      readMinutes: 5,
      category: 'Tributario',
    },
    {
      slug: 'sociedades-comerciales',
      fallback: '/corporativo',
      title: 'Tipos de sociedades comerciales en Chile: SpA, Ltda., EIRL y S.A. comparadas',
      excerpt: 'Qué cambia entre cada tipo de sociedad y cuándo conviene cada una.',
      date: '2026-09-29',
      readMinutes: 5,
      category: 'Corporativo',
    },
  ],
  related: [
    { label: 'Planes corporativos', href: '/servicios/corporativo' },
    { label: 'Todos los servicios y precios', href: '/servicios' },
    { label: 'Escríbenos por tu empresa', href: contactHref('Servicios premium') },
  ],
};
