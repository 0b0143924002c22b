import type { PracticeMeta } from './practice-content';

/** What the head of /servicios/familia says: kept apart from the page's content, which loads with its body. */
export const serviciosFamiliaMeta: PracticeMeta = {
  path: '/servicios/familia',
  name: 'Familia',
  parents: [{ name: 'Servicios', path: '/servicios' }],
  seo: {
    title: 'Servicios de derecho de familia: divorcio, alimentos y cuidado personal',
    description:
      'Divorcio, pensión de alimentos, cuidado personal, visitas, unión civil y violencia intrafamiliar: servicios de familia a precio fijo y calculadora de pensión.',
  },
};
