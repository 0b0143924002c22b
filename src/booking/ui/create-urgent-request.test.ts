// @vitest-environment jsdom
import { fakeBackend } from '@/test/fake-backend';
import type { BackendPort, NewUrgentRequest, Reservation } from '@/backend/port';
import { PLANS } from '@/content/catalogue/plans';
import { readPaymentData } from '@/booking/model/payment-data';
import { paymentDataFor } from './create-booking';
import { createUrgentRequest } from './create-urgent-request';
import { notifyBooking } from './notify-booking';
import { STATEMENTS, STORED_STATEMENTS } from '@/test/booking-statements';

vi.mock('./notify-booking', () => ({ notifyBooking: vi.fn(() => Promise.resolve()) }));

const NOW = Date.parse('2026-11-29T06:00:00Z');

const input: NewUrgentRequest = {
  ...STATEMENTS,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  descripcion: 'Detuvieron a mi hijo anoche; mañana es la audiencia de control.',
};

const request: Reservation = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  userId: null,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: null,
  fecha: '2026-11-29',
  hora: '03:00',
  descripcion: input.descripcion,
  plan: 'emergencia',
  servicio: PLANS.emergencia.name,
  precio: PLANS.emergencia.price,
  categoria: PLANS.emergencia.category,
  tipoReunion: 'telefonica',
  estado: 'pendiente',
  expiraEn: '2026-11-29T08:00:00Z',
  recordatorioEnviado: false,
  metodoPago: null,
  urgente: true,
  ...STORED_STATEMENTS,
  createdAt: '2026-11-29T06:00:00Z',
  abogadoId: null,
  tokenGestion: null,
  movimientos: 0,
  movimientosCliente: 0,
};

describe('createUrgentRequest', () => {
  it('asks the backend, keeps the request for /pago at its own time, and notifies', async () => {
    const requestUrgent = vi.fn<BackendPort['reservas']['requestUrgent']>(() =>
      Promise.resolve(request),
    );
    const backend = fakeBackend({ reservas: { requestUrgent } });

    const { paymentData } = await createUrgentRequest(backend, input, NOW);

    expect(requestUrgent).toHaveBeenCalledExactlyOnceWith(input);
    expect(paymentData).toMatchObject({
      plan: 'emergencia',
      fecha: '2026-11-29',
      hora: '03:00',
      tipo_reunion: 'telefonica',
      urgente: true,
    });
    expect(readPaymentData()).toEqual(paymentData);
    expect(notifyBooking).toHaveBeenCalledWith(backend, request);
  });

  it('refuses a booking outside the day’s times unless it is an emergency request', () => {
    expect(() => paymentDataFor({ ...request, urgente: false }, NOW)).toThrow();
    expect(paymentDataFor(request, NOW).hora).toBe('03:00');
  });
});
