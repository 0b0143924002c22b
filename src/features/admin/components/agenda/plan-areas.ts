import { PLANS, type PlanCategory } from '@/content/catalogue/plans';
import { SLOT_TIMES } from '@/booking/model/slot-times';

/**
 * The practice areas a lawyer may attend: the plan catalogue's categories, which the database's
 * plans carry too (guardar_agenda_abogado refuses any other).
 */
export const PLAN_AREAS: readonly PlanCategory[] = [
  ...new Set(Object.values(PLANS).map((plan) => plan.category)),
].sort((a, b) => a.localeCompare(b, 'es'));

/** The days of a lawyer's week: D = 1 (lunes) .. 5 (viernes). */
export const WEEK_DAYS = [1, 2, 3, 4, 5] as const;

/** A time of a lawyer's week as the database writes it: 'D HH:MM'. */
export const weekSlot = (day: number, time: string): string => `${day} ${time}`;

/** Every time of one day, for "Todo el día". */
export const daySlots = (day: number): string[] => SLOT_TIMES.map((time) => weekSlot(day, time));

/** The week in the database's order (day, then time): 'D HH:MM' sorts as text. */
export const sortedWeek = (slots: Iterable<string>): string[] => [...slots].sort();
