import { describe, expect, it } from 'vitest';
import { absenceErrors } from './absence-rules';

const TODAY = '2026-11-27';

describe('absenceErrors', () => {
  it.each([
    ['one day, today', '2026-11-27', '2026-11-27', {}],
    ['a week ahead', '2026-12-01', '2026-12-05', {}],
    [
      'no dates',
      '',
      '',
      {
        desde: 'Indica el primer día de la ausencia.',
        hasta: 'Indica el último día de la ausencia.',
      },
    ],
    [
      'starts yesterday',
      '2026-11-26',
      '2026-11-28',
      { desde: 'La ausencia no puede empezar en un día pasado.' },
    ],
    [
      'ends before it starts',
      '2026-12-05',
      '2026-12-01',
      { hasta: 'El último día no puede ser anterior al primero.' },
    ],
    [
      'wholly past',
      '2026-11-01',
      '2026-11-02',
      {
        desde: 'La ausencia no puede empezar en un día pasado.',
        hasta: 'La ausencia no puede terminar en un día pasado.',
      },
    ],
  ])('%s', (_name, desde, hasta, expected) => {
    expect(absenceErrors({ desde, hasta, motivo: 'vacaciones' }, TODAY)).toEqual(expected);
  });
});
