import { useMemo, useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  readPaymentData,
  readTransbankPayment,
  type PaymentData,
} from '@/booking/model/payment-data';
import { isCardReturn, resolvePaymentOutcome, type PaymentOutcome } from './payment-outcome';

const subscribeToNothing = () => () => undefined;

/** On a return from Webpay, the card payment record; otherwise (or without one) the booking. */
function readStoredBooking(viaCard: boolean): PaymentData | undefined {
  return (viaCard ? readTransbankPayment() : undefined) ?? readPaymentData();
}

/**
 * The outcome for the current URL and stored booking. Undefined while rendering on the server or
 * hydrating: the stored booking exists only in the visitor's browser, so the page says
 * 'Cargando...' until it can read it.
 */
export function usePaymentOutcome(): PaymentOutcome | undefined {
  const { serviceId } = useParams();
  const [search] = useSearchParams();
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return useMemo(
    () =>
      inBrowser
        ? resolvePaymentOutcome({
            serviceId,
            search,
            stored: readStoredBooking(isCardReturn(search)),
          })
        : undefined,
    [inBrowser, serviceId, search],
  );
}
