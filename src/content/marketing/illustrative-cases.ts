/**
 * What every list of client stories says about itself. The stories are written by the firm from
 * typical consultations, not sent by clients: presenting them as reviews, or rating them with
 * stars, would be advertising that misleads (Ley 19.496, art. 28).
 */
export const ILLUSTRATIVE_CASES_NOTE =
  'Ejemplos ilustrativos, escritos por el estudio a partir de consultas frecuentes. No son opiniones de clientes ni resultados garantizados: cada caso es distinto.';
