import type { PracticeMeta } from './practice-content';

/** What the head of /herencias says: kept apart from the page's content, which loads with its body. */
export const herenciasMeta: PracticeMeta = {
  path: '/herencias',
  name: 'Herencias',
  seo: {
    title: 'Abogado de herencias: posesión efectiva, partición y testamentos',
    description:
      'Posesión efectiva, partición de herencia y testamentos con abogados en Santiago, a precio fijo. Te decimos quiénes heredan, cuánto y qué impuesto se paga.',
  },
};
