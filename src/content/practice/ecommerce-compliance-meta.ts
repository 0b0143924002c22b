import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /ecommerce-compliance says: kept apart from the page's content, which loads with its body. */
export const ecommerceComplianceMeta: PracticeMeta = {
  path: '/ecommerce-compliance',
  name: 'E-commerce compliance',
  seo: {
    title: 'Términos y condiciones para tiendas online en Chile',
    description: `Tu tienda online conforme a la Ley del Consumidor: términos y condiciones, política de devoluciones y auditoría legal en ${DELIVERY_PROMISES.ecommerce}.`,
  },
};
