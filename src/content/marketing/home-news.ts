import type { NewsTeaser } from './shapes';

/**
 * The home page's teaser of the blog. Each teaser names its article; until the article is
 * published its link goes to the practice page that covers the subject.
 */
export const HOME_NEWS: readonly NewsTeaser[] = [
  {
    slug: 'despido-injustificado',
    fallback: '/laboral',
    title: 'Despido injustificado en Chile: plazos, indemnizaciones y cómo reclamar',
    excerpt:
      'Tienes 60 días hábiles desde el despido para demandar (art. 168 del Código del Trabajo). Qué revisar en la carta y en el finiquito antes de firmar.',
    date: '2026-10-06',
    readMinutes: 7,
    category: 'Laboral',
  },
  {
    slug: 'divorcio-chile-2025',
    fallback: '/familia',
    title: 'Divorcio en Chile: tipos, hijos, pasos y costos',
    excerpt:
      'De mutuo acuerdo se pide tras un año de cese de la convivencia; unilateral, tras tres. Qué pasa con los hijos, los bienes y la compensación económica.',
    date: '2026-10-28',
    readMinutes: 9,
    category: 'Familia',
  },
  {
    slug: 'compraventa-propiedades-guia',
    fallback: '/servicios/inmobiliario',
    title: 'Guía para comprar una propiedad en Chile sin sorpresas',
    excerpt:
      'Promesa, estudio de títulos, escritura e inscripción en el Conservador: qué revisar en cada paso y las alertas de fraude más comunes.',
    date: '2026-10-14',
    readMinutes: 10,
    category: 'Inmobiliario',
  },
];
