import type { QueryClient } from '@tanstack/react-query';
import { bookingCalendarKey } from '@/booking/ui/use-booking-calendar';
import { occupiedSlotsKey } from '@/booking/ui/use-occupied-slots';

/**
 * Query keys of the firm's calendar by lawyer, all under ['agenda']: the Agenda tab of /admin
 * and "Mi agenda" of /panel read them.
 */
export const agendaKeys = {
  all: ['agenda'] as const,
  lawyers: ['agenda', 'abogados'] as const,
  closedDays: (from: string) => ['agenda', 'dias-cerrados', from] as const,
  toReassign: ['agenda', 'por-reasignar'] as const,
  myAgenda: ['agenda', 'mi-agenda'] as const,
};

/**
 * After any change to a lawyer's week, areas or absences or to the firm's closed days: every
 * agenda list and the public picker's calendar and occupied slots (an open picker on this page's
 * cache offers the new times at once; another tab's picker refreshes within the minute).
 */
export function invalidateAgenda(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingCalendarKey }),
    queryClient.invalidateQueries({ queryKey: occupiedSlotsKey }),
  ]).then(() => undefined);
}
