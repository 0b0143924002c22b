import type { PracticeMeta } from './practice-content';

/** What the head of /corporativo says: kept apart from the page's content, which loads with its body. */
export const corporativoMeta: PracticeMeta = {
  path: '/corporativo',
  name: 'Derecho corporativo',
  seo: {
    title: 'Abogado corporativo para pymes: asesoría, juntas y estatutos',
    description:
      'Asesoría legal para pymes a precio fijo: consultas societarias, actas de junta de accionistas y modificación de estatutos de tu sociedad.',
  },
};
