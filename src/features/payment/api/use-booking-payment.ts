import { useQuery } from '@tanstack/react-query';
import type { BookingPayment } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';

export const bookingPaymentKey = (reservaId: string) => ['pago-de-reserva', reservaId] as const;

/** How often the state is read again while Webpay's result is still being committed. */
const SETTLING_POLL_MS = 2000;

const settling = (state: BookingPayment | undefined): boolean =>
  state?.pago?.metodo === 'tarjeta' && state.pago.estado === 'pendiente';

/**
 * The payment state of the visitor's booking, from the database (never from what this browser
 * stored): what the pages may say about the money. With `ordenCompra` (back from Webpay) the
 * outcome of that card payment is settled first, and read again while it is still being
 * committed. The backend comes from `useStartedBackend()`, not `useBackend()`: the payment pages
 * show what they stored while it starts, so this query waits for it (null) instead of requiring it.
 */
export function useBookingPayment(reservaId: string | undefined, ordenCompra?: string | null) {
  const backend = useStartedBackend();
  return useQuery({
    queryKey: [...bookingPaymentKey(reservaId ?? ''), ordenCompra ?? ''],
    enabled: Boolean(backend && reservaId),
    queryFn: async () => {
      if (!backend || !reservaId) throw new Error('Sin reserva');
      if (ordenCompra) await backend.pagos.settleCard(ordenCompra);
      return backend.pagos.ofBooking(reservaId);
    },
    refetchInterval: (query) => (settling(query.state.data) ? SETTLING_POLL_MS : false),
  });
}
