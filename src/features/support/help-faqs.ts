import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { PLANS } from '@/content/catalogue/plans';
import { company } from '@/content/company';
import { HOLD_MINUTES, LEAD_MINUTES, SESSION_MINUTES } from '@/lib/booking/schedule';
import { formatClp } from '@/lib/format/clp';
import type { Faq } from '@/lib/seo/json-ld';

const HOLD_HOURS = HOLD_MINUTES / 60;

/** The questions the help menu answers, from the catalogue and the booking rules. */
export const HELP_FAQS: readonly Faq[] = [
  {
    question: '¿Cómo agendo una consulta?',
    answer: `Elige el servicio, el día y la hora en el calendario, completa tus datos y elige videollamada o llamada telefónica. Cada consulta dura ${SESSION_MINUTES} minutos; puedes agendar de lunes a viernes con al menos ${LEAD_MINUTES} minutos de anticipación.`,
  },
  {
    question: '¿Cuánto cuesta una consulta?',
    answer: `La primera orientación es gratuita. La ${PLANS.general.name.toLowerCase()} vale ${formatClp(PLANS.general.price)} y cada área tiene su consulta con precio fijo, que ves antes de pagar. No hay cobros adicionales por la consulta.`,
  },
  {
    question: '¿Cuánto tiempo se reserva mi hora mientras pago?',
    answer: `Al agendar una consulta pagada, tu hora queda reservada por ${HOLD_HOURS} horas. Si el pago no se completa en ese plazo, la hora se libera para otra persona.`,
  },
  {
    question: '¿Cómo puedo pagar?',
    answer:
      'Con tarjeta de crédito o débito a través de Webpay de Transbank, o por transferencia bancaria, enviándonos el comprobante para confirmar la reserva.',
  },
  {
    question: '¿Puedo cancelar o cambiar la hora?',
    answer: `Sí, sin costo hasta 4 horas antes de la consulta, desde tu cuenta o escribiéndonos a ${company.email} o por WhatsApp. Te devolvemos lo pagado o lo aplicamos a una nueva fecha.`,
  },
  {
    question: '¿Qué hago si es una emergencia?',
    answer: `Agenda la ${EMERGENCY_PLAN.name} (${formatClp(EMERGENCY_PLAN.price)}): un abogado te contacta en menos de ${company.emergencyContactMinutes} minutos, a cualquier hora.`,
  },
];
