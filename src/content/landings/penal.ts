import type { PlanId } from '@/content/catalogue/plans';
import { company, type FirmFigureKey } from '@/content/company';
import type {
  Faq,
  NewsTeaser,
  ProcessStep,
  ServiceOffer,
  Testimonial,
} from '@/content/marketing/shapes';
import type { ServiceEssentials } from './essentials';

/** /servicios/penal: criminal defence, with a 24/7 line for arrests and summons. */

export const PENAL_PATH = '/servicios/penal';

/** The urgent defence: booked from the emergency banner, answered at any hour. */
export const URGENT_DEFENCE_PLAN = 'defensa-urgente' satisfies PlanId;

/** The firm's figures this page shows (outcome figures are not stated: see company.ts). */
export const PENAL_STATS: readonly FirmFigureKey[] = ['experience', 'emergency', 'lawyerContact'];

export const DEFENCE_PACKAGES: readonly ServiceOffer[] = [
  {
    planId: 'defensa-esencial',
    description: 'Defensa en la etapa de investigación, para causas de menor complejidad.',
    features: [
      'Control de detención y audiencia de formalización',
      'Estudio de la carpeta investigativa',
      'Negociación de salidas alternativas',
    ],
    delivery: 'Abogado asignado el mismo día hábil de la contratación',
    icon: 'shield-check',
  },
  {
    planId: 'defensa-premium',
    description: 'Defensa completa hasta el juicio oral, con un equipo de dos abogados.',
    features: [
      'Todo lo de Defensa Esencial',
      'Investigación propia y peritos de la defensa',
      'Preparación y litigación del juicio oral',
    ],
    delivery: 'Abogado asignado el mismo día hábil de la contratación',
    badge: 'Más elegido',
    highlighted: true,
    icon: 'scale',
  },
  {
    planId: 'defensa-elite',
    description: 'Defensa de causas complejas o de alta exposición, de principio a fin.',
    features: [
      'Todo lo de Defensa Premium',
      'Recursos ante la Corte de Apelaciones y la Corte Suprema',
      'Coordinación con comunicaciones y peritos externos',
      'Acompañamiento durante toda la causa',
    ],
    delivery: 'Equipo asignado el mismo día hábil de la contratación',
    icon: 'landmark',
  },
];

/** What the defence does at each moment of a criminal case. */
export const DEFENCE_CARDS: readonly { title: string; text: string }[] = [
  {
    title: 'Detención',
    text: 'Todo detenido debe ser llevado ante el juez de garantía dentro de 24 horas (art. 131 del Código Procesal Penal). Llegamos a esa audiencia.',
  },
  {
    title: 'Formalización y medidas cautelares',
    text: 'Discutimos la prisión preventiva y las demás cautelares, y pedimos plazos de investigación acotados.',
  },
  {
    title: 'Salidas alternativas',
    text: 'Suspensión condicional del procedimiento o acuerdo reparatorio, cuando la ley lo permite y te conviene.',
  },
  {
    title: 'Juicio oral y recursos',
    text: 'Litigamos ante el Tribunal de Juicio Oral en lo Penal y recurrimos la sentencia si corresponde.',
  },
];

export const PENAL_SPECIALTIES: readonly { title: string; text: string; href?: string }[] = [
  { title: 'Delitos contra las personas', text: 'Lesiones, amenazas, homicidio.' },
  { title: 'Delitos contra la propiedad', text: 'Robo, hurto, receptación, estafa.' },
  { title: 'Ley de drogas', text: 'Tráfico, microtráfico y porte (Ley 20.000).' },
  {
    title: 'Delitos de tránsito',
    text: 'Conducción en estado de ebriedad y cuasidelitos (Ley 18.290).',
  },
  { title: 'Violencia intrafamiliar', text: 'Defensa y querellas (Ley 20.066).' },
  {
    title: 'Delitos económicos',
    text: 'Fraude, lavado de activos, delitos tributarios.',
    href: '/servicios/penal-economico',
  },
];

export const PENAL_STEPS: readonly ProcessStep[] = [
  {
    title: 'Contacto urgente',
    description: `Llamas o agendas; en una urgencia te contactamos en menos de ${company.emergencyContactMinutes} minutos.`,
    icon: 'siren',
  },
  {
    title: 'Análisis de la causa',
    description: 'Revisamos la carpeta de la fiscalía y te explicamos cargos, riesgos y opciones.',
    icon: 'file-text',
  },
  {
    title: 'Estrategia de defensa',
    description:
      'Definimos contigo si conviene negociar, pedir una salida alternativa o ir a juicio.',
    icon: 'lightbulb',
  },
  {
    title: 'Audiencias y juicio',
    description: 'Te representamos en cada audiencia y te informamos después de cada una.',
    icon: 'scale',
  },
];

/** Typical criminal-defence cases, illustrative (see ILLUSTRATIVE_CASES_NOTE). */
export const PENAL_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Marcela R.',
    role: 'Madre de un imputado, La Florida',
    content:
      'Llamé de madrugada cuando detuvieron a mi hijo. A la mañana siguiente el abogado estaba en el control de detención y quedó con una cautelar menor.',
    rating: 5,
    case: 'Control de detención',
  },
  {
    name: 'Jorge P.',
    role: 'Conductor profesional, Puente Alto',
    content:
      'Me explicaron qué significaba la formalización y logramos una suspensión condicional. Pude seguir trabajando.',
    rating: 5,
    case: 'Delito de tránsito',
  },
  {
    name: 'Andrea S.',
    role: 'Comerciante, Santiago Centro',
    content:
      'Fui víctima de una estafa. Presentaron la querella y me mantuvieron informada de cada audiencia.',
    rating: 4,
    case: 'Querella por estafa',
  },
];

/** Current affairs: changes in criminal law and procedure. */
export const PENAL_NEWS: readonly NewsTeaser[] = [
  {
    slug: 'nuevo-codigo-procesal-penal',
    fallback: '/consulta-gratuita-penal',
    title:
      'Proceso penal en Chile: qué cambió con las reformas y qué derechos del imputado siguen vigentes',
    excerpt: 'Los derechos que siguen vigentes en cada reforma al procedimiento.',
    date: '2026-11-12',
    readMinutes: 6,
    category: 'Procedimiento',
    urgent: true,
  },
  {
    slug: 'ley-delitos-economicos-personas',
    fallback: '/servicios/penal-economico',
    title: 'Ley de Delitos Económicos: penas más duras para ejecutivos y trabajadores',
    excerpt: 'La Ley 21.595 (2023) cambió cómo se castigan los delitos en la empresa.',
    date: '2026-11-05',
    readMinutes: 6,
    category: 'Delitos económicos',
  },
  {
    slug: 'prision-preventiva-requisitos',
    fallback: '/consulta-gratuita-penal',
    title: 'Prisión preventiva: cuándo procede y cómo se discute',
    excerpt: 'Los requisitos del art. 140 del Código Procesal Penal, explicados.',
    date: '2026-10-29',
    readMinutes: 6,
    category: 'Medidas cautelares',
  },
];

/** Practical guides for someone facing a criminal case. */
export const PENAL_GUIDES: readonly NewsTeaser[] = [
  {
    slug: 'que-hacer-si-te-detienen',
    fallback: '/urgente',
    title: 'Si te detienen: tus derechos en las primeras 24 horas',
    excerpt: 'Guardar silencio, hablar con un abogado y avisar a tu familia.',
    date: '2026-10-22',
    readMinutes: 5,
    category: 'Guía',
    urgent: true,
  },
  {
    slug: 'citacion-fiscalia-declarar',
    fallback: '/consulta-gratuita-penal',
    title: 'Te citaron a declarar a la fiscalía: qué hacer',
    excerpt: 'Por qué conviene ir con un abogado, aunque te citen como testigo.',
    date: '2026-10-15',
    readMinutes: 5,
    category: 'Guía',
  },
  {
    slug: 'suspension-condicional-procedimiento',
    fallback: '/evaluacion-riesgo-penal',
    title: 'Suspensión condicional del procedimiento: terminar la causa sin juicio',
    excerpt: 'Requisitos, condiciones y qué pasa si no se cumplen (art. 237 del CPP).',
    date: '2026-10-08',
    readMinutes: 5,
    category: 'Guía',
  },
];

export const PENAL_ESSENTIALS: ServiceEssentials = {
  covers: [
    'Defensa de imputados desde la detención hasta la sentencia',
    'Querellas para víctimas de delitos',
    'Recursos ante las Cortes de Apelaciones y la Corte Suprema',
    'Asistencia a declaraciones ante la fiscalía o la policía',
  ],
  forWhom: [
    'Personas detenidas, citadas o formalizadas, y sus familias',
    'Víctimas que quieren querellarse',
    'Empresas y ejecutivos investigados (ver derecho penal económico)',
  ],
  duration: [
    `Urgencias: te contactamos en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora`,
    'Investigación: hasta 2 años como máximo desde la formalización (art. 247 del CPP)',
    'Una salida alternativa puede cerrar la causa en semanas',
  ],
  bring: [
    'Tu cédula de identidad',
    'La citación, el acta de detención o la resolución que recibiste',
    'El RUC o RIT de la causa, si lo tienes',
    'Nombres de testigos y cualquier documento, foto o mensaje relacionado',
  ],
  costs: [
    'Precio fijo por paquete, sin cobros por audiencia',
    'La defensa urgente se paga como la consulta de emergencia',
    'Peritos externos se cotizan aparte y solo con tu autorización',
  ],
};

export const PENAL_FAQS: readonly Faq[] = [
  {
    question: '¿Puedo llamar fuera del horario de oficina?',
    answer: `Sí. La oficina atiende en horario hábil (${company.hours.label.toLowerCase()}), pero la línea de urgencias penales funciona las 24 horas, todos los días: te contactamos en menos de ${company.emergencyContactMinutes} minutos.`,
  },
  {
    question: 'Me detuvieron: ¿tengo que declarar?',
    answer:
      'No. Tienes derecho a guardar silencio y a hablar con un abogado antes de declarar (art. 93 del Código Procesal Penal). Ejercer ese derecho no puede usarse en tu contra.',
  },
  {
    question: '¿Qué es la formalización?',
    answer:
      'Es la comunicación que hace el fiscal, ante el juez de garantía, de que te investiga por un delito. No es una condena: desde ahí corren los plazos de la investigación y se discuten las medidas cautelares.',
  },
  {
    question: '¿Por qué contratar un abogado privado si existe la Defensoría Penal Pública?',
    answer:
      'La Defensoría Penal Pública garantiza defensa a todo imputado que no tenga abogado, por regla general gratuita, y es una buena opción. Un abogado privado te da dedicación exclusiva, la posibilidad de elegir quién te defiende y una investigación propia de la defensa.',
  },
  {
    question: '¿Qué incluye el acompañamiento de los paquetes?',
    answer:
      'Contacto directo con tu abogado, revisión de cada resolución y preparación de cada audiencia durante el periodo del paquete: 3 meses en Defensa Esencial y 6 en Defensa Premium.',
  },
];
