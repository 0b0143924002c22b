import { useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '@/backend/calendar-types';
import { useStartedBackend } from '@/components/auth/backend-context';
import {
  isSlotTime,
  MAX_WEEK_OFFSET,
  weekDays,
  type BookingCalendar,
} from '@/booking/model/schedule';
import { useOccupiedSlots } from './use-occupied-slots';

const UNKNOWN: BookingCalendar = new Map();

export const bookingCalendarKey = ['calendario-reservas'] as const;

/**
 * The database's calendar as the picker reads it. A time must also be one the booking draft and
 * the notices know (SLOT_TIMES): a time the database drops disappears at once, one it adds needs
 * SLOT_TIMES too.
 */
export function toBookingCalendar(days: readonly CalendarDay[]): BookingCalendar {
  return new Map(
    days.map((day) => [
      day.fecha,
      { horarios: day.horarios.filter(isSlotTime), nombre: day.nombre },
    ]),
  );
}

/**
 * The days and times of the four weeks the picker can show, as the database states them
 * (calendario_reservas reads the holidays, the firm's closed days and the times crear_reserva
 * checks), fetched alongside the occupied slots. With the plan, only the times at which a lawyer
 * who attends its area works. Refreshed like them: a day the firm closes meanwhile closes in an
 * open picker too.
 */
export function useBookingCalendar(now: Date, plan?: string) {
  const backend = useStartedBackend();
  const from = weekDays(0, now)[0] ?? '';
  const to = weekDays(MAX_WEEK_OFFSET, now)[6] ?? '';
  const query = useQuery({
    queryKey: [...bookingCalendarKey, from, to, plan ?? null],
    queryFn: async () => (backend ? backend.reservas.calendar(from, to, plan) : []),
    enabled: backend !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: toBookingCalendar,
  });
  return {
    calendar: query.data ?? UNKNOWN,
    loading: backend === null || query.isPending,
    error: query.isError,
  };
}

/**
 * What the slot picker needs: the occupied slots and the database's calendar, for the plan when
 * it is known (the times of the lawyers who attend its area). It is loading until both are there,
 * so no time is offered before the database confirmed it.
 */
export function useSlotAvailability(now: Date, plan?: string) {
  const occupied = useOccupiedSlots(now, plan);
  const days = useBookingCalendar(now, plan);
  return {
    occupied: occupied.occupied,
    calendar: days.calendar,
    loading: occupied.loading || days.loading,
    error: occupied.error || days.error,
  };
}
