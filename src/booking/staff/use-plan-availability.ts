import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { MAX_WEEK_OFFSET, slotKey, weekDays, type BookingCalendar } from '@/booking/model/schedule';
import { bookingCalendarKey, toBookingCalendar } from '@/booking/ui/use-booking-calendar';
import { occupiedSlotsKey } from '@/booking/ui/use-occupied-slots';

const NONE: ReadonlySet<string> = new Set();
const UNKNOWN: BookingCalendar = new Map();

/**
 * The slot picker's data for one plan: the times at which no lawyer of its area is free, and the
 * days and times some lawyer of its area works, over the four weeks the picker shows. Under the
 * booking module's keys (plus the plan), so whatever refreshes the picker refreshes these too.
 */
export function usePlanAvailability(now: Date, plan: string) {
  const backend = useBackend();
  const from = weekDays(0, now)[0] ?? '';
  const to = weekDays(MAX_WEEK_OFFSET, now)[6] ?? '';
  const occupied = useQuery({
    queryKey: [...occupiedSlotsKey, from, to, plan],
    queryFn: () => backend.reservas.occupied(from, to, plan),
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: (slots) => new Set(slots.map((slot) => slotKey(slot.fecha, slot.hora))),
  });
  const calendar = useQuery({
    queryKey: [...bookingCalendarKey, from, to, plan],
    queryFn: () => backend.reservas.calendar(from, to, plan),
    staleTime: 30_000,
    refetchInterval: 60_000,
    select: toBookingCalendar,
  });
  return {
    occupied: occupied.data ?? NONE,
    calendar: calendar.data ?? UNKNOWN,
    loading: occupied.isPending || calendar.isPending,
    error: occupied.isError || calendar.isError,
  };
}
