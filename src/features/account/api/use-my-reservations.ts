import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Reservation } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

export const myReservationsKey = (userId: string) => ['mis-reservas', userId];

/**
 * The signed-in person's own bookings. The database shows a client only their own; staff can read
 * every booking, and these pages are about one's own, so the list keeps those of this account.
 */
export function useMyReservations(userId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: myReservationsKey(userId),
    queryFn: async () => (await backend.reservas.list()).filter((r) => r.userId === userId),
  });
}

/**
 * Puts a booking the database just returned in place of the listed one: what a cancellation or a
 * withdrawal answers is the whole row, so the list need not be read again.
 */
export function replaceMyReservation(
  queryClient: QueryClient,
  userId: string,
  updated: Reservation,
) {
  queryClient.setQueryData<Reservation[]>(myReservationsKey(userId), (list) =>
    list?.map((r) => (r.id === updated.id ? updated : r)),
  );
}
