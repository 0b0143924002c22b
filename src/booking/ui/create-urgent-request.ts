import type { BackendPort, NewUrgentRequest, Reservation } from '@/backend/port';
import { writePaymentData, type PaymentData } from '@/booking/model/payment-data';
import { paymentDataFor } from './create-booking';
import { notifyBooking } from './notify-booking';

/**
 * An emergency request, taken like a paid booking: the database validates it and sets its time
 * and price (crear_solicitud_urgente), the browser keeps `paymentData` for /pago and
 * /payment-success, and the client and the lawyer are notified in the background (the lawyer's
 * notice is what starts the call-back). A refused request throws the database's Spanish message.
 */
export async function createUrgentRequest(
  backend: BackendPort,
  input: NewUrgentRequest,
  now = Date.now(),
): Promise<{ reservation: Reservation; paymentData: PaymentData }> {
  const reservation = await backend.reservas.requestUrgent(input);
  const paymentData = paymentDataFor(reservation, now);
  writePaymentData(paymentData);
  notifyBooking(backend, reservation).catch((error: unknown) => {
    console.error('No se pudieron enviar los avisos de la solicitud', error);
  });
  return { reservation, paymentData };
}
