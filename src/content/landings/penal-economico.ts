import type { PlanId } from '@/content/catalogue/plans';
import { company, type FirmFigureKey } from '@/content/company';
import type { Faq, NewsTeaser, ProcessStep, ServiceOffer } from '@/content/marketing/shapes';
import type { ServiceEssentials } from './essentials';

/** /servicios/penal-economico: defence of companies and executives in economic crimes. */

export const ECONOMIC_CRIMINAL_PATH = '/servicios/penal-economico';

/** The urgent defences: of a person, and of a company and its executives. */
export const PERSON_URGENT_PLAN = 'penal-economico-urgente' satisfies PlanId;
export const COMPANY_URGENT_PLAN = 'defensa-corporativa-urgente' satisfies PlanId;

export const ECONOMIC_CRIMINAL_CONSULTATION_PLAN = 'penal-economico' satisfies PlanId;

/** The firm's figures this page shows (outcome figures are not stated: see company.ts). */
export const ECONOMIC_CRIMINAL_STATS: readonly FirmFigureKey[] = [
  'experience',
  'emergency',
  'lawyerContact',
];

/** Booked by title: each plan id is its title written as an id (see economicCriminalServicePlan). */
export const ECONOMIC_CRIMINAL_SERVICES: readonly ServiceOffer[] = [
  {
    planId: 'defensa-penal-corporativa',
    description: 'Defensa de la empresa y sus ejecutivos en una investigación penal económica.',
    features: [
      'Fraude, estafa y administración desleal',
      'Delitos tributarios y aduaneros',
      'Lavado de activos',
      'Representación en todas las audiencias',
    ],
    delivery: 'Equipo asignado el mismo día hábil de la contratación',
    icon: 'shield-check',
  },
  {
    planId: 'compliance-penal',
    description:
      'Prevención: el modelo de prevención de delitos de la Ley 20.393, que puede eximir a la empresa de responsabilidad penal.',
    features: [
      'Matriz de riesgos penales de la empresa',
      'Modelo de prevención de delitos y encargado de prevención',
      'Protocolos anticorrupción y canal de denuncias',
      'Capacitación a directores y ejecutivos',
    ],
    delivery: 'Diagnóstico en 15 días hábiles',
    badge: 'Recomendado',
    highlighted: true,
    icon: 'file-text',
  },
  {
    planId: 'crisis-management',
    description:
      'Respuesta inmediata cuando la empresa enfrenta un allanamiento o una formalización.',
    features: [
      'Presencia en diligencias de la fiscalía',
      'Coordinación de la vocería y los medios',
      'Negociación con la fiscalía',
      'Protección de la reputación y de la operación',
    ],
    delivery: 'Respuesta inmediata, a cualquier hora',
    icon: 'siren',
  },
];

/** Urgent defences, answered at any hour at the emergency consultation's price. */
export const ECONOMIC_CRIMINAL_URGENT: readonly ServiceOffer[] = [
  {
    planId: PERSON_URGENT_PLAN,
    description: 'Para la persona citada, formalizada o ante un allanamiento.',
    features: ['Orientación antes de declarar', 'Plan de defensa inmediato'],
    icon: 'siren',
  },
  {
    planId: COMPANY_URGENT_PLAN,
    description: 'Para la empresa investigada y sus directores o gerentes.',
    features: [
      'Protocolo ante allanamientos e incautaciones',
      'Coordinación de los ejecutivos citados',
    ],
    icon: 'building',
  },
];

export const CRIMES_DEFENDED: readonly { title: string; text: string }[] = [
  {
    title: 'Fraude y estafa',
    text: 'Estafas y otros engaños (arts. 467 y siguientes del Código Penal) y administración desleal (art. 470 N°11).',
  },
  {
    title: 'Delitos tributarios',
    text: 'Evasión, uso de facturas falsas y fraude al fisco (art. 97 N°4 del Código Tributario).',
  },
  {
    title: 'Lavado de activos',
    text: 'Investigaciones por blanqueo de capitales (Ley 19.913) y operaciones sospechosas.',
  },
  {
    title: 'Corrupción',
    text: 'Cohecho, soborno, tráfico de influencias y negociación incompatible.',
  },
];

export const ECONOMIC_CRIMINAL_STEPS: readonly ProcessStep[] = [
  {
    title: 'Evaluación del riesgo',
    description:
      'Revisamos los hechos, los documentos y la exposición de la empresa y las personas.',
    icon: 'file-text',
  },
  {
    title: 'Estrategia',
    description: 'Definimos si colaborar, defender o negociar, y quién declara y cuándo.',
    icon: 'lightbulb',
  },
  {
    title: 'Defensa',
    description:
      'Te representamos ante la fiscalía y los tribunales en cada diligencia y audiencia.',
    icon: 'scale',
  },
  {
    title: 'Prevención',
    description: 'Ajustamos el modelo de prevención para que no vuelva a ocurrir.',
    icon: 'shield-check',
  },
];

export const ECONOMIC_CRIMINAL_NEWS: readonly NewsTeaser[] = [
  {
    slug: 'ley-compliance-obligatorio',
    fallback: '/auditoria-compliance',
    title:
      '¿Es obligatorio el compliance en Chile? Ley 20.393, delitos económicos y el modelo de prevención de delitos',
    excerpt:
      'La Ley 21.595 (2023) amplió la responsabilidad penal de las personas jurídicas de la Ley 20.393.',
    date: '2026-10-27',
    readMinutes: 5,
    category: 'Compliance',
    urgent: true,
  },
  {
    slug: 'uaf-senales-alerta',
    fallback: '/auditoria-compliance',
    title:
      'Lavado de activos: las señales de alerta y el reporte de operaciones sospechosas a la UAF',
    excerpt: 'Qué operaciones deben reportarse y quiénes están obligados a hacerlo.',
    date: '2026-11-06',
    readMinutes: 5,
    category: 'Lavado de activos',
  },
  {
    slug: 'fraude-corporativo',
    fallback: '/evaluacion-riesgo-penal',
    title: 'Fraude corporativo: cómo empieza una investigación y qué hacer desde el primer día',
    excerpt: 'Denuncias, querellas y el rol de la auditoría interna.',
    date: '2026-10-30',
    readMinutes: 5,
    category: 'Fraude',
  },
  {
    slug: 'administracion-desleal',
    fallback: '/evaluacion-riesgo-penal',
    title: 'Administración desleal: el delito de los gerentes (art. 470 N° 11 del Código Penal)',
    excerpt: 'Qué sanciona el art. 470 N°11 del Código Penal.',
    date: '2026-10-23',
    readMinutes: 5,
    category: 'Delitos económicos',
  },
  {
    slug: 'querella-sii-delitos-tributarios',
    fallback: '/servicios/tributario',
    title:
      'Delitos tributarios: el rol del SII en la acción penal (arts. 97 y 162 del Código Tributario)',
    excerpt:
      'Por regla general, la investigación empieza por denuncia o querella del SII (art. 162 del Código Tributario).',
    date: '2026-10-16',
    readMinutes: 5,
    category: 'Delitos tributarios',
  },
  {
    slug: 'allanamiento-empresa-protocolo',
    fallback: '/urgente',
    title: 'Allanamiento en la empresa: qué hacer en la primera hora',
    excerpt: 'Quién atiende a la fiscalía, qué documentos se entregan y qué no.',
    date: '2026-10-09',
    readMinutes: 5,
    category: 'Guía',
    urgent: true,
  },
];

export const ECONOMIC_CRIMINAL_ESSENTIALS: ServiceEssentials = {
  covers: [
    'Defensa de personas y empresas en delitos económicos',
    'Querellas de la empresa víctima de fraude',
    'Modelos de prevención de delitos (Ley 20.393)',
    'Gestión de crisis ante allanamientos y formalizaciones',
  ],
  forWhom: [
    'Empresas investigadas o que quieren prevenir',
    'Directores, gerentes y ejecutivos citados o formalizados',
    'Empresas víctimas de fraudes internos',
  ],
  duration: [
    `Urgencias: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora`,
    'Diagnóstico de compliance: 15 días hábiles',
    'Investigación penal: hasta 2 años desde la formalización (art. 247 del Código Procesal Penal)',
  ],
  bring: [
    'La citación, querella o resolución recibida',
    'Escritura y poderes vigentes de la empresa',
    'Contratos, correos y registros contables relacionados con los hechos',
    'El modelo de prevención de delitos, si la empresa tiene uno',
  ],
  costs: [
    'Precio fijo por servicio, publicado antes de contratar',
    'Las defensas urgentes se pagan como la consulta de emergencia',
    'Peritajes contables externos se cotizan aparte y solo con tu autorización',
  ],
};

export const ECONOMIC_CRIMINAL_FAQS: readonly Faq[] = [
  {
    question: '¿Una empresa puede ser condenada penalmente en Chile?',
    answer:
      'Sí. Desde la Ley 20.393, y con más delitos desde la Ley 21.595 de Delitos Económicos, una persona jurídica responde por ciertos delitos cometidos en el marco de su actividad cuando no tenía un modelo de prevención de delitos efectivo.',
  },
  {
    question: '¿Qué es un modelo de prevención de delitos?',
    answer:
      'Un conjunto de políticas, controles, un encargado de prevención y un canal de denuncias, adaptado a los riesgos de la empresa. Si está bien implementado, puede eximir de responsabilidad a la empresa.',
  },
  {
    question: 'Llegó la fiscalía a la empresa, ¿qué hacemos?',
    answer: `Pide ver la orden, no destruyas ni ocultes nada, no declares sin abogado y llama a la línea de urgencia: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`,
  },
  {
    question: '¿Un delito tributario lo investiga directamente la fiscalía?',
    answer:
      'Por regla general, la investigación penal de un delito tributario sancionado con cárcel empieza por denuncia o querella del SII (art. 162 del Código Tributario). Por eso la estrategia ante una fiscalización del SII importa desde el inicio.',
  },
];
