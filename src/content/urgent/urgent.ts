import { company, minutesInWords } from '@/content/company';
import type { Faq } from '@/content/marketing/shapes';

/** Situations that cannot wait for an office appointment, with what to do first in each. */
export const EMERGENCIES: readonly { title: string; text: string }[] = [
  {
    title: 'Detención de un familiar o tuya',
    text: 'La audiencia de control de detención se hace dentro de 24 horas desde la detención. Antes de declarar, pide hablar con un abogado: es tu derecho.',
  },
  {
    title: 'Una audiencia mañana o un plazo que vence',
    text: 'Formalización, medida cautelar, plazo para contestar una demanda o para recurrir: un día puede decidir el caso.',
  },
  {
    title: 'Fiscalización del SII o de la Dirección del Trabajo',
    text: 'Una citación, una notificación o fiscalizadores en tu empresa. No entregues documentos sin saber qué te piden ni por qué.',
  },
  {
    title: 'Violencia intrafamiliar',
    text: 'Si corres peligro ahora, llama primero al 133 (Carabineros). Después te ayudamos con la denuncia y las medidas de protección.',
  },
  {
    title: 'Un despido de hoy',
    text: 'Tienes 60 días hábiles para demandar, pero lo que firmes hoy (un finiquito, una renuncia) puede cerrar puertas. Consulta antes de firmar.',
  },
  {
    title: 'Un embargo o un lanzamiento en curso',
    text: 'Receptor judicial en tu casa o en tu negocio: hay defensas que se presentan en días, no en semanas.',
  },
];

/** What to have at hand when the lawyer calls. */
export const HAVE_AT_HAND: readonly string[] = [
  'Tu RUT o documento de identidad',
  'Nombre completo y RUT de la persona afectada, si no eres tú',
  'El documento que recibiste: citación, notificación, resolución o carta de despido',
  'El tribunal, la fiscalía o la comisaría, y el número de causa o parte si lo tienes',
  'Fechas y horas de lo ocurrido y de la próxima audiencia',
];

const within = minutesInWords(company.emergencyContactMinutes);

export const URGENT_FAQS: readonly Faq[] = [
  {
    question: '¿A qué hora puedo llamar?',
    answer: `A cualquier hora, todos los días, incluidos fines de semana y feriados. Un abogado te contacta en menos de ${within}. La oficina atiende el resto de las consultas de lunes a viernes, de 09:00 a 18:00.`,
  },
  {
    question: '¿Cuánto cuesta la consulta de emergencia?',
    answer:
      'Tiene un precio fijo, el mismo a cualquier hora, que ves en esta página. Si el abogado concluye que tu caso no es urgente, te lo dice y puedes agendar una consulta normal.',
  },
  {
    question: '¿Qué pasa si no es una emergencia?',
    answer:
      'Si tu caso puede esperar a un día hábil, agenda una consulta en horario de oficina: cuesta menos y el abogado tiene más tiempo para preparar tu caso.',
  },
  {
    question: '¿Y si la emergencia es un peligro para alguien?',
    answer:
      'Llama primero a Carabineros (133), a la PDI (134) o al SAMU (131). Nosotros te asesoramos en lo legal, no reemplazamos a los servicios de emergencia.',
  },
];
