import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /sociedades-express says: kept apart from the page's content, which loads with its body. */
export const sociedadesExpressMeta: PracticeMeta = {
  path: '/sociedades-express',
  name: 'Sociedades express',
  seo: {
    title: 'Constituye tu empresa: SpA y EIRL en 24 a 72 horas',
    description: `Constitución de SpA y EIRL en el Registro de Empresas y Sociedades en ${DELIVERY_PROMISES.companies}, con estatutos hechos por abogados e inicio de actividades en el SII.`,
  },
};
