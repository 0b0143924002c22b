import type { PlanId } from '@/content/catalogue/plans';
import { company, type FirmFigureKey } from '@/content/company';
import type { Faq, NewsTeaser, ProcessStep, ServiceOffer } from '@/content/marketing/shapes';
import type { ServiceEssentials } from './essentials';
import { blogCategoryLink } from './landing-links';

/** /servicios/tributario: tax planning, defence before the SII and tax advice for companies. */

export const TAX_PATH = '/servicios/tributario';

/** The anchor of the services section, linked from other pages. */
export const TAX_SERVICES_ANCHOR = 'servicios';

export const TAX_CONSULTATION_PLAN = 'tributario' satisfies PlanId;
export const TAX_EMERGENCY_PLAN = 'emergencia-tributaria' satisfies PlanId;

/** The firm's figures this page shows (outcome figures are not stated: see company.ts). */
export const TAX_STATS: readonly FirmFigureKey[] = [
  'experience',
  'emergency',
  'lawyerContact',
  'chatReply',
];

/** Booked by title: each plan id is its title written as an id (see taxServicePlan). */
export const TAX_SERVICES: readonly ServiceOffer[] = [
  {
    planId: 'planificacion-tributaria',
    description: 'Ordenamos tu estructura para pagar lo que corresponde, ni un peso más.',
    features: [
      'Análisis de tu estructura y régimen tributario',
      'Estrategias de ahorro dentro de la ley',
      'Proyección del ahorro a 12 meses',
      'Acompañamiento en la implementación',
    ],
    delivery: 'Informe en 10 días hábiles',
    icon: 'calculator',
  },
  {
    planId: 'defensa-ante-sii',
    description: 'Representación en fiscalizaciones, citaciones y liquidaciones del SII.',
    features: [
      'Respuesta a requerimientos y citaciones (art. 63 del Código Tributario)',
      'Reposición administrativa y reclamo ante el Tribunal Tributario y Aduanero',
      'Negociación de condonaciones y convenios de pago',
      'Informe del riesgo y de los plazos de tu caso',
    ],
    delivery: 'Primera respuesta al SII dentro del plazo legal',
    badge: 'Más solicitado',
    highlighted: true,
    icon: 'shield-check',
  },
  {
    planId: 'consultoria-empresarial',
    description: 'Asesoría tributaria continua para la empresa y sus socios.',
    features: [
      'Revisión tributaria mensual durante 3 meses',
      'Alertas de vencimientos (F29, Operación Renta) en ese periodo',
      'Revisión de operaciones relevantes antes de hacerlas',
      'Capacitación a tu equipo contable',
    ],
    delivery: 'Primera revisión en 15 días hábiles',
    icon: 'briefcase',
  },
];

/** Fixed-price tax packages for people and small businesses, at the launch discount. */
export const TAX_PACKAGES: readonly ServiceOffer[] = [
  {
    planId: 'tributario-declaracion-renta',
    description: 'Tu declaración anual de renta (F22) revisada por un especialista.',
    features: [
      'Revisión de la propuesta del SII',
      'Créditos y rebajas que te corresponden',
      'Declaración presentada por nosotros',
    ],
    delivery: 'Entrega en 3 días hábiles',
    icon: 'file-text',
  },
  {
    planId: 'tributario-pyme',
    description: 'Diagnóstico tributario de tu pyme y plan de acción.',
    features: [
      'Revisión del régimen tributario (Pro Pyme u otro)',
      'Revisión de F29 de los últimos 12 meses',
      'Plan de acción priorizado',
    ],
    delivery: 'Entrega en 7 días hábiles',
    badge: 'Más popular',
    highlighted: true,
    icon: 'building',
  },
  {
    planId: 'tributario-regularizacion',
    description: 'Ponerte al día con declaraciones o giros pendientes.',
    features: [
      'Revisión de tu situación en el SII',
      'Cálculo de multas e intereses',
      'Solicitud de condonación y convenio de pago',
    ],
    delivery: 'Entrega en 5 días hábiles',
    icon: 'landmark',
  },
];

export const TAX_REASONS: readonly { title: string; text: string }[] = [
  {
    title: 'Ahorro dentro de la ley',
    text: 'Clientes de planificación han reducido su carga hasta un 30%, según su caso, con medidas que respetan la norma general antielusiva (arts. 4 bis y siguientes del Código Tributario).',
  },
  {
    title: 'Protección ante el SII',
    text: 'Respondemos citaciones y liquidaciones dentro de plazo, para que no pierdas un recurso por llegar tarde.',
  },
  {
    title: 'Respuesta rápida',
    text: 'Ante una fiscalización urgente, la emergencia tributaria atiende a toda hora.',
  },
  {
    title: 'Precio conocido',
    text: 'Cada servicio tiene un precio fijo publicado antes de contratar.',
  },
];

export const TAX_STEPS: readonly ProcessStep[] = [
  {
    title: 'Diagnóstico fiscal',
    description: 'Revisamos tus declaraciones, tu régimen y tu historial en el SII.',
    icon: 'file-text',
  },
  {
    title: 'Plan de acción',
    description: 'Te proponemos medidas concretas con su ahorro o su riesgo estimado.',
    icon: 'lightbulb',
  },
  {
    title: 'Implementación',
    description: 'Presentamos declaraciones, respuestas o recursos en tu nombre.',
    icon: 'calculator',
  },
  {
    title: 'Seguimiento',
    description: 'Vigilamos plazos y cambios de la ley que te afecten.',
    icon: 'shield-check',
  },
];

export const TAX_NEWS: readonly NewsTeaser[] = [
  {
    slug: 'reforma-tributaria-2025',
    fallback: '/tributario',
    title: 'Reforma tributaria 2025: las medidas de la Ley 21.713 que empezaron a regir',
    excerpt: 'Nuevas facultades del SII y sanciones más altas para la evasión.',
    date: '2026-11-03',
    readMinutes: 4,
    category: 'Reforma',
    urgent: true,
  },
  {
    slug: 'beneficios-pyme',
    fallback: '/tributario',
    title: 'Beneficios tributarios para pymes en Chile: régimen Pro Pyme y otras herramientas',
    excerpt: 'Requisitos del art. 14 letra D de la Ley sobre Impuesto a la Renta.',
    date: '2026-07-14',
    readMinutes: 4,
    category: 'Pymes',
  },
  {
    slug: 'fiscalizacion-sii',
    fallback: '/diagnostico-fiscal-gratuito',
    title:
      'Fiscalización del SII: qué hacer si te llega una notificación, una citación o una liquidación',
    excerpt: 'Un mes para responder, prorrogable por otro (art. 63 del Código Tributario).',
    date: '2026-10-06',
    readMinutes: 5,
    category: 'Fiscalización',
    urgent: true,
  },
  {
    slug: 'planificacion-tributaria-2024',
    fallback: '/calculadora-impuestos',
    title:
      'Planificación tributaria en Chile: herramientas legítimas y los límites que pone la ley',
    excerpt: 'Ahorro legítimo frente a elusión, según la norma general antielusiva.',
    date: '2026-06-09',
    readMinutes: 5,
    category: 'Planificación',
  },
  {
    slug: 'evasion-fiscal-chile',
    fallback: '/servicios/penal-economico',
    title:
      'Evasión fiscal en Chile: diferencias con la elusión, delitos tributarios y cómo protegerte',
    excerpt: 'Los delitos del art. 97 N°4 del Código Tributario y quién puede querellarse.',
    date: '2026-08-25',
    readMinutes: 4,
    category: 'Delitos tributarios',
  },
  {
    slug: 'operacion-renta-errores',
    fallback: '/tributario',
    title: 'Operación Renta: los errores más comunes en el Formulario 22 y cómo rectificarlos',
    excerpt: 'Rentas omitidas, créditos mal usados y cómo rectificar.',
    date: '2026-10-07',
    readMinutes: 5,
    category: 'Renta',
  },
];

/** The blog's tax category; the tax practice page while the blog has no article. */
export const TAX_BLOG_LINK = blogCategoryLink(
  'tributario',
  'Ver más artículos de derecho tributario',
  '/tributario',
);

export const TAX_ESSENTIALS: ServiceEssentials = {
  covers: [
    'Planificación tributaria de personas y empresas',
    'Defensa en fiscalizaciones, citaciones y liquidaciones del SII',
    'Reclamos ante los Tribunales Tributarios y Aduaneros',
    'Regularización de deudas, multas e intereses',
  ],
  forWhom: [
    'Pymes y empresas, sus socios y sus contadores',
    'Profesionales independientes que emiten boletas de honorarios',
    'Personas con inversiones, arriendos o rentas del extranjero',
  ],
  duration: [
    'Consulta: 45 minutos',
    'Paquetes: de 3 a 7 días hábiles',
    'Reclamo tributario: se presenta dentro de 90 días desde la notificación de la liquidación (art. 124 del Código Tributario)',
  ],
  bring: [
    'RUT y clave tributaria (no la compartas por correo: te pedimos acceso seguro)',
    'Declaraciones de renta (F22) y de IVA (F29) recientes',
    'La citación, liquidación o notificación del SII, si la hay',
    'Balances o libros contables, en el caso de empresas',
  ],
  costs: [
    'Precio fijo por servicio o paquete, publicado antes de contratar',
    'Multas, intereses e impuestos que se deban al SII no están incluidos',
    'La emergencia tributaria se paga como la consulta de emergencia',
  ],
};

export const TAX_FAQS: readonly Faq[] = [
  {
    question: '¿Cuánto tiempo tengo para responder una citación del SII?',
    answer:
      'Un mes desde la notificación, prorrogable por un mes más si lo pides dentro del plazo (art. 63 del Código Tributario).',
  },
  {
    question: '¿Cuánto tiempo puede revisar el SII mis impuestos?',
    answer:
      'En general 3 años desde que debió pagarse el impuesto; 6 años si la declaración no se presentó o fue maliciosamente falsa (art. 200 del Código Tributario).',
  },
  {
    question: '¿Es legal pagar menos impuestos?',
    answer:
      'Sí, usar los regímenes y beneficios que la ley ofrece es legítimo. Lo que la ley sanciona es el abuso y la simulación (elusión) y la evasión. Toda planificación que proponemos respeta esa línea.',
  },
  {
    question: '¿Qué incluye la emergencia tributaria?',
    answer: `Atención a cualquier hora ante una fiscalización o una diligencia del SII: un abogado te contacta en menos de ${company.emergencyContactMinutes} minutos.`,
  },
  {
    question: '¿Reemplazan a mi contador?',
    answer:
      'No. Trabajamos con tu contador: él lleva la contabilidad y nosotros la estrategia y la defensa legal ante el SII y los tribunales.',
  },
];
