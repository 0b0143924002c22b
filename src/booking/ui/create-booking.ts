import type { BackendPort, NewReservation, Reservation } from '@/backend/port';
import { isPlanId } from '@/content/catalogue/plans';
import { storedPrice, writePaymentData, type PaymentData } from '@/booking/model/payment-data';
import { isSlotTime } from '@/booking/model/schedule';
import { notifyBooking } from './notify-booking';

/**
 * The spec's `paymentData` for a reservation the database just created: a booking at one of the
 * day's times, or an emergency request (marked `urgente`, at the time it was made).
 */
export function paymentDataFor(
  reservation: Reservation,
  now: number,
  lawyerName?: string,
): PaymentData {
  const hora = reservation.hora;
  if ((!reservation.urgente && !isSlotTime(hora)) || reservation.tipoReunion === 'presencial')
    throw new Error('Reserva con un horario o modalidad no ofrecidos');
  const free = reservation.precio === 0;
  return {
    id: String(now),
    reservaId: reservation.id,
    plan: isPlanId(reservation.plan) ? reservation.plan : 'general',
    service: reservation.servicio,
    category: reservation.categoria,
    price: storedPrice(reservation.precio),
    fecha: reservation.fecha,
    hora,
    tipo_reunion: reservation.tipoReunion,
    cliente: {
      nombre: reservation.nombre,
      email: reservation.email,
      telefono: reservation.telefono,
      ...(reservation.empresa ? { empresa: reservation.empresa } : {}),
    },
    ...(reservation.descripcion ? { descripcion: reservation.descripcion } : {}),
    ...(free ? { paymentMethod: 'gratis', paymentStatus: 'completed' } : {}),
    ...(reservation.urgente ? { urgente: true } : {}),
    ...(lawyerName ? { abogado: lawyerName } : {}),
    ...(reservation.tokenGestion ? { tokenGestion: reservation.tokenGestion } : {}),
  };
}

/**
 * The one booking engine, used by the wizard and by the practice pages' form: the database
 * validates and books (crear_reserva: price from the catalogue, slot held or confirmed, a lawyer
 * assigned), the browser keeps `paymentData` for /pago and /payment-success (with the lawyer's
 * name and the reschedule link's secret), and the client and lawyer are notified in the
 * background. A refused booking throws the database's Spanish message.
 */
export async function createBooking(
  backend: BackendPort,
  input: NewReservation,
  now = Date.now(),
): Promise<{ reservation: Reservation; paymentData: PaymentData }> {
  // Asked alongside the booking, so the confirmation names the lawyer without a wait; without
  // the names it simply names nobody.
  const names = backend.agenda.lawyerNames().catch(() => []);
  const reservation = await backend.reservas.create(input);
  const lawyer = (await names).find((name) => name.id === reservation.abogadoId);
  const paymentData = paymentDataFor(reservation, now, lawyer?.nombre);
  writePaymentData(paymentData);
  notifyBooking(backend, reservation).catch((error: unknown) => {
    console.error('No se pudieron enviar los avisos de la reserva', error);
  });
  return { reservation, paymentData };
}
