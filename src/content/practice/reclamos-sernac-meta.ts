import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import type { PracticeMeta } from './practice-content';

/** What the head of /reclamos-sernac says: kept apart from the page's content, which loads with its body. */
export const reclamosSernacMeta: PracticeMeta = {
  path: '/reclamos-sernac',
  name: 'Reclamos SERNAC',
  seo: {
    title: 'Reclamos al SERNAC y garantía legal con abogados',
    description: `Reclamos de consumidor redactados por abogados en ${DELIVERY_PROMISES.consumerClaims}: SERNAC, garantía legal de 6 meses y denuncias ante el Juzgado de Policía Local.`,
  },
};
