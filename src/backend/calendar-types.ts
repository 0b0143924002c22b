/**
 * The booking calendar as the database states it (public.calendario_reservas): what the slot
 * picker offers, read from the same holidays and times that crear_reserva enforces.
 */

/** Why a day offers no time: a weekend, or a day in public.feriados (a holiday or the firm's). */
export type ClosedDayReason = 'fin_de_semana' | 'feriado' | 'sin_atencion';

export interface CalendarDay {
  /** YYYY-MM-DD. */
  fecha: string;
  /** Start times offered that day (HH:MM, Chilean time); none when the day is closed. */
  horarios: string[];
  /** Why the day is closed, or null when it is open. */
  motivo: ClosedDayReason | null;
  /** The holiday's or closed day's name, when `motivo` is 'feriado'. */
  nombre: string | null;
}

/** A row of calendario_reservas as either adapter reads it (the date as text). */
export interface CalendarRow {
  fecha: string;
  horarios: string[] | null;
  motivo: string | null;
  nombre: string | null;
}

/** A row checked into a CalendarDay: an unknown reason reads as an open day's null. */
export function toCalendarDay(row: CalendarRow): CalendarDay {
  const motivo =
    row.motivo === 'fin_de_semana' || row.motivo === 'feriado' || row.motivo === 'sin_atencion'
      ? row.motivo
      : null;
  return { fecha: row.fecha, horarios: row.horarios ?? [], motivo, nombre: row.nombre };
}
