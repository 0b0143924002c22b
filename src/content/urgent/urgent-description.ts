import { company } from '@/content/company';

/** What /urgente offers, in one sentence: its meta description and its Service's description. */
export const URGENT_DESCRIPTION = `Abogado de urgencia 24/7 en Chile: detenciones, audiencias, fiscalizaciones del SII y despidos. Te llamamos en menos de ${String(company.emergencyContactMinutes)} minutos, también de noche y en feriados.`;
