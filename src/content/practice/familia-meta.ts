import type { PracticeMeta } from './practice-content';

/** What the head of /familia says: kept apart from the page's content, which loads with its body. */
export const familiaMeta: PracticeMeta = {
  path: '/familia',
  name: 'Derecho de familia',
  seo: {
    title: 'Abogado de familia: divorcio, pensión de alimentos y cuidado personal',
    description:
      'Abogados de familia a precio fijo: divorcio, pensión de alimentos, cuidado personal y visitas. Consulta por videollamada con un abogado en Santiago.',
  },
};
