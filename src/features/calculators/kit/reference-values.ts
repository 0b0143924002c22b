/**
 * Default values of the units the calculators use. Each one changes over time, so each is dated,
 * shown with its date next to the field, and editable by the visitor. Figures and sources are the
 * firm's research notes on Chilean law; `verified: false` marks a figure those notes could not
 * confirm: the page must say so and never present it as certain.
 */
export interface ReferenceValue {
  /** Value in pesos. */
  value: number;
  /** ISO date the value holds at (or from). */
  asOf: string;
  /** Where to check the current value. */
  source: string;
  verified: boolean;
  /** What the visitor should know about the figure (shown under the field). */
  caveat?: string;
}

/** Unidad de Fomento: changes daily (Banco Central); the value from 10 March to 9 April 2026. */
export const UF: ReferenceValue = {
  value: 39841.72,
  asOf: '2026-03-10',
  source: 'https://si3.bcentral.cl',
  verified: true,
  caveat:
    'Cambia cada día. Para el tope de 90 UF se usa la UF del último día del mes anterior al pago.',
};

/** Unidad Tributaria Mensual: changes monthly (SII). The 2026 value could not be confirmed. */
export const UTM: ReferenceValue = {
  value: 69500,
  asOf: '2026-01-01',
  source: 'https://www.sii.cl',
  verified: false,
  caveat: 'Valor aproximado, no confirmado: verifícalo en sii.cl y corrígelo si es distinto.',
};

/** Ingreso mínimo mensual for workers aged 18 to 65, in force from 1 January 2026. */
export const MINIMUM_WAGE: ReferenceValue = {
  value: 539000,
  asOf: '2026-01-01',
  source: 'https://www.dt.gob.cl',
  verified: true,
  caveat: 'Ingreso mínimo para personas de 18 a 65 años.',
};

/** Ingreso mínimo for workers under 18 or over 65, in force from 1 January 2026. */
export const MINIMUM_WAGE_UNDER_18_OVER_65: ReferenceValue = {
  value: 402082,
  asOf: '2026-01-01',
  source: 'https://www.dt.gob.cl',
  verified: true,
  caveat: 'Ingreso mínimo para menores de 18 y mayores de 65 años.',
};
