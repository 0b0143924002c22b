/**
 * The booking model on the days around Chile's clock changes (America/Santiago): back from
 * summer time (UTC-3) to winter time (UTC-4) at midnight between the first Saturday and Sunday of
 * April, forward at midnight between the first Saturday and Sunday of September. A slot is an
 * instant; a wrong offset would offer a time an hour off from the one the firm keeps.
 */
import { formatChileTime } from '@/lib/format/chile-instant';
import { chileDateTimeToUtc } from '@/lib/time/chile-time';
import { isBookable, LEAD_MINUTES, SLOT_TIMES, slotState, type BookingCalendar } from './schedule';

const NONE: ReadonlySet<string> = new Set();
const HOUR_MS = 60 * 60_000;

/** 2027: the changes are on Sunday 4 April and Sunday 5 September. */
const DAYS = [
  { label: 'the Friday before summer time ends', fecha: '2027-04-02', offsetHours: 3 },
  { label: 'the Monday after summer time ends', fecha: '2027-04-05', offsetHours: 4 },
  { label: 'the Friday before summer time starts', fecha: '2027-09-03', offsetHours: 4 },
  { label: 'the Monday after summer time starts', fecha: '2027-09-06', offsetHours: 3 },
];

describe.each(DAYS)('on $label ($fecha)', ({ fecha, offsetHours }) => {
  /** The instant a slot of that day should be, from its Chilean wall time and the day's offset. */
  const expected = (time: string) =>
    new Date(Date.parse(`${fecha}T${time}:00Z`) + offsetHours * HOUR_MS);

  it('puts every slot at its instant', () => {
    for (const time of SLOT_TIMES) {
      expect(chileDateTimeToUtc(fecha, time).toISOString()).toBe(expected(time).toISOString());
      expect(formatChileTime(expected(time))).toBe(time);
    }
  });

  it('opens the 09:00 slot until exactly one hour before that instant', () => {
    const start = expected('09:00').getTime();
    const deadline = new Date(start - LEAD_MINUTES * 60_000);
    expect(slotState(fecha, '09:00', deadline, NONE)).toBe('disponible');
    expect(slotState(fecha, '09:00', new Date(deadline.getTime() + 1000), NONE)).toBe('pasada');
  });

  it('books it given a calendar that offers it', () => {
    const calendar: BookingCalendar = new Map([[fecha, { horarios: SLOT_TIMES, nombre: null }]]);
    const dayBefore = new Date(expected('09:00').getTime() - 24 * HOUR_MS);
    expect(isBookable(fecha, '09:00', dayBefore, NONE, calendar)).toBe(true);
  });
});

describe('the named instants', () => {
  it.each([
    ['2027-04-05', '09:00', '2027-04-05T13:00:00.000Z'],
    ['2027-09-06', '09:00', '2027-09-06T12:00:00.000Z'],
  ])('%s %s in Chile is %s', (fecha, hora, instant) => {
    expect(chileDateTimeToUtc(fecha, hora).toISOString()).toBe(instant);
  });

  it('measures the lead time across the night the clocks go back', () => {
    // Saturday 3 April 2027, 23:30 in Chile (UTC-3); at midnight clocks go back to 23:00 (UTC-4).
    const now = new Date('2027-04-04T02:30:00Z');
    // 09:00 on Monday 5 April is 13:00 UTC: 34.5 hours later, not 33.5.
    expect(chileDateTimeToUtc('2027-04-05', '09:00').getTime() - now.getTime()).toBe(
      34.5 * HOUR_MS,
    );
  });
});
