import type { PracticeMeta } from './practice-content';

/** What the head of /laboral says: kept apart from the page's content, which loads with its body. */
export const laboralMeta: PracticeMeta = {
  path: '/laboral',
  name: 'Derecho laboral',
  seo: {
    title: 'Abogado laboral: despidos, finiquitos y autodespido',
    description:
      'Abogados laborales en Santiago a precio fijo: despido injustificado, revisión de finiquito y autodespido. Consulta por videollamada desde todo Chile.',
  },
};
