import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

export const myPaymentsKey = (userId: string) => ['pagos', 'mios', userId];

/**
 * The payments the signed-in person may read: a client's own (the database shows no others).
 * Staff read every payment, but the account page matches them to its own bookings by id.
 */
export function useMyPayments(userId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: myPaymentsKey(userId),
    queryFn: () => backend.pagos.list(),
  });
}
