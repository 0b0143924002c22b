/**
 * Facts about the firm, defined once. Every page, the footer, JSON-LD and the booking messages read
 * them from here.
 *
 * Where the spec contradicts itself, one value was chosen and is used everywhere:
 * - success rate: 98% (the headline figure; 95% appears only on secondary pages);
 * - cases won: 1.247 (the precise headline figure; "500+" appears only on secondary pages);
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
  figures: {
    yearsOfExperience: 10,
    casesWon: 1247,
    successRatePercent: 98,
  },
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

/** Link to a WhatsApp chat with the firm, with an optional prefilled message. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${company.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function fullAddress(): string {
  const { street, district, city } = company.address;
  return `${street}, ${district}, ${city}`;
}
