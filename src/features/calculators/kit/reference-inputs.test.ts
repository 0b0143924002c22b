import { describe, expect, it } from 'vitest';
import { computeHerencia, HERENCIA_DEFAULTS } from '../herencia/herencia-form';
import { computeImpuestos, IMPUESTOS_DEFAULTS } from '../impuestos/impuestos-form';
import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from '../indemnizacion/indemnizacion-form';
import { computePension, PENSION_DEFAULTS } from '../pension/pension-form';
import { computePropiedades, PROPIEDADES_DEFAULTS } from '../propiedades/propiedades-form';
import { computeSociedades, SOCIEDADES_DEFAULTS } from '../sociedades/sociedades-form';

// Issue 29: a UF of 1 was accepted and the 90 UF cap became $90. Every reference value a
// calculator asks for is bounded to a plausible range; outside it the field says why in Spanish
// and nothing is computed from it.
type Outcome = { errors: Record<string, string | undefined>; outcome?: unknown };
type Case = [string, (field: string, value: string) => Outcome, string, string, RegExp];

const CASES: Case[] = [
  [
    'severance: a UF of 1',
    (f, v) => computeIndemnizacion({ ...INDEMNIZACION_DEFAULTS, [f]: v }, '2026-11-27'),
    'uf',
    '1',
    /^El valor de la UF debe estar entre \$30\.000 y \$60\.000/,
  ],
  [
    'severance: a UF written without thousands',
    (f, v) => computeIndemnizacion({ ...INDEMNIZACION_DEFAULTS, [f]: v }, '2026-11-27'),
    'uf',
    '39,84',
    /^El valor de la UF debe estar entre/,
  ],
  [
    'inheritance: a UTM of 695',
    (f, v) => computeHerencia({ ...HERENCIA_DEFAULTS, [f]: v }),
    'utm',
    '695',
    /^El valor de la UTM debe estar entre \$50\.000 y \$100\.000/,
  ],
  [
    'income tax: a UTA of 1.000',
    (f, v) => computeImpuestos({ ...IMPUESTOS_DEFAULTS, [f]: v }),
    'uta',
    '1.000',
    /^El valor de la UTA debe estar entre \$600\.000 y \$1\.200\.000/,
  ],
  [
    'child support: an ingreso mínimo of 5.390.000',
    (f, v) => computePension({ ...PENSION_DEFAULTS, [f]: v }),
    'imm',
    '5.390.000',
    /^El ingreso mínimo debe estar entre \$400\.000 y \$1\.000\.000/,
  ],
  [
    'child support: a UTM of 1',
    (f, v) => computePension({ ...PENSION_DEFAULTS, [f]: v }),
    'utm',
    '1',
    /^El valor de la UTM debe estar entre/,
  ],
  [
    'property: a UF of 400.000',
    (f, v) => computePropiedades({ ...PROPIEDADES_DEFAULTS, [f]: v }),
    'uf',
    '400.000',
    /^El valor de la UF debe estar entre/,
  ],
  [
    'companies: a UF of 3',
    (f, v) => computeSociedades({ ...SOCIEDADES_DEFAULTS, [f]: v }),
    'uf',
    '3',
    /^El valor de la UF debe estar entre/,
  ],
];

describe('reference values typed into the calculators', () => {
  it.each(CASES)(
    '%s is refused with a Spanish message',
    (_name, compute, field, value, message) => {
      const { errors, outcome } = compute(field, value);
      expect(errors[field]).toMatch(message);
      expect(outcome).toBeUndefined();
    },
  );

  it.each(CASES)('%s: the default value is within its range', (_name, compute, field) => {
    expect(compute('__none__', '').errors[field]).toBeUndefined();
  });
});
