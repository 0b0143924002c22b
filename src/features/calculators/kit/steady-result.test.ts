import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from '../indemnizacion/indemnizacion-form';
import { keepsResult } from './steady-range';
import { steadyRanges } from './steady-result';

describe('steadyRanges', () => {
  it('gives the UF a range when the salary is below the 90 UF cap at every value tried', () => {
    const ranges = steadyRanges(INDEMNIZACION_DEFAULTS, { uf: 'uf' }, computeIndemnizacion);
    const [low, high] = ranges.uf ?? [0, 0];
    expect(low).toBeGreaterThan(0);
    expect(high / low).toBeCloseTo(1.1 / 0.9);
  });

  it('gives none when the cap applies: the result moves with the UF', () => {
    const capped = { ...INDEMNIZACION_DEFAULTS, sueldo: '9.000.000' };
    expect(steadyRanges(capped, { uf: 'uf' }, computeIndemnizacion)).toEqual({});
  });

  it('gives none to a field whose value is not a number', () => {
    const broken = { ...INDEMNIZACION_DEFAULTS, uf: 'abc' };
    expect(steadyRanges(broken, { uf: 'uf' }, computeIndemnizacion)).toEqual({});
  });
});

describe('keepsResult', () => {
  it('holds inside the range only', () => {
    expect(keepsResult('36000 44000', 39990.12)).toBe(true);
    expect(keepsResult('36000 44000', 44000.5)).toBe(false);
    expect(keepsResult('36000 44000', 35999)).toBe(false);
  });

  it('never holds for a field the page gave no range', () => {
    expect(keepsResult(undefined, 39990.12)).toBe(false);
  });
});
