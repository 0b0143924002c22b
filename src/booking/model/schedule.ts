import {
  addDays,
  CHILE_TIME_ZONE,
  chileDateTimeToUtc,
  chileNow,
  isoWeekday,
  mondayOf,
} from '../../lib/time/chile-time';
import { SLOT_TIMES } from './slot-times';

/**
 * The consultation booking rules, in one place for the booking wizard. The database enforces the
 * same rules on its own (private.crear_reserva), so a change here must be made there too: the
 * browser only greys out what the server would refuse. Which days are closed and which times a
 * day offers are the database's alone (public.feriados, private.horarios_del_dia): the picker
 * reads them as a BookingCalendar (public.calendario_reservas), so a day the firm closes in the
 * database closes in the picker too. The lead time and the window are rules of the moment of
 * booking and live here (and in crear_reserva).
 */

export { SLOT_TIMES };

export type SlotTime = (typeof SLOT_TIMES)[number];

/** A slot must start at least this long after now, so the lawyer has time to prepare. */
export const LEAD_MINUTES = 60;

/** Bookable days: today plus this many following days. */
export const BOOKING_WINDOW_DAYS = 21;

/** Weeks the calendar can page forward: enough to show the whole booking window. */
export const MAX_WEEK_OFFSET = 3;

/** How long a paid booking holds its slot while it is paid; then the slot is free again. */
export const HOLD_MINUTES = 120;

/** Length of a consultation. */
export const SESSION_MINUTES = 45;

export const TIME_ZONE = CHILE_TIME_ZONE;

export type DayUnavailability = 'pasado' | 'fin-de-semana' | 'feriado' | 'fuera-de-plazo';

export type SlotState = 'disponible' | 'pasada' | 'ocupada';

/** What the calendar says on hover over a slot that cannot be chosen. */
export const SLOT_TOOLTIP = {
  pasada: 'Hora ya pasada',
  ocupada: 'Horario ocupado',
} as const satisfies Record<Exclude<SlotState, 'disponible'>, string>;

const SATURDAY = 6;

/** A day as the database's calendar states it: the times it offers (none when closed). */
export interface OfferedDay {
  horarios: readonly SlotTime[];
  /** The holiday's or closed day's name, when the database gives one. */
  nombre: string | null;
}

/**
 * The days the database has confirmed, by date (public.calendario_reservas). A day not in it is
 * not known yet (the calendar is loading): it may be chosen, but it offers no time until known.
 */
export type BookingCalendar = ReadonlyMap<string, OfferedDay>;

/** Key of a slot in the `occupied` set: the shape the backend's occupied slots map to. */
export function slotKey(date: string, time: string): string {
  return `${date} ${time}`;
}

/** Whether a string is one of the offered start times (narrows untrusted input to SlotTime). */
export function isSlotTime(time: string): time is SlotTime {
  return (SLOT_TIMES as readonly string[]).includes(time);
}

/**
 * The seven dates (Monday to Sunday) of the week `offset` weeks after the current week in Chile.
 * "Current" is decided by the Chilean date, not the browser's, so the calendar does not jump a
 * week on Sunday evenings for a visitor abroad (or after 20:00/21:00, when UTC is already Monday).
 */
export function weekDays(offset: number, now: Date): string[] {
  const monday = addDays(mondayOf(chileNow(now).date), offset * 7);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * Why a whole day cannot be booked, or null when it can. Checked in this order: past days, days
 * beyond the window, weekends, closed days. A day whose every slot has already passed (today, late
 * in the afternoon) still counts as bookable here; slotState reports each of its slots as 'pasada'.
 *
 * `calendar` is the database's (the picker always passes it, empty while it loads): a day it holds
 * with no times is closed, whatever the reason (a holiday, a day the firm closed). Closed days are
 * the database's alone: without a calendar only the fixed rules above apply, and crear_reserva
 * refuses a closed day anyway.
 */
export function dayUnavailability(
  date: string,
  now: Date,
  calendar?: BookingCalendar,
): DayUnavailability | null {
  // Parsed first, so a malformed date throws instead of comparing as some string.
  const weekday = isoWeekday(date);
  const today = chileNow(now).date;
  // Valid 'YYYY-MM-DD' strings sort like the dates they name.
  if (date < today) return 'pasado';
  if (date > addDays(today, BOOKING_WINDOW_DAYS)) return 'fuera-de-plazo';
  if (weekday >= SATURDAY) return 'fin-de-semana';
  if (calendar?.get(date)?.horarios.length === 0) return 'feriado';
  return null;
}

/**
 * The state of one slot. The lead time is measured between absolute instants, so "one hour from
 * now" stays right across midnight and on the days Chile changes its clocks. A slot too close to
 * be booked reads 'pasada' even if it is also occupied: it could not be chosen either way.
 */
export function slotState(
  date: string,
  time: SlotTime,
  now: Date,
  occupied: ReadonlySet<string>,
): SlotState {
  const minutesAhead = (chileDateTimeToUtc(date, time).getTime() - now.getTime()) / 60_000;
  if (minutesAhead < LEAD_MINUTES) return 'pasada';
  if (occupied.has(slotKey(date, time))) return 'ocupada';
  return 'disponible';
}

/**
 * Whether a slot can be booked now: its day is open, the slot itself is free and far enough and,
 * given the database's calendar, the day is known and offers that time (nothing the database has
 * not confirmed is bookable).
 */
export function isBookable(
  date: string,
  time: SlotTime,
  now: Date,
  occupied: ReadonlySet<string>,
  calendar?: BookingCalendar,
): boolean {
  return (
    dayUnavailability(date, now, calendar) === null &&
    (!calendar || calendar.get(date)?.horarios.includes(time) === true) &&
    slotState(date, time, now, occupied) === 'disponible'
  );
}
