import type { ServiceIcon } from '@/content/catalogue/home-services';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import type { ProcessStep } from '@/content/marketing/shapes';

/**
 * The content of /urgente, the 24/7 emergency consultation (its questions are in urgent-faqs.ts). The price is the emergencia plan's
 * and the call-back time is company.emergencyContactMinutes: neither is typed here.
 */

const plan = EMERGENCY_PLAN;
const minutes = `${String(company.emergencyContactMinutes)} minutos`;

/** A situation that cannot wait for office hours. */
export interface UrgentSituation {
  title: string;
  description: string;
  icon: ServiceIcon;
}

export const URGENT_SITUATIONS: readonly UrgentSituation[] = [
  {
    title: 'Detuvieron a alguien de tu familia',
    description:
      'La persona detenida debe ser llevada ante el juez de garantía dentro de 24 horas para el control de detención (art. 131 del Código Procesal Penal), y tiene derecho a un abogado desde la primera actuación y a guardar silencio (art. 93). Te orientamos antes de esa audiencia.',
    icon: 'siren',
  },
  {
    title: 'Tienes una audiencia mañana y no tienes abogado',
    description:
      'Una audiencia laboral, de familia o civil ya fijada: revisamos contigo la citación, qué se decide en ella y qué tienes que llevar.',
    icon: 'scale',
  },
  {
    title: 'El SII te citó o llegó una fiscalización',
    description:
      'Una citación del SII da un mes para responder, ampliable una vez hasta por otro mes (art. 63 del Código Tributario). Una revisión en tu negocio exige saber hoy qué entregar y cómo.',
    icon: 'calculator',
  },
  {
    title: 'Te despidieron de un día para otro',
    description:
      'Antes de firmar el finiquito, revísalo: puedes firmarlo con reserva de derechos. Para demandar por despido injustificado tienes 60 días hábiles desde la separación (art. 168 del Código del Trabajo).',
    icon: 'briefcase',
  },
  {
    title: 'Allanamiento o incautación',
    description:
      'Si la policía entra a tu casa u oficina, pide ver la orden y no declares sin abogado. Te decimos qué puedes exigir y qué hacer después.',
    icon: 'home',
  },
  {
    title: 'Un plazo judicial que vence hoy o mañana',
    description:
      'Una demanda notificada, una resolución o un recurso con el plazo corriendo: te decimos qué hacer antes de que venza.',
    icon: 'file-text',
  },
];

export const URGENT_STEPS: readonly ProcessStep[] = [
  {
    title: 'Deja tu solicitud',
    description:
      'Tu nombre, RUT, correo, teléfono y, en pocas palabras, qué está pasando. La recibimos a cualquier hora: de noche, fines de semana y feriados.',
    icon: 'file-text',
  },
  {
    title: 'Paga la consulta',
    description: `${formatClp(plan.price)} por transferencia o con tarjeta, como cualquier consulta. No necesitas esperar a que verifiquemos el pago.`,
    icon: 'shield-check',
  },
  {
    title: 'Un abogado te llama',
    description: `Al teléfono que dejaste, en menos de ${minutes} desde tu solicitud, para decirte qué hacer ahora y qué viene después.`,
    icon: 'siren',
  },
];

/** What to have at hand while the lawyer calls. */
export const URGENT_CHECKLIST: readonly string[] = [
  'Tu cédula de identidad y, si la emergencia es de otra persona, su nombre completo y RUT.',
  'Dónde ocurre: la comisaría, el tribunal, la fiscalía o la oficina del SII que interviene.',
  'Las notificaciones, citaciones, cartas o actas que hayas recibido (una foto basta).',
  'El teléfono que dejaste en la solicitud, con batería y a mano.',
];
