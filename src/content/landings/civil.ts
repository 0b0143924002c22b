import type { FirmFigureKey } from '@/content/company';
import type { PlanId } from '@/content/catalogue/plans';
import type {
  Faq,
  NewsTeaser,
  ProcessStep,
  ServiceOffer,
  Testimonial,
} from '@/content/marketing/shapes';
import type { ServiceEssentials } from './essentials';

/** /servicios/civil: debt collection, civil lawsuits and civil liability. */

export const CIVIL_PATH = '/servicios/civil';

/** The general civil consultation, booked from the hero and the final call to action. */
export const CIVIL_CONSULTATION_PLAN = 'civil' satisfies PlanId;

/** The firm's figures this page shows (outcome figures are not stated: see company.ts). */
export const CIVIL_STATS: readonly FirmFigureKey[] = ['experience', 'lawyerContact', 'chatReply'];

export const CIVIL_PACKAGES: readonly ServiceOffer[] = [
  {
    planId: 'cobranza-express',
    description: 'Cobro judicial de deudas respaldadas por un pagaré, cheque, factura o sentencia.',
    features: [
      'Gestión extrajudicial previa con carta de cobro',
      'Demanda ejecutiva y gestiones preparatorias',
      'Medidas precautorias y embargo',
      'Seguimiento hasta el pago o el remate',
    ],
    delivery: 'Demanda presentada en 5 días hábiles desde que recibimos los documentos',
    icon: 'calculator',
  },
  {
    planId: 'litigios-premium',
    description: 'Juicio civil completo en primera instancia, con un abogado a cargo de tu causa.',
    features: [
      'Estudio del caso y estrategia escrita',
      'Demanda o contestación, prueba y alegatos',
      'Negociación y avenimiento cuando convenga',
      'Informe de avance cada mes',
    ],
    delivery: 'Primera instancia: de 1 a 2 años, según el tribunal y la prueba',
    badge: 'Más elegido',
    highlighted: true,
    icon: 'scale',
  },
  {
    planId: 'corporativo-civil',
    description: 'Departamento civil externo para empresas: contratos, cobranzas y juicios.',
    features: [
      'Revisión ilimitada de contratos civiles',
      'Cartera de cobranza con reporte mensual',
      'Representación en juicios civiles de la empresa',
      'Respuesta a consultas en 24 horas hábiles',
    ],
    delivery: 'Contrato por 12 meses',
    icon: 'building',
  },
];

/** What the civil practice handles, shown as cards. */
export const CIVIL_SERVICE_CARDS: readonly { title: string; text: string }[] = [
  {
    title: 'Cobranza de deudas',
    text: 'Pagarés, cheques protestados, facturas y letras, por la vía ejecutiva cuando el título lo permite.',
  },
  {
    title: 'Contratos civiles',
    text: 'Redacción, revisión e incumplimiento de compraventas, arriendos, mutuos y prestación de servicios.',
  },
  {
    title: 'Juicios de arrendamiento',
    text: 'Término de arriendo, cobro de rentas y restitución del inmueble (Ley 18.101).',
  },
  {
    title: 'Indemnización de perjuicios',
    text: 'Daño emergente, lucro cesante y daño moral, por incumplimiento de contrato o por un hecho ilícito.',
  },
];

/** The stages of a judicial collection: each starts only if the one before did not get paid. */
export const COLLECTION_STAGES: readonly { title: string; text: string }[] = [
  {
    title: 'Cobranza extrajudicial',
    text: 'Carta de cobro y propuesta de pago. Muchos deudores pagan o repactan al saber que la demanda está lista.',
  },
  {
    title: 'Demanda ejecutiva',
    text: 'Con un título ejecutivo (art. 434 del Código de Procedimiento Civil) el tribunal ordena el mandamiento de ejecución y embargo.',
  },
  {
    title: 'Embargo y remate',
    text: 'Se embargan bienes del deudor y, si no paga, se rematan para pagar la deuda, los intereses y las costas.',
  },
];

export const CIVIL_LIABILITY = {
  intro:
    'Quien causa un daño a otro debe repararlo. La ley distingue dos caminos, con plazos distintos:',
  kinds: [
    {
      title: 'Responsabilidad contractual',
      text: 'Cuando una parte no cumple un contrato, o cumple tarde o mal (art. 1556 del Código Civil). Se indemniza el daño emergente y el lucro cesante.',
    },
    {
      title: 'Responsabilidad extracontractual',
      text: 'Cuando el daño viene de un hecho ilícito sin contrato de por medio: un accidente, una negligencia (arts. 2314 y siguientes del Código Civil). La acción prescribe en 4 años desde el hecho (art. 2332).',
    },
    {
      title: 'Daño moral',
      text: 'El sufrimiento causado también se indemniza. Los tribunales fijan el monto según la gravedad del daño y la prueba presentada.',
    },
  ],
} as const;

export const CIVIL_STEPS: readonly ProcessStep[] = [
  {
    title: 'Consulta inicial',
    description:
      'En 45 minutos revisamos tus documentos, los plazos de prescripción y las opciones reales.',
    icon: 'users',
  },
  {
    title: 'Estrategia y presupuesto',
    description: 'Te proponemos el camino (negociar, demandar o defenderte) con su costo total.',
    icon: 'file-text',
  },
  {
    title: 'Acción judicial',
    description:
      'Presentamos la demanda o la contestación y te informamos de cada resolución del tribunal.',
    icon: 'scale',
  },
  {
    title: 'Cobro y cierre',
    description: 'Ejecutamos la sentencia o el acuerdo hasta que el pago llegue a tu cuenta.',
    icon: 'shield-check',
  },
];

/** Typical civil cases, illustrative (see ILLUSTRATIVE_CASES_NOTE). */
export const CIVIL_STORIES: readonly Testimonial[] = [
  {
    name: 'Rodrigo M.',
    role: 'Dueño de una distribuidora, Maipú',
    content:
      'Tenía facturas impagas de dos clientes. Con la cobranza ejecutiva recuperé casi todo en menos de un año y supe en cada etapa qué estaba pasando.',
    rating: 5,
    case: 'Cobranza de facturas',
  },
  {
    name: 'Carolina V.',
    role: 'Arrendadora, Ñuñoa',
    content:
      'Mi arrendatario dejó de pagar seis meses. Me explicaron el juicio de arrendamiento paso a paso y recuperé la propiedad.',
    rating: 5,
    case: 'Término de arriendo',
  },
  {
    name: 'Felipe A.',
    role: 'Profesional independiente, Providencia',
    content:
      'Un choque me dejó sin trabajar tres meses. Lograron un acuerdo con la aseguradora que cubrió el lucro cesante.',
    rating: 4,
    case: 'Indemnización por accidente',
  },
];

export const CIVIL_NEWS: readonly NewsTeaser[] = [
  {
    slug: 'reforma-codigo-civil-contratos',
    fallback: '/contratos-express',
    title:
      'Contratos civiles en Chile: qué cambió, qué sigue igual y las cláusulas que evitan un juicio',
    excerpt: 'Plazos, multas, garantías y domicilio: qué revisar antes de firmar.',
    date: '2026-11-10',
    readMinutes: 6,
    category: 'Contratos',
  },
  {
    slug: 'dano-moral-montos-2025',
    fallback: '/contacto',
    title: 'Daño moral en Chile: cómo fijan los tribunales el monto',
    excerpt: 'Qué se prueba, qué pesa en la sentencia y por qué cada caso es distinto.',
    date: '2026-11-03',
    readMinutes: 6,
    category: 'Responsabilidad civil',
  },
  {
    slug: 'prescripcion-pagare-cheque',
    fallback: '/calculadora-cobranza',
    title: 'Pagarés, letras y cheques: el plazo de un año para cobrarlos',
    excerpt:
      'La acción cambiaria del pagaré prescribe en un año desde su vencimiento (Ley 18.092, art. 98).',
    date: '2026-10-27',
    readMinutes: 5,
    category: 'Cobranza',
    urgent: true,
  },
  {
    slug: 'juicio-arrendamiento-ley-18101',
    fallback: '/servicios/inmobiliario',
    title: 'Arrendatario que no paga: el juicio de arrendamiento y el procedimiento monitorio',
    excerpt: 'Cómo se termina el contrato y se recupera el inmueble ante el juzgado civil.',
    date: '2026-10-20',
    readMinutes: 5,
    category: 'Arriendos',
  },
  {
    slug: 'embargo-bienes-inembargables',
    fallback: '/calculadora-cobranza',
    title: 'Embargo: qué bienes se pueden embargar y cuáles no',
    excerpt: 'El Código de Procedimiento Civil protege algunos bienes del deudor (art. 445).',
    date: '2026-10-13',
    readMinutes: 5,
    category: 'Cobranza',
  },
  {
    slug: 'mediacion-vs-juicio-civil',
    fallback: '/contacto',
    title: '¿Negociar o demandar? Cuándo conviene un acuerdo y cuándo un juicio civil',
    excerpt: 'Costos, tiempos y riesgos de un juicio civil frente a una transacción.',
    date: '2026-10-06',
    readMinutes: 5,
    category: 'Litigios',
  },
];

export const CIVIL_ESSENTIALS: ServiceEssentials = {
  covers: [
    'Cobranza judicial y extrajudicial de deudas',
    'Juicios por incumplimiento de contratos y de arrendamiento',
    'Indemnización de perjuicios y daño moral',
    'Defensa si te demandan o te cobran una deuda',
  ],
  forWhom: [
    'Personas a quienes les deben dinero o que fueron demandadas',
    'Arrendadores y arrendatarios',
    'Pymes y empresas con cartera de clientes morosos',
  ],
  duration: [
    'Consulta: 45 minutos, con un resumen escrito',
    'Cobranza ejecutiva: de 6 a 18 meses, según el deudor y sus bienes',
    'Juicio civil ordinario: de 1 a 2 años en primera instancia',
  ],
  bring: [
    'El título de la deuda: pagaré, cheque protestado, factura o contrato',
    'Tu cédula de identidad (o el RUT y la escritura de la empresa)',
    'Correos, cartas o mensajes que muestren el incumplimiento',
    'Datos del deudor o de la contraparte: nombre, RUT y domicilio',
  ],
  costs: [
    'Precio fijo por paquete, publicado antes de contratar',
    'Cobranza Express suma un 15% de lo que efectivamente se recupera',
    'Los gastos del juicio (receptor judicial, notificaciones) se informan antes de incurrirlos',
  ],
};

export const CIVIL_FAQS: readonly Faq[] = [
  {
    question: '¿Cuánto tiempo tengo para cobrar un pagaré o un cheque?',
    answer:
      'La acción cambiaria de un pagaré prescribe en un año desde su vencimiento (Ley 18.092, art. 98), y la de un cheque protestado, en un año desde el protesto. Pasado ese plazo aún puede haber otras acciones, pero el cobro es más lento: consulta cuanto antes.',
  },
  {
    question: '¿Qué es un título ejecutivo?',
    answer:
      'Es un documento que permite cobrar directamente, sin un juicio largo: una sentencia firme, un pagaré o letra con firma autorizada ante notario o reconocida, un cheque protestado, una factura con mérito ejecutivo, entre otros (art. 434 del Código de Procedimiento Civil).',
  },
  {
    question: '¿Qué pasa si el deudor no tiene bienes?',
    answer:
      'Lo revisamos antes de demandar. Si el deudor no tiene bienes embargables, te lo decimos en la consulta para que no gastes en un juicio que no podrá pagarse.',
  },
  {
    question: '¿Cuánto cuesta la Cobranza Express?',
    answer:
      'Un precio fijo más el 15% de lo que se recupere, para deudas de hasta $5.000.000. Si no se recupera nada, no pagas ese porcentaje.',
  },
  {
    question: '¿Puedo pedir indemnización por daño moral?',
    answer:
      'Sí, si acreditas el daño y su relación con el hecho o el incumplimiento. En un hecho ilícito la acción prescribe en 4 años desde que ocurrió (art. 2332 del Código Civil).',
  },
];
