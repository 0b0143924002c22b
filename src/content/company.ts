/**
 * Facts about the firm, defined once. Every page, the footer, JSON-LD and the booking messages read
 * them from here.
 *
 * Where the spec contradicts itself, one value was chosen and is used everywhere:
 * - consultation length: 45 minutes (what is sold and booked; 60 minutes was only a calendar
 *   setting of the original implementation);
 * - response times: one set that office hours can keep. WhatsApp and chat messages are answered
 *   within `chatReplyMinutes` during office hours; after a booking a lawyer contacts the client
 *   within `contactWithinHours`; only the emergency consultation runs at any hour, with contact
 *   within `emergencyContactMinutes`. Pages state these through RESPONSE_CLAIMS, never in words
 *   of their own ("2 min" and "5 min" once appeared side by side).
 */
export const company = {
  name: 'Punto Legal',
  tagline: 'Abogados en Santiago',
  description:
    'Estudio jurídico chileno con servicios legales a precio fijo: consultas de 45 minutos por videollamada o teléfono y trámites express.',
  email: 'contacto@puntolegal.cl',
  phone: '+56 2 2938 4120',
  phoneHref: 'tel:+56229384120',
  whatsappNumber: '56962321883',
  address: {
    street: 'Av. El Golf 40, piso 12',
    district: 'Las Condes',
    city: 'Santiago',
    region: 'Región Metropolitana',
    country: 'CL',
  },
  hours: {
    label: 'Lunes a viernes, 09:00 a 18:00',
    days: 'Mo-Fr',
    opens: '09:00',
    closes: '18:00',
  },
  timeZone: 'America/Santiago',
  consultationMinutes: 45,
  /** WhatsApp and chat replies, within office hours. */
  chatReplyMinutes: 5,
  /** After a booking (and its payment), a lawyer contacts the client within this many hours. */
  contactWithinHours: 24,
  /** The emergency consultation, at any hour of any day. */
  emergencyContactMinutes: 60,
  /**
   * Years the firm's lawyers have practised, as its records stand on `figuresCheckedOn`. Rates of
   * success, cases won and amounts recovered are not stated: the firm keeps no record that could
   * back them, and an outcome figure creates expectations no lawyer can promise.
   */
  yearsOfExperience: 10,
  /**
   * The day the firm last checked its own figures against its records, and the same day as the
   * basis writes it (a test holds the two equal; the date formatter stays out of every page).
   */
  figuresCheckedOn: { iso: '2026-11-27', words: '27 de noviembre de 2026' },
} as const;

/** '1 hora', '90 minutos': a span of minutes as a sentence says it. */
export function minutesInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/** The firm's response promises, worded once for every page, the menu and the footer. */
export const RESPONSE_CLAIMS = {
  /** A badge or a statistic: 'Respuesta en 5 min'. */
  chatBadge: `Respuesta en ${company.chatReplyMinutes} min`,
  chat: `Por WhatsApp te respondemos en menos de ${company.chatReplyMinutes} minutos en horario de oficina (${company.hours.label.toLowerCase()})`,
  lawyerContact: `Un abogado te contacta dentro de ${company.contactWithinHours} horas`,
  emergency: `Emergencias 24/7: te contactamos en menos de ${minutesInWords(company.emergencyContactMinutes)}, a cualquier hora`,
  /** The emergency plan's condition, as the catalogue notes it. */
  emergencyNote: `Atención 24/7; te contactamos en menos de ${minutesInWords(company.emergencyContactMinutes)}`,
} as const;

/**
 * A figure the site states about the firm, with what backs it. A figure with nothing to back it
 * is not stated (the Colegio de Abogados' Código de Ética Profesional asks for advertising that is
 * truthful and raises no unfounded expectations). Pages render figures only through FIRM_FIGURES,
 * and the page check fails on any other figure about the firm.
 */
export interface FirmFigure {
  value: string;
  label: string;
  /** What backs the figure, as the firm states it beside the figure. */
  basis: string;
}

const RECORDS_BASIS = `Según registros del estudio al ${company.figuresCheckedOn.words}`;

export const FIRM_FIGURES = {
  experience: {
    value: `+${company.yearsOfExperience}`,
    label: 'años de experiencia',
    basis: RECORDS_BASIS,
  },
  chatReply: {
    value: `${company.chatReplyMinutes} min`,
    label: 'respuesta en horario hábil',
    basis: `Compromiso del estudio por WhatsApp y chat, ${company.hours.label.toLowerCase()}`,
  },
  lawyerContact: {
    value: `${company.contactWithinHours} h`,
    label: 'para que un abogado te contacte',
    basis: 'Compromiso del estudio desde la reserva pagada',
  },
  emergency: {
    value: '24/7',
    label: 'consulta de emergencia',
    basis: `Compromiso del estudio: te contactamos en menos de ${minutesInWords(company.emergencyContactMinutes)}`,
  },
} as const satisfies Record<string, FirmFigure>;

export type FirmFigureKey = keyof typeof FIRM_FIGURES;

/** Link to a WhatsApp chat with the firm, with an optional prefilled message. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${company.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function fullAddress(): string {
  const { street, district, city } = company.address;
  return `${street}, ${district}, ${city}`;
}
