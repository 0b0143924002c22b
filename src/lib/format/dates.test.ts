import { formatLongDate, formatMonthYear, formatWeekdayDate, weekdayName } from './dates';

describe('formatLongDate', () => {
  it.each([
    ['2025-01-08', '8 de enero de 2025'],
    ['2025-01-01', '1 de enero de 2025'],
    ['2026-09-18', '18 de septiembre de 2026'],
    ['2026-12-31', '31 de diciembre de 2026'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });

  it.each(['2025-13-01', '08/01/2025', ''])('rejects %j', (iso) => {
    expect(() => formatLongDate(iso)).toThrow('Fecha inválida');
  });
});

describe('weekday dates', () => {
  it('names the weekday from the date itself, whatever the time zone', () => {
    expect(weekdayName('2026-11-23')).toBe('lunes');
    expect(weekdayName('2026-11-29')).toBe('domingo');
    expect(formatWeekdayDate('2026-11-24')).toBe('martes 24 de noviembre de 2026');
    expect(formatMonthYear('2026-12-01')).toBe('diciembre de 2026');
  });
});
