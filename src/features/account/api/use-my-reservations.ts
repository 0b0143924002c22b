import { useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';

export const myReservationsKey = (userId: string) => ['mis-reservas', userId];

/**
 * The signed-in person's own bookings. The database shows a client only their own; staff can read
 * every booking, and these pages are about one's own, so the list keeps those of this account.
 */
export function useMyReservations(backend: BackendPort, userId: string) {
  return useQuery({
    queryKey: myReservationsKey(userId),
    queryFn: async () => (await backend.reservas.list()).filter((r) => r.userId === userId),
  });
}
