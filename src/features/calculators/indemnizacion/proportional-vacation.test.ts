import { describe, expect, it } from 'vitest';
import {
  approximatePaidVacationDays,
  earnedVacationDays,
  paidVacation,
} from './proportional-vacation';

describe('earnedVacationDays (15 working days a year)', () => {
  it.each([
    [0, 0, 0],
    [12, 0, 15],
    [6, 0, 7.5],
    [3, 0, 3.75],
    [1, 15, 1.25 + 0.625],
    // 11 × 1,25 + 20 × 1,25 / 30 = 13,75 + 0,8333 = 14,5833.
    [11, 20, 14.583_333],
  ])('%i months and %i days → %f', (months, days, expected) => {
    expect(earnedVacationDays(months, days)).toBeCloseTo(expected, 6);
  });
});

describe('paidVacation', () => {
  it('Ord. 0826/013: 3,75 días hábiles after a Tuesday are paid as 5,75 days, the fraction kept', () => {
    // Ends Tuesday 10-11-2026. Wednesday 11, Thursday 12 and Friday 13 take 3 days; the 0,75 that
    // does not fit moves to Monday 16, so Saturday 14 and Sunday 15 are paid: 3,75 + 2 = 5,75.
    expect(paidVacation(3.75, '2026-11-10')).toEqual({ paidDays: 5.75, holidays: [] });
  });

  it('art. 69 CT and DT Ord. 5935/260: Saturday is never a working day of the feriado', () => {
    // Ends Friday 6 March 2026: 8 working days run Monday 9 to Wednesday 18, not from Saturday 7;
    // Saturday 7 to Wednesday 18 is 12 calendar days, two Saturdays and two Sundays among them.
    expect(paidVacation(8, '2026-03-06').paidDays).toBe(12);
  });

  it.each([
    // A fraction that fits before the weekend stays there: Wednesday 11 to 0,75 of Friday 13.
    [2.75, '2026-11-10', 2.75],
    // 7,5 working days after Friday 6 March 2026: Saturday 7 to 0,5 of Wednesday 18.
    [7.5, '2026-03-06', 11.5],
    [0, '2026-03-06', 0],
  ])('%f working days after %s → %f calendar days', (working, lastDay, paid) => {
    expect(paidVacation(working, lastDay).paidDays).toBeCloseTo(paid, 9);
  });

  it('counts the public holidays in between and names them', () => {
    // After Wednesday 16 September 2026 the 2 working days are Thursday 17 and Monday 21, past
    // the holidays of Friday 18 and Saturday 19 and Sunday 20: 5 days. Only the holiday on a
    // weekday adds a day; Saturday 19 is paid as a Saturday.
    const result = paidVacation(2, '2026-09-16');
    expect(result.paidDays).toBe(5);
    expect(result.holidays).toEqual([{ date: '2026-09-18', name: 'Independencia Nacional' }]);
  });

  it('names Christmas on a Friday', () => {
    // 3 working days after Wednesday 23 December 2026: Thursday 24, Monday 28, Tuesday 29.
    const result = paidVacation(3, '2026-12-23');
    expect(result.paidDays).toBe(6);
    expect(result.holidays.map((holiday) => holiday.date)).toEqual(['2026-12-25']);
  });
});

describe('approximatePaidVacationDays', () => {
  it('pays every 5 working days as a week of 7, the fraction kept', () => {
    expect(approximatePaidVacationDays(15)).toBe(21);
    expect(approximatePaidVacationDays(3.75)).toBeCloseTo(5.25, 9);
    expect(approximatePaidVacationDays(0)).toBe(0);
  });
});
