import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { deskKeys } from './desk-keys';

/**
 * The payment recorded for a booking of the desk; not read for a free booking. Under the desk's
 * key, so a status change on the desk refreshes it too.
 */
export function useBookingPayment(reservaId: string, { enabled }: { enabled: boolean }) {
  const backend = useBackend();
  return useQuery({
    queryKey: deskKeys.payment(reservaId),
    queryFn: () => backend.pagos.ofBooking(reservaId),
    enabled,
  });
}
