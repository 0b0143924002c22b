import type { PracticeMeta } from './practice-content';

/** What the head of /tributario says: kept apart from the page's content, which loads with its body. */
export const tributarioMeta: PracticeMeta = {
  path: '/tributario',
  name: 'Derecho tributario',
  seo: {
    title: 'Abogado tributario: consultas, declaración de renta y SII',
    description:
      'Abogados tributarios a precio fijo: consulta tributaria, declaración anual de renta y respuesta a notificaciones y citaciones del SII.',
  },
};
