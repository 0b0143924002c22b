import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /contratos-express says: kept apart from the page's content, which loads with its body. */
export const contratosExpressMeta: PracticeMeta = {
  path: '/contratos-express',
  name: 'Contratos express',
  seo: {
    title: 'Contratos express: arriendo, prestación de servicios y revisión',
    description: `Contratos redactados o revisados por abogados en ${DELIVERY_PROMISES.contracts}, a precio fijo: arriendo, prestación de servicios y revisión antes de firmar.`,
  },
};
