import { UTM, type ReferenceValue } from '../kit/reference-values';

/**
 * Unidad Tributaria Anual: twelve times the UTM of December of the income year. The default is
 * twelve times the site's UTM, itself approximate, so it is marked unconfirmed.
 */
export const UTA: ReferenceValue = {
  value: 12 * UTM.value,
  asOf: UTM.asOf,
  source: UTM.source,
  verified: false,
  caveat:
    'Es 12 veces la UTM de diciembre del año de la renta; aquí, 12 veces una UTM aproximada. Verifícala en sii.cl y corrígela.',
};
