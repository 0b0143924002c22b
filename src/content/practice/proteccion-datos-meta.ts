import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /proteccion-datos says: kept apart from the page's content, which loads with its body. */
export const proteccionDatosMeta: PracticeMeta = {
  path: '/proteccion-datos',
  name: 'Protección de datos',
  seo: {
    title: 'Protección de datos personales: adecuación a la Ley 21.719',
    description: `Prepara tu empresa para la nueva ley de datos personales (Ley 21.719): diagnóstico en ${DELIVERY_PROMISES.dataProtection}, política de privacidad y contratos de encargo.`,
  },
};
