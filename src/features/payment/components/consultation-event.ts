import { company } from '@/content/company';
import { SESSION_MINUTES } from '@/booking/model/schedule';
import { MEETING_MODES } from './meeting-mode';
import type { MeetingMode } from './payment-outcome';

export interface ConsultationEventText {
  title: string;
  description: string;
  location: string;
}

/**
 * The texts of the calendar event. Built only from the service's name and the meeting mode: the
 * event travels to calendar providers and shows on lock screens, so it never carries the client's
 * case description, RUT or contact data.
 */
export function consultationEventText(service: string, mode: MeetingMode): ConsultationEventText {
  const { label } = MEETING_MODES[mode];
  return {
    title: `${service} · ${company.name}`,
    description: [
      `Servicio: ${service}`,
      `Modalidad: ${label}`,
      `Duración: ${SESSION_MINUTES} minutos`,
      `Consultas: ${company.email}`,
    ].join('\n'),
    location: label,
  };
}
