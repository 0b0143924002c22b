/**
 * Facts about the firm, defined once. Every page, the footer, JSON-LD and the booking messages read
 * them from here.
 *
 * Where the spec contradicts itself, one value was chosen and is used everywhere:
 * - success rate: 98% (the headline figure; 95% appears only on secondary pages);
 * - cases won: 1.247 (the precise headline figure; "500+" appears only on secondary pages);
 * - consultation length: 45 minutes (what is sold and booked; 60 minutes was only a calendar
 *   setting of the original implementation).
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
  contactWithinHours: 24,
  emergencyContactMinutes: 60,
  figures: {
    yearsOfExperience: 10,
    casesWon: 1247,
    successRatePercent: 98,
    averageResponseMinutes: 2,
  },
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
