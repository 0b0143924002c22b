import type { PracticeMeta } from './practice-content';

/** What the head of /servicios/laboral says: kept apart from the page's content, which loads with its body. */
export const serviciosLaboralMeta: PracticeMeta = {
  path: '/servicios/laboral',
  name: 'Laboral',
  parents: [{ name: 'Servicios', path: '/servicios' }],
  seo: {
    title: 'Servicios de derecho laboral para trabajadores y empresas',
    description:
      'Despido injustificado, autodespido, finiquitos, tutela de derechos, nulidad del despido y Ley Karin: servicios laborales a precio fijo y calculadora de indemnización.',
  },
};
