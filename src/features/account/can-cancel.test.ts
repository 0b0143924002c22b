import type { Reservation } from '@/backend/port';
import { canCancel } from './can-cancel';

const booking = (change: Partial<Reservation>): Reservation => ({
  id: 'r1',
  userId: 'u1',
  nombre: 'Ana',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: null,
  fecha: '2026-11-24',
  hora: '10:00',
  descripcion: null,
  plan: 'laboral',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
  tipoReunion: 'videollamada',
  estado: 'confirmada',
  expiraEn: null,
  recordatorioEnviado: false,
  urgente: false,
  metodoPago: null,
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
