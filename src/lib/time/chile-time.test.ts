import {
  addDays,
  chileDateTimeToUtc,
  chileNow,
  isoWeekday,
  minutesOf,
  mondayOf,
} from './chile-time';

describe('chileNow', () => {
  it('reads summer time as UTC-3', () => {
    expect(chileNow(new Date('2026-01-15T12:00:00Z'))).toEqual({
      date: '2026-01-15',
      minutes: 9 * 60,
    });
  });

  it('reads winter time as UTC-4', () => {
    expect(chileNow(new Date('2026-07-15T12:00:00Z'))).toEqual({
      date: '2026-07-15',
      minutes: 8 * 60,
    });
  });

  it('is still the previous day in Chile after UTC midnight', () => {
    expect(chileNow(new Date('2026-01-15T02:30:00Z'))).toEqual({
      date: '2026-01-14',
      minutes: 23 * 60 + 30,
    });
    expect(chileNow(new Date('2026-07-15T03:30:00Z'))).toEqual({
      date: '2026-07-14',
      minutes: 23 * 60 + 30,
    });
  });

  it('starts the day at 0 minutes at Chilean midnight', () => {
    expect(chileNow(new Date('2026-07-15T04:00:00Z'))).toEqual({ date: '2026-07-15', minutes: 0 });
  });

  it('ignores seconds', () => {
    expect(chileNow(new Date('2026-01-15T12:05:59.999Z')).minutes).toBe(9 * 60 + 5);
  });

  it('follows the April change back to UTC-4 (the 23:00 hour repeats)', () => {
    expect(chileNow(new Date('2026-04-05T02:59:00Z'))).toEqual({
      date: '2026-04-04',
      minutes: 23 * 60 + 59,
    });
    expect(chileNow(new Date('2026-04-05T03:00:00Z'))).toEqual({
      date: '2026-04-04',
      minutes: 23 * 60,
    });
  });

  it('follows the September change to UTC-3 (00:00 jumps to 01:00)', () => {
    expect(chileNow(new Date('2026-09-06T03:59:00Z'))).toEqual({
      date: '2026-09-05',
      minutes: 23 * 60 + 59,
    });
    expect(chileNow(new Date('2026-09-06T04:00:00Z'))).toEqual({
      date: '2026-09-06',
      minutes: 60,
    });
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-15', 1, '2026-01-16'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-15', 0, '2026-01-15'],
    ['2026-01-05', 21, '2026-01-26'],
    // Across both Chilean clock changes: a day is always one calendar day.
    ['2026-04-04', 1, '2026-04-05'],
    ['2026-04-05', -1, '2026-04-04'],
    ['2026-09-05', 1, '2026-09-06'],
    ['2026-09-06', 1, '2026-09-07'],
    ['2026-03-30', 14, '2026-04-13'],
  ])('%s %+d days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '15-01-2026', '2026-1-5', ''])('rejects %j', (date) => {
    expect(() => addDays(date, 1)).toThrow('Fecha inválida');
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-01-05', 1],
    ['2026-01-06', 2],
    ['2026-01-07', 3],
    ['2026-01-08', 4],
    ['2026-01-09', 5],
    ['2026-01-10', 6],
    ['2026-01-11', 7],
    ['2026-09-06', 7],
    ['2026-04-05', 7],
  ])('%s is day %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });
});

describe('mondayOf', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026-01-08', '2026-01-05'],
    ['2026-01-11', '2026-01-05'],
    ['2026-01-12', '2026-01-12'],
    ['2026-01-01', '2025-12-29'],
    ['2026-03-01', '2026-02-23'],
    ['2026-09-06', '2026-08-31'],
  ])('the week of %s starts on %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('minutesOf', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['17:00', 1020],
    ['23:59', 1439],
  ])('%s → %i', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });

  it.each(['9:30', '24:00', '12:60', '09:30:00', ''])('rejects %j', (time) => {
    expect(() => minutesOf(time)).toThrow('Hora inválida');
  });
});

describe('chileDateTimeToUtc', () => {
  it('uses UTC-3 in January (summer time)', () => {
    expect(chileDateTimeToUtc('2026-01-15', '09:00').toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
  });

  it('uses UTC-4 in July (winter time)', () => {
    expect(chileDateTimeToUtc('2026-07-15', '09:00').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it('lands on the next UTC day for late evening times', () => {
    expect(chileDateTimeToUtc('2026-07-14', '23:30').toISOString()).toBe(
      '2026-07-15T03:30:00.000Z',
    );
  });

  it('uses the new offset on the day of each change', () => {
    expect(chileDateTimeToUtc('2026-04-05', '09:00').toISOString()).toBe(
      '2026-04-05T13:00:00.000Z',
    );
    expect(chileDateTimeToUtc('2026-09-06', '09:00').toISOString()).toBe(
      '2026-09-06T12:00:00.000Z',
    );
    expect(chileDateTimeToUtc('2026-04-04', '22:00').toISOString()).toBe(
      '2026-04-05T01:00:00.000Z',
    );
    expect(chileDateTimeToUtc('2026-09-05', '22:00').toISOString()).toBe(
      '2026-09-06T02:00:00.000Z',
    );
  });

  it('picks the earlier instant for the repeated hour in April', () => {
    expect(chileDateTimeToUtc('2026-04-04', '23:30').toISOString()).toBe(
      '2026-04-05T02:30:00.000Z',
    );
  });

  it('moves a time in the skipped September hour forward by the gap', () => {
    const instant = chileDateTimeToUtc('2026-09-06', '00:30');
    expect(instant.toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(chileNow(instant)).toEqual({ date: '2026-09-06', minutes: 90 });
  });

  it('round-trips through chileNow for every half hour of a DST-change week', () => {
    for (let day = 0; day < 7; day += 1) {
      const date = addDays('2026-04-01', day);
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(chileNow(chileDateTimeToUtc(date, time))).toEqual({ date, minutes });
      }
    }
  });

  it('rejects malformed input', () => {
    expect(() => chileDateTimeToUtc('2026-02-30', '09:00')).toThrow('Fecha inválida');
    expect(() => chileDateTimeToUtc('2026-01-15', '9:00')).toThrow('Hora inválida');
  });
});
