import { practiceDefaultPlan } from '../practice-areas';
import { laboralMeta } from './laboral-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const laboralServices = [
  {
    planId: 'laboral-despido-injustificado',
    description:
      'Te despidieron y crees que la causal no corresponde, o no te pagaron lo que te deben. Revisamos la carta de despido y te decimos qué puedes cobrar.',
    features: [
      'Revisión de la carta de despido y la causal invocada',
      'Cálculo de indemnizaciones y recargos del art. 168 del Código del Trabajo',
      'Plazo exacto para reclamar o demandar',
      'Resumen escrito con los pasos a seguir',
    ],
    badge: 'Más consultado',
    highlighted: true,
    icon: 'briefcase',
  },
  {
    planId: 'laboral-autodespido',
    description:
      'Tu empleador no paga las cotizaciones, te cambió las condiciones o te maltrata. Evaluamos si procede el despido indirecto y cómo hacerlo sin perder tus derechos.',
    features: [
      'Análisis de los incumplimientos de tu empleador',
      'Revisión de cotizaciones y liquidaciones',
      'Borrador de la carta de autodespido',
      'Pasos ante la Inspección del Trabajo y el tribunal',
    ],
    icon: 'scale',
  },
  {
    planId: 'laboral-revision-finiquito',
    description:
      'Antes de firmar el finiquito, revisamos que incluya todo lo que te corresponde y te explicamos qué significa firmar con o sin reserva de derechos.',
    features: [
      'Revisión línea a línea del finiquito',
      'Verificación de vacaciones proporcionales e indemnizaciones',
      'Cómo firmar con reserva de derechos',
      'Respuesta por escrito',
    ],
    icon: 'file-text',
  },
] as const;

export const laboralFaqs = [
  {
    question: '¿Cuánto plazo tengo para demandar por despido injustificado?',
    answer:
      'Sesenta días hábiles desde la separación (art. 168 del Código del Trabajo). El plazo se suspende mientras esté en trámite un reclamo ante la Inspección del Trabajo, pero en ningún caso puedes demandar después de 90 días hábiles desde el despido. Por eso conviene consultar apenas te despiden.',
  },
  {
    question: '¿Cuánto es la indemnización por años de servicio?',
    answer:
      'Si trabajaste un año o más y te despidieron por necesidades de la empresa, corresponden 30 días de tu última remuneración mensual por cada año y fracción superior a seis meses, con un tope de 11 años (art. 163; no rige si te contrataron antes del 14 de agosto de 1981) y una remuneración máxima de 90 UF para el cálculo (art. 172). Si el tribunal declara injustificado el despido, esa indemnización se aumenta entre un 30% y un 100% según la causal.',
  },
  {
    question: '¿Qué pasa si firmo el finiquito?',
    answer:
      'El finiquito firmado ante ministro de fe tiene poder liberatorio: en principio no podrás cobrar después lo que no reclamaste. Si no estás de acuerdo con algo, deja escrita en el finiquito tu reserva de derechos antes de firmar. Revisarlo antes te evita perder montos.',
  },
  {
    question: '¿La consulta incluye ir a juicio?',
    answer:
      'No. La consulta es para evaluar tu caso y decirte cuánto puedes cobrar y cómo. Si decides demandar, te damos un presupuesto cerrado por escrito antes de empezar.',
  },
  {
    question: '¿Atienden a empleadores?',
    answer:
      'Sí. También revisamos cartas de despido antes de enviarlas, finiquitos y reglamentos internos, para que la empresa cumpla la ley y evite demandas.',
  },
] as const;

export const laboralNews = [
  {
    slug: 'despido-injustificado',
    fallback: '/servicios/laboral',
    title: 'Despido injustificado en Chile: plazos, indemnizaciones y cómo reclamar',
    excerpt:
      'Los plazos corren desde el día del despido. Qué documentos guardar, dónde reclamar y cuándo conviene demandar.',
    date: '2026-10-06',
    readMinutes: 7,
    category: 'Laboral',
  },
  {
    slug: 'calculo-indemnizacion',
    fallback: '/calculadoras/indemnizacion',
    title: 'Cómo se calcula la indemnización por años de servicio en Chile',
    excerpt:
      'Treinta días por año con tope de once años y de 90 UF: un ejemplo paso a paso con el aviso previo y los recargos.',
    date: '2026-09-15',
    readMinutes: 6,
    category: 'Laboral',
  },
  {
    slug: 'derechos-fundamentales',
    fallback: '/servicios/laboral',
    title: 'Tutela de derechos fundamentales en el trabajo: cuándo procede y qué puedes obtener',
    excerpt:
      'Cuándo un despido vulnera tus derechos y por qué la indemnización adicional puede llegar a 11 remuneraciones.',
    date: '2026-08-20',
    readMinutes: 6,
    category: 'Laboral',
  },
] as const;

export const laboral: PracticeContent = {
  ...laboralMeta,
  hero: {
    eyebrow: 'Derecho laboral',
    title: 'Abogado laboral para defender tu despido y tu finiquito',
    lead: 'Revisamos tu despido, tu finiquito o los incumplimientos de tu empleador, te decimos cuánto puedes cobrar y en qué plazo, y te acompañamos si hay que reclamar.',
    highlights: [
      'Cálculo de indemnizaciones con la ley vigente',
      'Plazos claros: el de 60 días hábiles corre desde el despido',
      'Presupuesto cerrado si decides demandar',
    ],
  },
  defaultPlan: practiceDefaultPlan('laboral') ?? 'laboral',
  whatsappMessage: 'Hola, necesito orientación sobre un tema laboral.',
  services: laboralServices,
  audience: [
    'Trabajadores despedidos que dudan de la causal o del monto pagado',
    'Quienes van a firmar un finiquito y quieren saber si está completo',
    'Trabajadores a quienes no les pagan cotizaciones o remuneraciones',
    'Personas que sufren acoso laboral o sexual en el trabajo',
    'Empleadores que necesitan despedir o terminar un contrato conforme a la ley',
  ],
  steps: practiceSteps(
    'Nos mandas la carta de despido, el contrato y tus últimas liquidaciones por correo o WhatsApp antes de la consulta.',
    {
      title: 'Recibe tu estrategia',
      text: 'Te entregamos por escrito los montos estimados, los plazos y el camino a seguir: reclamo en la Inspección, demanda o acuerdo.',
    },
  ),
  bring: [
    'Contrato de trabajo y sus anexos',
    'Carta de despido o aviso de término, si existe',
    'Las últimas tres liquidaciones de sueldo',
    'Certificado de cotizaciones previsionales (AFP)',
    'Borrador del finiquito, si ya te lo entregaron',
    'Correos, mensajes o testigos de lo ocurrido',
  ],
  faqs: laboralFaqs,
  news: laboralNews,
  cta: {
    title: 'Los plazos laborales son cortos',
    text: 'Agenda hoy y sabrás cuánto puedes cobrar antes de firmar o de que se venza tu plazo.',
  },
};
