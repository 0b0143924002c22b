import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import type { Faq } from '@/content/marketing/shapes';

/** The questions of /urgente, shown in its body and published as its FAQPage. */

const plan = EMERGENCY_PLAN;
const minutes = `${String(company.emergencyContactMinutes)} minutos`;

export const URGENT_FAQS: readonly Faq[] = [
  {
    question: '¿Cuánto cuesta la consulta de emergencia?',
    answer: `${formatClp(plan.price)}. Es un precio fijo por la consulta telefónica con un abogado. Si después necesitas que te representemos, te damos un presupuesto antes de seguir.`,
  },
  {
    question: '¿De verdad atienden de noche, fines de semana y feriados?',
    answer: `Sí. Recibimos la solicitud a cualquier hora y te llamamos en menos de ${minutes}, todos los días del año. Las consultas agendadas siguen en horario de oficina: ${company.hours.label.toLowerCase()}.`,
  },
  {
    question: '¿Desde cuándo corren los minutos?',
    answer: `Desde que envías la solicitud. No esperamos a verificar la transferencia para llamarte: la llamada llega dentro de ${minutes} igual.`,
  },
  {
    question: '¿Qué pasa si no alcanzo a pagar?',
    answer:
      'Tu solicitud queda pendiente de pago durante 2 horas. Si en ese plazo no recibimos el pago, se cierra y puedes enviar una nueva.',
  },
  {
    question: '¿Puedo pedir ayuda para otra persona?',
    answer:
      'Sí. Deja tus datos (te llamamos a ti) y, en la descripción, el nombre de la persona y lo que le pasó.',
  },
  {
    question: '¿Y si mi caso puede esperar unos días?',
    answer:
      'Entonces te conviene una consulta agendada del área que corresponda, a precio fijo, o una primera orientación gratuita, de lunes a viernes.',
  },
];
