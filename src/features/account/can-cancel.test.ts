import type { Reservation } from '@/backend/port';
import { canCancel } from './can-cancel';
import { aReservation } from '@/test/reservation-fixture';

const booking = (change: Partial<Reservation>) =>
  aReservation({
    nombre: 'Ana',
    fecha: '2026-11-24',
    createdAt: '2026-11-22T12:00:00Z',
    ...change,
  });

describe('canCancel', () => {
  // 10:00 in Santiago on 24 Nov 2026 (summer time, UTC-3) is 13:00 UTC.
  it('allows it until 4 hours before, Chilean time', () => {
    expect(canCancel(booking({}), new Date('2026-11-24T09:00:00Z'))).toBe(true);
    expect(canCancel(booking({}), new Date('2026-11-24T09:00:01Z'))).toBe(false);
  });

  it('refuses bookings that are no longer active', () => {
    const early = new Date('2026-11-23T09:00:00Z');
    expect(canCancel(booking({ estado: 'pendiente' }), early)).toBe(true);
    expect(canCancel(booking({ estado: 'cancelada' }), early)).toBe(false);
    expect(canCancel(booking({ estado: 'completada' }), early)).toBe(false);
    expect(canCancel(booking({ estado: 'expirada' }), early)).toBe(false);
  });
});
