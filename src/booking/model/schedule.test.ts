import {
  BOOKING_WINDOW_DAYS,
  dayUnavailability,
  isBookable,
  isSlotTime,
  LEAD_MINUTES,
  MAX_WEEK_OFFSET,
  SESSION_MINUTES,
  SLOT_TIMES,
  SLOT_TOOLTIP,
  slotKey,
  slotState,
  TIME_ZONE,
  weekDays,
  type BookingCalendar,
} from './schedule';

const NONE: ReadonlySet<string> = new Set();

/**
 * A piece of the database's calendar (calendario_reservas): holidays and a day the firm closed
 * offer no time; 10 December offers two times only.
 */
const DECEMBER: BookingCalendar = new Map([
  ['2026-11-01', { horarios: [], nombre: 'Día de Todos los Santos' }],
  ['2026-12-07', { horarios: SLOT_TIMES, nombre: null }],
  ['2026-12-08', { horarios: [], nombre: 'Inmaculada Concepción' }],
  ['2026-12-09', { horarios: [], nombre: 'Aniversario del estudio' }],
  ['2026-12-10', { horarios: ['10:00', '15:00'], nombre: null }],
  ['2026-12-25', { horarios: [], nombre: 'Navidad' }],
]);

/** Monday 5 January 2026, 10:00 in Chile (summer, UTC-3). */
const MONDAY_MORNING = new Date('2026-01-05T13:00:00Z');

describe('booking constants', () => {
  it('offers the 13 daily start times, morning and afternoon', () => {
    expect(SLOT_TIMES).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  it('keeps the agreed limits', () => {
    expect(LEAD_MINUTES).toBe(60);
    expect(BOOKING_WINDOW_DAYS).toBe(21);
    expect(MAX_WEEK_OFFSET).toBe(3);
    expect(SESSION_MINUTES).toBe(45);
    expect(TIME_ZONE).toBe('America/Santiago');
  });

  it('pages far enough to show the last day of the window', () => {
    // From a Sunday, the last bookable day is the Sunday three weeks later.
    const sunday = new Date('2026-01-11T15:00:00Z');
    const lastWeek = weekDays(MAX_WEEK_OFFSET, sunday);
    expect(lastWeek).toContain('2026-02-01');
    expect(dayUnavailability('2026-02-01', sunday)).toBe('fin-de-semana');
  });

  it('has Spanish tooltips for slots that cannot be chosen', () => {
    expect(SLOT_TOOLTIP).toEqual({ pasada: 'Hora ya pasada', ocupada: 'Horario ocupado' });
  });
});

describe('slotKey and isSlotTime', () => {
  it('joins date and time with a space', () => {
    expect(slotKey('2026-01-05', '09:00')).toBe('2026-01-05 09:00');
  });

  it.each(['09:00', '11:30', '14:00', '17:00'])('accepts %s', (time) => {
    expect(isSlotTime(time)).toBe(true);
  });

  it.each(['12:00', '17:30', '08:30', '9:00', ''])('rejects %j', (time) => {
    expect(isSlotTime(time)).toBe(false);
  });
});

describe('weekDays', () => {
  it('lists the current week from Monday to Sunday', () => {
    expect(weekDays(0, new Date('2026-01-07T15:00:00Z'))).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
  });

  it('pages forward by whole weeks', () => {
    const now = new Date('2026-01-07T15:00:00Z');
    expect(weekDays(1, now)[0]).toBe('2026-01-12');
    expect(weekDays(3, now)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
  });

  it('crosses the new year', () => {
    expect(weekDays(0, new Date('2026-01-01T15:00:00Z'))[0]).toBe('2025-12-29');
  });

  it('still shows this week late on Sunday in Chile, when UTC is already Monday', () => {
    // Sunday 11 January, 23:00 in Chile.
    expect(weekDays(0, new Date('2026-01-12T02:00:00Z'))[0]).toBe('2026-01-05');
    // Sunday 12 July, 23:30 in Chile (winter, UTC-4).
    expect(weekDays(0, new Date('2026-07-13T03:30:00Z'))[0]).toBe('2026-07-06');
  });

  it('turns to the next week at Chilean midnight', () => {
    // Monday 12 January, 00:30 in Chile.
    expect(weekDays(0, new Date('2026-01-12T03:30:00Z'))[0]).toBe('2026-01-12');
  });

  it('gives seven consecutive days across a clock change', () => {
    expect(weekDays(0, new Date('2026-04-01T15:00:00Z'))).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(weekDays(1, new Date('2026-09-01T15:00:00Z'))).toEqual([
      '2026-09-07',
      '2026-09-08',
      '2026-09-09',
      '2026-09-10',
      '2026-09-11',
      '2026-09-12',
      '2026-09-13',
    ]);
  });
});

describe('dayUnavailability', () => {
  it('opens today and the working days ahead', () => {
    expect(dayUnavailability('2026-01-05', MONDAY_MORNING)).toBeNull();
    expect(dayUnavailability('2026-01-09', MONDAY_MORNING)).toBeNull();
  });

  it('still opens today late in the afternoon (the slots decide)', () => {
    expect(dayUnavailability('2026-01-05', new Date('2026-01-05T22:00:00Z'))).toBeNull();
  });

  it('closes days before today as pasado', () => {
    expect(dayUnavailability('2026-01-02', MONDAY_MORNING)).toBe('pasado');
    expect(dayUnavailability('2026-01-04', MONDAY_MORNING)).toBe('pasado');
    expect(dayUnavailability('2025-12-31', MONDAY_MORNING)).toBe('pasado');
  });

  it('closes weekends', () => {
    expect(dayUnavailability('2026-01-10', MONDAY_MORNING)).toBe('fin-de-semana');
    expect(dayUnavailability('2026-01-11', MONDAY_MORNING)).toBe('fin-de-semana');
  });

  it("closes the days the database closes: Chilean holidays and the firm's own", () => {
    const now = new Date('2026-12-01T13:00:00Z');
    expect(dayUnavailability('2026-12-08', now, DECEMBER)).toBe('feriado');
    expect(dayUnavailability('2026-12-09', now, DECEMBER)).toBe('feriado');
    expect(dayUnavailability('2026-12-07', now, DECEMBER)).toBeNull();
    expect(dayUnavailability('2026-12-25', new Date('2026-12-14T13:00:00Z'), DECEMBER)).toBe(
      'feriado',
    );
  });

  it('leaves open a day the calendar has not sent yet: its times wait for it', () => {
    expect(dayUnavailability('2026-12-11', new Date('2026-12-01T13:00:00Z'), DECEMBER)).toBeNull();
  });

  it('reports a holiday on a weekend as fin-de-semana', () => {
    // 1 November 2026 is a Sunday.
    expect(dayUnavailability('2026-11-01', new Date('2026-10-26T13:00:00Z'), DECEMBER)).toBe(
      'fin-de-semana',
    );
  });

  it('opens day 21 and closes day 22 as fuera-de-plazo', () => {
    expect(dayUnavailability('2026-01-26', MONDAY_MORNING)).toBeNull();
    expect(dayUnavailability('2026-01-27', MONDAY_MORNING)).toBe('fuera-de-plazo');
    expect(dayUnavailability('2026-01-31', MONDAY_MORNING)).toBe('fuera-de-plazo');
  });

  it('counts the window from the Chilean date, not the UTC one', () => {
    // Monday 5 January, 23:30 in Chile: already Tuesday in UTC.
    const lateMonday = new Date('2026-01-06T02:30:00Z');
    expect(dayUnavailability('2026-01-05', lateMonday)).toBeNull();
    expect(dayUnavailability('2026-01-26', lateMonday)).toBeNull();
    expect(dayUnavailability('2026-01-27', lateMonday)).toBe('fuera-de-plazo');
  });

  it('uses the winter offset to find today', () => {
    // Tuesday 14 July, 23:30 in Chile (UTC-4): 03:30 on Wednesday in UTC.
    const lateTuesday = new Date('2026-07-15T03:30:00Z');
    expect(dayUnavailability('2026-07-14', lateTuesday)).toBeNull();
    expect(dayUnavailability('2026-08-04', lateTuesday)).toBeNull();
    expect(dayUnavailability('2026-08-05', lateTuesday)).toBe('fuera-de-plazo');
  });

  it('rejects a malformed date', () => {
    expect(() => dayUnavailability('2026-02-30', MONDAY_MORNING)).toThrow('Fecha inválida');
    expect(() => dayUnavailability('mañana', MONDAY_MORNING)).toThrow('Fecha inválida');
  });
});

describe('slotState', () => {
  it('is disponible when free and far enough ahead', () => {
    expect(slotState('2026-01-06', '09:00', MONDAY_MORNING, NONE)).toBe('disponible');
  });

  it('is ocupada when the slot is taken', () => {
    const occupied = new Set([slotKey('2026-01-06', '09:00')]);
    expect(slotState('2026-01-06', '09:00', MONDAY_MORNING, occupied)).toBe('ocupada');
    expect(slotState('2026-01-06', '09:30', MONDAY_MORNING, occupied)).toBe('disponible');
    expect(slotState('2026-01-07', '09:00', MONDAY_MORNING, occupied)).toBe('disponible');
  });

  it('needs a full hour of lead time', () => {
    // 08:30 in Chile: 09:00 is too close, 09:30 is exactly one hour away.
    const now = new Date('2026-01-15T11:30:00Z');
    expect(slotState('2026-01-15', '09:00', now, NONE)).toBe('pasada');
    expect(slotState('2026-01-15', '09:30', now, NONE)).toBe('disponible');
    // One second later, 09:30 is less than an hour away.
    expect(slotState('2026-01-15', '09:30', new Date('2026-01-15T11:30:01Z'), NONE)).toBe('pasada');
  });

  it('marks slots that have already started as pasada', () => {
    const now = new Date('2026-01-15T18:00:00Z'); // 15:00 in Chile
    expect(slotState('2026-01-15', '09:00', now, NONE)).toBe('pasada');
    expect(slotState('2026-01-15', '15:00', now, NONE)).toBe('pasada');
    expect(slotState('2026-01-15', '16:00', now, NONE)).toBe('disponible');
    expect(slotState('2026-01-14', '17:00', now, NONE)).toBe('pasada');
  });

  it('prefers pasada over ocupada', () => {
    const now = new Date('2026-01-15T11:30:00Z');
    const occupied = new Set([slotKey('2026-01-15', '09:00')]);
    expect(slotState('2026-01-15', '09:00', now, occupied)).toBe('pasada');
  });

  it('measures the lead time across midnight', () => {
    // 23:30 in Chile the evening before (already 15 January in UTC).
    const lateEvening = new Date('2026-01-15T02:30:00Z');
    expect(slotState('2026-01-15', '09:00', lateEvening, NONE)).toBe('disponible');
    expect(slotState('2026-01-14', '17:00', lateEvening, NONE)).toBe('pasada');
  });

  it('uses the winter offset (UTC-4)', () => {
    // 08:00 in Chile on 15 July: 09:00 is exactly one hour ahead.
    expect(slotState('2026-07-15', '09:00', new Date('2026-07-15T12:00:00Z'), NONE)).toBe(
      'disponible',
    );
    expect(slotState('2026-07-15', '09:00', new Date('2026-07-15T12:01:00Z'), NONE)).toBe('pasada');
  });

  it('uses the summer offset (UTC-3)', () => {
    // 08:00 in Chile on 15 January.
    expect(slotState('2026-01-15', '09:00', new Date('2026-01-15T11:00:00Z'), NONE)).toBe(
      'disponible',
    );
    expect(slotState('2026-01-15', '09:00', new Date('2026-01-15T11:01:00Z'), NONE)).toBe('pasada');
  });

  it('is right on the first working day after summer time ends (April)', () => {
    // Monday 6 April 2026, 08:30 in Chile (now UTC-4).
    const now = new Date('2026-04-06T12:30:00Z');
    expect(slotState('2026-04-06', '09:00', now, NONE)).toBe('pasada');
    expect(slotState('2026-04-06', '09:30', now, NONE)).toBe('disponible');
  });

  it('is right on the first working day after summer time starts (September)', () => {
    // Monday 7 September 2026, 08:30 in Chile (now UTC-3).
    const now = new Date('2026-09-07T11:30:00Z');
    expect(slotState('2026-09-07', '09:00', now, NONE)).toBe('pasada');
    expect(slotState('2026-09-07', '09:30', now, NONE)).toBe('disponible');
  });

  it('measures the lead time across the night the clocks change', () => {
    // Saturday 5 September 2026, 23:30 in Chile (UTC-4); clocks jump to UTC-3 at midnight.
    const now = new Date('2026-09-06T03:30:00Z');
    // 09:00 on Sunday 6 September is 12:00 UTC, 8.5 hours later.
    expect(slotState('2026-09-06', '09:00', now, NONE)).toBe('disponible');
    // Same day, 09:30 in Chile (UTC-3): 10:00 is 30 minutes away.
    expect(slotState('2026-09-06', '10:00', new Date('2026-09-06T12:30:00Z'), NONE)).toBe('pasada');
  });
});

describe('isBookable', () => {
  it('accepts a free slot on an open day', () => {
    expect(isBookable('2026-01-06', '10:00', MONDAY_MORNING, NONE)).toBe(true);
    expect(isBookable('2026-01-26', '17:00', MONDAY_MORNING, NONE)).toBe(true);
  });

  it('refuses an occupied slot', () => {
    const occupied = new Set([slotKey('2026-01-06', '10:00')]);
    expect(isBookable('2026-01-06', '10:00', MONDAY_MORNING, occupied)).toBe(false);
  });

  it('refuses a slot without the lead time', () => {
    expect(isBookable('2026-01-05', '10:30', MONDAY_MORNING, NONE)).toBe(false);
    expect(isBookable('2026-01-05', '11:00', MONDAY_MORNING, NONE)).toBe(true);
  });

  it('refuses free slots on closed days', () => {
    expect(isBookable('2026-01-10', '10:00', MONDAY_MORNING, NONE)).toBe(false);
    expect(isBookable('2026-01-27', '10:00', MONDAY_MORNING, NONE)).toBe(false);
    expect(
      isBookable('2026-12-08', '10:00', new Date('2026-12-01T13:00:00Z'), NONE, DECEMBER),
    ).toBe(false);
    expect(isBookable('2026-01-02', '17:00', MONDAY_MORNING, NONE)).toBe(false);
  });

  it('given the calendar, books only a time the database offers on a day it has sent', () => {
    const now = new Date('2026-12-01T13:00:00Z');
    expect(isBookable('2026-12-10', '10:00', now, NONE, DECEMBER)).toBe(true);
    expect(isBookable('2026-12-10', '10:30', now, NONE, DECEMBER)).toBe(false);
    expect(isBookable('2026-12-07', '10:30', now, NONE, DECEMBER)).toBe(true);
    expect(isBookable('2026-12-11', '10:00', now, NONE, DECEMBER)).toBe(false);
  });
});
