import { practiceDefaultPlan } from '../practice-areas';
import { familiaMeta } from './familia-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const familiaServices = [
  {
    planId: 'familia-divorcio',
    description:
      'Te explicamos qué divorcio te corresponde (de común acuerdo, unilateral o por culpa), qué debe decir el acuerdo completo y suficiente y cuánto tarda.',
    features: [
      'Tipo de divorcio según tu cese de convivencia',
      'Compensación económica y régimen de bienes',
      'Acuerdo sobre hijos: alimentos, cuidado y visitas',
      'Presupuesto cerrado de la tramitación',
    ],
    badge: 'Más consultado',
    highlighted: true,
    icon: 'users',
  },
  {
    planId: 'familia-pension-alimentos',
    description:
      'Demandar, aumentar, rebajar o cobrar una pensión de alimentos. Estimamos el monto con la Ley 14.908 y te decimos cómo exigir su pago.',
    features: [
      'Estimación del monto según ingresos y necesidades',
      'Mínimo legal y tope del 50% de los ingresos',
      'Cobro de pensiones adeudadas y Registro de Deudores',
      'Preparación de la mediación obligatoria',
    ],
    icon: 'scale',
  },
  {
    planId: 'familia-cuidado-personal',
    description:
      'Con quién viven los hijos y cómo se relacionan con el otro padre o madre. Te orientamos para acordarlo o pedirlo al tribunal.',
    features: [
      'Cuidado personal compartido o exclusivo',
      'Régimen de relación directa y regular (visitas)',
      'Autorización de salida del país',
      'Pasos de la mediación y del juicio',
    ],
    icon: 'home',
  },
] as const;

export const familiaFaqs = [
  {
    question: '¿Cuánto tiempo de separación necesito para divorciarme?',
    answer:
      'Para el divorcio de común acuerdo, un año de cese de la convivencia; para el unilateral, tres años (Ley 19.947, art. 55). El divorcio por culpa no exige un plazo de separación, pero hay que probar la falta grave del otro cónyuge.',
  },
  {
    question: '¿Cuál es la pensión de alimentos mínima?',
    answer:
      'Para un hijo, el 40% del ingreso mínimo remuneracional que corresponda según la edad de quien paga; si son dos o más hijos, el 30% por cada uno (Ley 14.908, art. 3). El tribunal no puede fijar una pensión superior al 50% de los ingresos del alimentante (art. 7).',
  },
  {
    question: '¿Es obligatoria la mediación?',
    answer:
      'Sí, antes de demandar alimentos, cuidado personal o relación directa y regular hay que pasar por una mediación familiar, que es gratuita en el sistema licitado. Si no hay acuerdo, se puede ir a juicio.',
  },
  {
    question: '¿Necesito abogado para divorciarme?',
    answer:
      'Sí. En el divorcio la ley exige comparecer con abogado. En la consulta te decimos qué documentos reunir y te damos un presupuesto cerrado de la tramitación.',
  },
  {
    question: '¿Hasta qué edad se pagan alimentos a los hijos?',
    answer:
      'Hasta los 21 años, o hasta los 28 si el hijo estudia una profesión u oficio, y sin límite de edad si tiene una incapacidad que le impida mantenerse.',
  },
] as const;

export const familiaNews = [
  {
    slug: 'divorcio-chile-2025',
    fallback: '/servicios/familia',
    title: 'Divorcio en Chile: tipos, hijos, pasos y costos',
    excerpt:
      'Común acuerdo, unilateral o por culpa: cuánto tiempo de separación exige cada uno y qué incluye el acuerdo completo y suficiente.',
    date: '2026-10-28',
    readMinutes: 9,
    category: 'Familia',
  },
  {
    slug: 'pension-alimentos-monto',
    fallback: '/calculadoras/pension',
    title:
      'Cómo se calcula una pensión de alimentos en Chile: mínimo legal, tope y criterios del tribunal',
    excerpt:
      'El mínimo legal, el tope del 50% y lo que considera el tribunal: ingresos, necesidades del hijo y otras cargas.',
    date: '2026-09-28',
    readMinutes: 5,
    category: 'Familia',
  },
  {
    slug: 'cuidado-personal-compartido',
    fallback: '/servicios/familia',
    title: 'Cuidado personal compartido: cuándo procede y cómo se acuerda',
    excerpt:
      'Qué dice la ley sobre la corresponsabilidad de los padres y cómo se acuerda un régimen de visitas que funcione.',
    date: '2026-08-31',
    readMinutes: 5,
    category: 'Familia',
  },
] as const;

export const familia: PracticeContent = {
  ...familiaMeta,
  hero: {
    eyebrow: 'Derecho de familia',
    title: 'Abogados de familia que te explican cada paso',
    lead: 'Divorcio, pensión de alimentos, cuidado personal y visitas: te decimos qué te corresponde, cuánto tarda y cuánto cuesta, con un trato cercano y reservado.',
    highlights: [
      'Acuerdos que protegen a tus hijos',
      'Montos estimados con la ley vigente',
      'Presupuesto cerrado antes de iniciar un juicio',
    ],
  },
  defaultPlan: practiceDefaultPlan('familia') ?? 'familia',
  whatsappMessage: 'Hola, necesito orientación sobre un tema de familia.',
  services: familiaServices,
  audience: [
    'Parejas casadas que quieren divorciarse de común acuerdo o por separado',
    'Madres y padres que necesitan fijar, cobrar o ajustar una pensión de alimentos',
    'Padres y madres que quieren acordar con quién viven los hijos y las visitas',
    'Convivientes civiles que terminan su acuerdo de unión civil',
    'Abuelos y familiares que piden relación directa y regular con un niño',
  ],
  steps: practiceSteps(
    'Nos envías el certificado de matrimonio o de nacimiento de los hijos y lo que tengas de ingresos y gastos.',
    {
      title: 'Recibe tu plan',
      text: 'Te dejamos por escrito las opciones (acuerdo, mediación o juicio), los plazos y el costo de cada una.',
    },
  ),
  bring: [
    'Certificado de matrimonio o de acuerdo de unión civil',
    'Certificados de nacimiento de los hijos',
    'Liquidaciones de sueldo o boletas que acrediten ingresos',
    'Boletas de gastos de los hijos: colegio, salud, arriendo',
    'Resoluciones o acuerdos anteriores del tribunal de familia, si existen',
    'Fecha aproximada en que cesó la convivencia y cómo probarla',
  ],
  faqs: familiaFaqs,
  news: familiaNews,
  cta: {
    title: 'Resolvamos tu caso con calma',
    text: 'Agenda tu consulta y sal de ella sabiendo qué hacer, cuánto tarda y cuánto cuesta.',
  },
};
