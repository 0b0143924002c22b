import { describe, expect, it } from 'vitest';
import {
  approximatePaidVacationDays,
  earnedVacationDays,
  paidVacationDays,
} from './proportional-vacation';

describe('earnedVacationDays (15 working days a year)', () => {
  it.each([
    [0, 0, 0],
    [12, 0, 15],
    [6, 0, 7.5],
    [1, 15, 1.25 + 0.625],
  ])('%i months and %i days → %f', (months, days, expected) => {
    expect(earnedVacationDays(months, days)).toBeCloseTo(expected, 6);
  });
});

describe('paidVacationDays', () => {
  it.each([
    // Ends Friday 6 March 2026: 8 working days run Mon 9 to Wed 18; 12 calendar days paid.
    [8, '2026-03-06', 'lunes-viernes', 12],
    // A fraction of a day counts as a whole working day.
    [7.5, '2026-03-06', 'lunes-viernes', 12],
    // Saturdays are working days under a Monday-to-Saturday week: Sat 7 to Mon 16.
    [8, '2026-03-06', 'lunes-sabado', 10],
    // Public holidays are paid on top: after Wed 16 September 2026 the 2 working days are Thu 17
    // and Mon 21, past the holidays of Fri 18 and Sat 19 and Sunday 20.
    [2, '2026-09-16', 'lunes-viernes', 5],
    // Christmas on a Friday: 3 working days after Wed 23 December 2026 are Thu 24, Mon 28, Tue 29.
    [3, '2026-12-23', 'lunes-viernes', 6],
    [0, '2026-03-06', 'lunes-viernes', 0],
  ] as const)('%f working days after %s (%s) → %i', (working, lastDay, week, paid) => {
    expect(paidVacationDays(working, lastDay, week)).toBe(paid);
  });

  it('approximates a week of five working days as seven calendar days', () => {
    expect(approximatePaidVacationDays(7.5, 'lunes-viernes')).toBe(10);
    expect(approximatePaidVacationDays(6, 'lunes-sabado')).toBe(7);
  });
});
