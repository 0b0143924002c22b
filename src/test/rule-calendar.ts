import type { CalendarDay } from '@/backend/calendar-types';
import { isChileanHoliday, chileanHolidays } from '@/booking/model/holidays';
import { SLOT_TIMES } from '@/booking/model/slot-times';
import { addDays, isoWeekday } from '@/lib/time/chile-time';

/**
 * What calendario_reservas answers for a database holding only the national holidays (what
 * the generated migration writes): for tests that need a calendar and are not about one. A test
 * about a closed day gives its own.
 */
export function ruleCalendar(from: string, to: string): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let fecha = from; fecha <= to; fecha = addDays(fecha, 1)) {
    const weekend = isoWeekday(fecha) > 5;
    const holiday = !weekend && isChileanHoliday(fecha);
    const nombre = holiday
      ? (chileanHolidays(Number(fecha.slice(0, 4))).find((h) => h.date === fecha)?.name ?? null)
      : null;
    days.push({
      fecha,
      horarios: weekend || holiday ? [] : [...SLOT_TIMES],
      motivo: weekend ? 'fin_de_semana' : holiday ? 'feriado' : null,
      nombre,
    });
  }
  return days;
}
