import { useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';

export const myPaymentsKey = (userId: string) => ['pagos', 'mios', userId];

/**
 * The payments the signed-in person may read: a client's own (the database shows no others).
 * Staff read every payment, but the account page matches them to its own bookings by id.
 */
export function useMyPayments(backend: BackendPort, userId: string) {
  return useQuery({
    queryKey: myPaymentsKey(userId),
    queryFn: () => backend.pagos.list(),
  });
}
