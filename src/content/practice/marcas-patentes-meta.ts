import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /marcas-patentes says: kept apart from the page's content, which loads with its body. */
export const marcasPatentesMeta: PracticeMeta = {
  path: '/marcas-patentes',
  name: 'Marcas y patentes',
  seo: {
    title: 'Registro de marca en INAPI con abogados',
    description: `Registra tu marca en INAPI: búsqueda de anterioridad, solicitud presentada en ${DELIVERY_PROMISES.trademarkFiling} y oposiciones, con abogados a precio fijo.`,
  },
};
