import { company } from '../company';
import type { ProcessStep } from '../marketing/shapes';

/**
 * The four steps every practice works by: book, send the papers, talk to the lawyer, receive
 * the work. Each page says what its second and last steps mean for its services.
 */
export function practiceSteps(papers: string, outcome: { title: string; text: string }) {
  return [
    {
      title: 'Elige el servicio y agenda',
      description:
        'Ves el precio final antes de pagar. Eliges día y hora de lunes a viernes y pagas por transferencia o tarjeta.',
      icon: 'calculator',
    },
    { title: 'Envía tus antecedentes', description: papers, icon: 'file-text' },
    {
      title: 'Habla con tu abogado',
      description: `Una conversación de ${String(company.consultationMinutes)} minutos por videollamada o teléfono. Te contactamos dentro de ${String(company.contactWithinHours)} horas desde tu reserva para coordinarla.`,
      icon: 'users',
    },
    { title: outcome.title, description: outcome.text, icon: 'shield-check' },
  ] as const satisfies readonly ProcessStep[];
}
