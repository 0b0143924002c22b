import type { Reservation } from '@/backend/port';
import { byAppointment, isOnDesk, paymentState, statusActions } from './reservation-labels';
import { aReservation } from '@/test/reservation-fixture';

const NOW = new Date('2026-11-23T12:00:00Z');

const booking = (change: Partial<Reservation> = {}) =>
  aReservation({ userId: null, fecha: '2026-11-24', estado: 'pendiente', ...change });

describe('paymentState', () => {
  it('describes a pending booking by its payment method and hold', () => {
    expect(
      paymentState(booking({ metodoPago: 'transferencia', expiraEn: '2026-11-23T13:30:00Z' }), NOW),
    ).toEqual({
      text: 'Pago pendiente: transferencia por verificar',
      detail: 'La hora queda reservada hasta el lunes 23 de noviembre de 2026 a las 10:30',
    });
    expect(paymentState(booking({ metodoPago: 'tarjeta' }), NOW)).toEqual({
      text: 'Pago pendiente: pago con tarjeta en proceso',
    });
    // An emergency request holds no hour: it waits for its payment.
    expect(
      paymentState(booking({ urgente: true, expiraEn: '2026-11-23T13:30:00Z' }), NOW).detail,
    ).toBe('La solicitud espera el pago hasta el lunes 23 de noviembre de 2026 a las 10:30');
    expect(paymentState(booking({ expiraEn: '2026-11-23T11:00:00Z' }), NOW)).toEqual({
      text: 'Pago pendiente: el cliente aún no elige cómo pagar',
      detail: 'El plazo para pagar venció el lunes 23 de noviembre de 2026 a las 08:00',
    });
  });

  it('tells paid, free, cancelled and expired bookings apart', () => {
    expect(paymentState(booking({ estado: 'confirmada', metodoPago: 'tarjeta' }), NOW).text).toBe(
      'Pagada (tarjeta)',
    );
    expect(paymentState(booking({ estado: 'completada' }), NOW).text).toBe('Pagada');
    expect(
      paymentState(booking({ estado: 'confirmada', metodoPago: 'gratis', precio: 0 }), NOW).text,
    ).toBe('Gratuita');
    expect(paymentState(booking({ estado: 'cancelada', precio: 0 }), NOW).text).toBe(
      'Gratuita (reserva cancelada)',
    );
    expect(paymentState(booking({ estado: 'cancelada', metodoPago: 'tarjeta' }), NOW).text).toBe(
      'Reserva cancelada: revisa si corresponde devolver el pago (tarjeta)',
    );
    expect(paymentState(booking({ estado: 'cancelada' }), NOW).text).toBe(
      'Reserva cancelada: sin pago registrado',
    );
    expect(paymentState(booking({ estado: 'expirada' }), NOW).text).toBe(
      'No pagada: la reserva expiró sin pago',
    );
  });
});

describe('statusActions', () => {
  it('confirms or cancels a pending booking, completes or cancels a confirmed one', () => {
    expect(statusActions('pendiente').map((a) => a.estado)).toEqual(['confirmada', 'cancelada']);
    expect(statusActions('confirmada').map((a) => a.estado)).toEqual(['cancelada']);
    for (const closed of ['cancelada', 'completada', 'expirada'] as const)
      expect(statusActions(closed)).toEqual([]);
  });
});

describe('desk helpers', () => {
  it('keeps active bookings and orders them by date and time', () => {
    expect(isOnDesk(booking({ estado: 'cancelada' }))).toBe(false);
    expect(isOnDesk(booking({ estado: 'expirada' }))).toBe(false);
    expect(isOnDesk(booking({ estado: 'completada' }))).toBe(true);
    const list = [
      booking({ id: 'c', fecha: '2026-11-25', hora: '09:00' }),
      booking({ id: 'b', fecha: '2026-11-24', hora: '16:00' }),
      booking({ id: 'a', fecha: '2026-11-24', hora: '09:30' }),
    ];
    expect(list.sort(byAppointment).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
