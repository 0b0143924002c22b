import { chileDate } from './chile-date';
import { chileNow } from './chile-time';

describe('chileDate', () => {
  it.each([
    // Summer (UTC-3): 00:30 in Santiago on 1 January is still 31 December in UTC.
    ['2027-01-01T03:30:00Z', '2027-01-01'],
    ['2027-01-01T02:59:00Z', '2026-12-31'],
    // Winter (UTC-4).
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('at %s is %s, as chileNow says', (instant, date) => {
    expect(chileDate(new Date(instant))).toBe(date);
    expect(chileNow(new Date(instant)).date).toBe(date);
  });
});
