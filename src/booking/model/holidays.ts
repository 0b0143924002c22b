import { addDays, isoWeekday } from '../../lib/time/chile-time';

/**
 * Chilean national public holidays (feriados legales), computed by rule so the booking calendar
 * blocks them in any year without a yearly data update.
 *
 * Only the recurring national holidays are here. Holidays declared one at a time (election days
 * under Ley 18.700, censuses, one-off laws) and regional ones (e.g. 7 June in Arica, 20 August in
 * Chillán) cannot be derived from a rule and are deliberately left out.
 */

export interface ChileanHoliday {
  /** 'YYYY-MM-DD'. */
  date: string;
  name: string;
}

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Fixed-date holidays. Ley 2.977 (1915) and its amendments set most of them; 1 May is the Día
 * Nacional del Trabajo; 16 July comes from Ley 20.148 (2007); 1 January, 1 May, 18 and
 * 19 September and 25 December are also irrenunciables for retail workers (Ley 19.973).
 */
const FIXED: readonly (readonly [month: number, day: number, name: string])[] = [
  [1, 1, 'Año Nuevo'],
  [5, 1, 'Día Nacional del Trabajo'],
  [5, 21, 'Día de las Glorias Navales'],
  [7, 16, 'Día de la Virgen del Carmen'],
  [8, 15, 'Asunción de la Virgen'],
  [9, 18, 'Independencia Nacional'],
  [9, 19, 'Día de las Glorias del Ejército'],
  [11, 1, 'Día de Todos los Santos'],
  [12, 8, 'Inmaculada Concepción'],
  [12, 25, 'Navidad'],
];

/**
 * Day of June on which the winter solstice falls in Chilean time: Ley 21.357 (2021) makes that
 * day the Día Nacional de los Pueblos Indígenas. The date moves between the 20th and the 21st and
 * is fixed by the official astronomical table, so it is listed rather than computed.
 */
const JUNE_SOLSTICE_DAY: Readonly<Record<number, number>> = {
  2025: 20,
  2026: 21,
  2027: 21,
  2028: 20,
  2029: 20,
  2030: 21,
};

/**
 * Years missing from the table fall back to 21 June, the more frequent day. Extend the table from
 * the official publication before those years become bookable.
 */
const DEFAULT_JUNE_SOLSTICE_DAY = 21;

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/**
 * Ley 19.668: a holiday falling on Tuesday, Wednesday or Thursday moves to the Monday before it,
 * one falling on Friday to the Monday after it; on a weekend or a Monday it stays put.
 */
function movedToMonday(date: string): string {
  const weekday = isoWeekday(date);
  if (weekday >= TUESDAY && weekday <= THURSDAY) return addDays(date, MONDAY - weekday);
  if (weekday === FRIDAY) return addDays(date, 3);
  return date;
}

/**
 * Ley 20.299: the 31 October holiday moves to the Friday before when it falls on a Tuesday and to
 * the Friday after (2 November) when it falls on a Wednesday, so it never strands a working day.
 */
function movedToFriday(date: string): string {
  const weekday = isoWeekday(date);
  if (weekday === TUESDAY) return addDays(date, -4);
  if (weekday === WEDNESDAY) return addDays(date, 2);
  return date;
}

function computeHolidays(year: number): ChileanHoliday[] {
  const holidays: ChileanHoliday[] = FIXED.map(([month, day, name]) => ({
    date: isoDate(year, month, day),
    name,
  }));

  // Ley 20.983: 2 January is a holiday when it is a Monday (i.e. New Year's Day was a Sunday).
  const secondOfJanuary = isoDate(year, 1, 2);
  if (isoWeekday(secondOfJanuary) === MONDAY) {
    holidays.push({ date: secondOfJanuary, name: 'Feriado de Año Nuevo' });
  }

  // Ley 2.977: Good Friday and Holy Saturday, two and one days before Easter Sunday.
  const easter = easterSunday(year);
  holidays.push({ date: addDays(easter, -2), name: 'Viernes Santo' });
  holidays.push({ date: addDays(easter, -1), name: 'Sábado Santo' });

  holidays.push({
    date: isoDate(year, 6, JUNE_SOLSTICE_DAY[year] ?? DEFAULT_JUNE_SOLSTICE_DAY),
    name: 'Día Nacional de los Pueblos Indígenas',
  });

  holidays.push({ date: movedToMonday(isoDate(year, 6, 29)), name: 'San Pedro y San Pablo' });
  holidays.push({ date: movedToMonday(isoDate(year, 10, 12)), name: 'Encuentro de Dos Mundos' });
  holidays.push({
    date: movedToFriday(isoDate(year, 10, 31)),
    name: 'Día de las Iglesias Evangélicas y Protestantes',
  });

  // Ley 20.215: when 18–19 September fall mid-week, the day that would be left stranded between
  // them and the weekend is a holiday too: 17 September if it is a Monday, 20 if it is a Friday.
  const seventeenth = isoDate(year, 9, 17);
  if (isoWeekday(seventeenth) === MONDAY) {
    holidays.push({ date: seventeenth, name: 'Fiestas Patrias' });
  }
  const twentieth = isoDate(year, 9, 20);
  if (isoWeekday(twentieth) === FRIDAY) {
    holidays.push({ date: twentieth, name: 'Fiestas Patrias' });
  }

  return holidays.sort((first, second) => first.date.localeCompare(second.date));
}

/**
 * Every national holiday of `year`, sorted by date. The caller gets its own copy to change. Years
 * before 1583 are refused because the Gregorian Easter computation means nothing before then.
 */
export function chileanHolidays(year: number): ChileanHoliday[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new Error(`Año inválido: ${year}`);
  }
  return computeHolidays(year);
}

/**
 * Holiday dates per year, built on first use: the calendar asks about dozens of days on every
 * render, and the rules only need running once per year.
 */
const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

/** The set of holiday dates of `year`, computed once and then shared (hence read-only). */
export function holidayDates(year: number): ReadonlySet<string> {
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(chileanHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates;
}

/** Whether the calendar date `date` ('YYYY-MM-DD') is a Chilean national holiday. */
export function isChileanHoliday(date: string): boolean {
  // Validates the date (throws on garbage) before its year is trusted.
  isoWeekday(date);
  return holidayDates(Number(date.slice(0, 4))).has(date);
}
