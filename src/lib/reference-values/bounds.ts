/**
 * The reference values the calculators use, and the range each may take. A value outside its
 * range is a typing slip (a UF of 1 made the 90 UF cap $90) or a source that answered garbage, so
 * the calculators, the admin form, the server function and the database (a check constraint
 * with the same numbers, compared by a database test) all refuse it with the same message.
 *
 * The ranges leave room for years of inflation on either side of late-2026 values (UF about
 * $40.000, UTM about $69.500, ingreso mínimo $539.000 and $402.082) without taking a value that
 * is off by a factor of ten or a misplaced separator.
 */
export type ReferenceCode = 'uf' | 'utm' | 'imm' | 'imm_otras_edades';

export const REFERENCE_CODES: readonly ReferenceCode[] = ['uf', 'utm', 'imm', 'imm_otras_edades'];

export interface ReferenceBounds {
  min: number;
  max: number;
  /** The value's name in a sentence: 'el valor de la UF'. */
  label: string;
}

export const REFERENCE_BOUNDS: Readonly<Record<ReferenceCode, ReferenceBounds>> = {
  uf: { min: 30_000, max: 60_000, label: 'el valor de la UF' },
  utm: { min: 50_000, max: 100_000, label: 'el valor de la UTM' },
  imm: { min: 400_000, max: 1_000_000, label: 'el ingreso mínimo' },
  imm_otras_edades: {
    min: 300_000,
    max: 800_000,
    label: 'el ingreso mínimo de menores de 18 y mayores de 65',
  },
};

/** The UTA is twelve UTM, so its range is twelve times the UTM's. */
export const UTA_BOUNDS: ReferenceBounds = {
  min: 12 * REFERENCE_BOUNDS.utm.min,
  max: 12 * REFERENCE_BOUNDS.utm.max,
  label: 'el valor de la UTA',
};

const pesos = (value: number): string =>
  `$${Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** The Spanish refusal of a value outside `bounds`. */
export function outOfBoundsMessage(bounds: ReferenceBounds): string {
  const label = bounds.label.charAt(0).toUpperCase() + bounds.label.slice(1);
  return `${label} debe estar entre ${pesos(bounds.min)} y ${pesos(bounds.max)}; revisa que esté bien escrito.`;
}

export const isWithin = (bounds: ReferenceBounds, value: number): boolean =>
  Number.isFinite(value) && value >= bounds.min && value <= bounds.max;

export const isReferenceCode = (value: unknown): value is ReferenceCode =>
  typeof value === 'string' && (REFERENCE_CODES as readonly string[]).includes(value);
