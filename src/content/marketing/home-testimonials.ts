import type { Testimonial } from './shapes';

/**
 * Typical consultations told in a client's voice (illustrative, see ILLUSTRATIVE_CASES_NOTE). Names are
 * a first name and an initial, as a real story would be told.
 */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Camila R.',
    role: 'Trabajadora de retail, Maipú',
    case: 'Despido injustificado',
    rating: 5,
    content:
      'Me despidieron por necesidades de la empresa y el finiquito no incluía el aviso previo. En la consulta revisamos la carta y el finiquito, y supe qué reclamar ante la Inspección del Trabajo antes de que venciera el plazo.',
  },
  {
    name: 'Jorge P.',
    role: 'Profesor, Puente Alto',
    case: 'Posesión efectiva',
    rating: 5,
    content:
      'Mi papá falleció sin testamento. Me explicaron que la posesión efectiva se pide en el Registro Civil, qué documentos juntar y cómo declarar los bienes. La hicimos con mis hermanas sin pagar de más.',
  },
  {
    name: 'Valentina S.',
    role: 'Madre de dos hijos, Concepción',
    case: 'Pensión de alimentos',
    rating: 4,
    content:
      'No sabía que antes de demandar había que pasar por mediación. Me ayudaron a ordenar los gastos reales de los niños para proponer un monto razonable. La mediación tomó más de lo que esperaba, pero llegué preparada.',
  },
  {
    name: 'Rodrigo M.',
    role: 'Ingeniero, Ñuñoa',
    case: 'Compra de departamento',
    rating: 5,
    content:
      'Antes de firmar la promesa revisaron el certificado de hipotecas y gravámenes y apareció una prohibición que el vendedor no había mencionado. Se alzó antes de la escritura y compré tranquilo.',
  },
];
