// @vitest-environment jsdom
import { fakeBackend } from '@/test/fake-backend';
import {
  BackendError,
  type BackendPort,
  type NewReservation,
  type Reservation,
} from '@/backend/port';
import { readPaymentData } from '@/booking/model/payment-data';
import { createBooking, paymentDataFor } from './create-booking';
import { notifyBooking } from './notify-booking';
import { STATEMENTS } from '@/test/booking-statements';
import { aReservation } from '@/test/reservation-fixture';

vi.mock('./notify-booking', () => ({ notifyBooking: vi.fn(() => Promise.resolve()) }));

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const NOW = Date.parse('2026-11-23T12:00:00Z');

const input: NewReservation = {
  ...STATEMENTS,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-24',
  hora: '10:00',
  plan: 'laboral',
  tipoReunion: 'videollamada',
  descripcion: 'Despido injustificado',
  empresa: 'Ferretería Sur',
};

const reservation = (change: Partial<Reservation> = {}) =>
  aReservation({
    id: RESERVA_ID,
    userId: null,
    empresa: 'Ferretería Sur',
    fecha: '2026-11-24',
    descripcion: 'Despido injustificado',
    estado: 'pendiente',
    expiraEn: '2026-11-23T14:00:00Z',
    createdAt: '2026-11-23T12:00:00Z',
    ...change,
  });

/** A backend whose only working member is reservas.create. */
function backendWithCreate(create: BackendPort['reservas']['create']): BackendPort {
  return fakeBackend({ reservas: { create } });
}

/** What /pago and /payment-success will read. */
const storedPaymentData = (): unknown => readPaymentData() ?? null;

describe('createBooking', () => {
  beforeEach(() => {
    vi.mocked(notifyBooking).mockClear();
  });

  it('books through the backend and stores the paymentData of the reservation', async () => {
    const booked = reservation();
    const create = vi.fn<BackendPort['reservas']['create']>(() => Promise.resolve(booked));
    const backend = backendWithCreate(create);

    const result = await createBooking(backend, input, NOW);

    expect(create).toHaveBeenCalledExactlyOnceWith(input);
    expect(result.reservation).toBe(booked);
    const expected = {
      id: String(NOW),
      reservaId: RESERVA_ID,
      plan: 'laboral',
      service: 'Consulta Laboral',
      category: 'Laboral',
      price: '35.000',
      fecha: '2026-11-24',
      hora: '10:00',
      tipo_reunion: 'videollamada',
      cliente: {
        nombre: 'Ana Pérez',
        email: 'ana@ejemplo.cl',
        telefono: '+56912345678',
        empresa: 'Ferretería Sur',
      },
      descripcion: 'Despido injustificado',
    };
    expect(result.paymentData).toEqual(expected);
    expect(storedPaymentData()).toEqual(expected);
    expect(notifyBooking).toHaveBeenCalledExactlyOnceWith(backend, booked);
  });

  it("keeps the assigned lawyer's name and the reschedule link's secret for the confirmation", async () => {
    const booked = reservation({ abogadoId: 'abogada-1', tokenGestion: 'b'.repeat(64) });
    const backend = fakeBackend({
      reservas: { create: () => Promise.resolve(booked) },
      agenda: {
        lawyerNames: () => Promise.resolve([{ id: 'abogada-1', nombre: 'Abogada Demo' }]),
      },
    });

    await createBooking(backend, input, NOW);

    expect(storedPaymentData()).toMatchObject({
      abogado: 'Abogada Demo',
      tokenGestion: 'b'.repeat(64),
    });
  });

  it('books all the same when the names cannot be read', async () => {
    const booked = reservation({ abogadoId: 'abogada-1', tokenGestion: 'b'.repeat(64) });
    const backend = fakeBackend({
      reservas: { create: () => Promise.resolve(booked) },
      agenda: { lawyerNames: () => Promise.reject(new BackendError('Sin conexión')) },
    });

    const { paymentData } = await createBooking(backend, input, NOW);

    expect(paymentData.abogado).toBeUndefined();
    expect(paymentData.tokenGestion).toBe('b'.repeat(64));
  });

  it('marks a free reservation as paid with "gratis"', async () => {
    const backend = backendWithCreate(() =>
      Promise.resolve(
        reservation({
          plan: 'gratis',
          servicio: 'Consulta Gratuita',
          categoria: 'General',
          precio: 0,
        }),
      ),
    );

    await createBooking(backend, { ...input, plan: 'gratis' }, NOW);

    expect(storedPaymentData()).toMatchObject({
      plan: 'gratis',
      price: '0',
      paymentMethod: 'gratis',
      paymentStatus: 'completed',
    });
  });

  it('does not mark a paid reservation as paid', async () => {
    await createBooking(
      backendWithCreate(() => Promise.resolve(reservation())),
      input,
      NOW,
    );

    const stored = storedPaymentData();
    expect(stored).not.toHaveProperty('paymentMethod');
    expect(stored).not.toHaveProperty('paymentStatus');
  });

  it('rejects with the backend message when the booking is refused, storing nothing', async () => {
    const backend = backendWithCreate(() => Promise.reject(new BackendError('Horario ocupado')));

    await expect(createBooking(backend, input, NOW)).rejects.toThrow('Horario ocupado');

    expect(storedPaymentData()).toBeNull();
    expect(notifyBooking).not.toHaveBeenCalled();
  });

  it('never fails the booking over its notifications', async () => {
    vi.mocked(notifyBooking).mockRejectedValueOnce(new Error('webhook caído'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const result = await createBooking(
      backendWithCreate(() => Promise.resolve(reservation())),
      input,
      NOW,
    );
    await vi.waitFor(() => {
      expect(logged).toHaveBeenCalled();
    });

    expect(result.paymentData.reservaId).toBe(RESERVA_ID);
    expect(storedPaymentData()).toMatchObject({ reservaId: RESERVA_ID });
    expect(logged.mock.calls[0]?.[0]).toBe('No se pudieron enviar los avisos de la reserva');
  });
});

describe('paymentDataFor', () => {
  it('leaves out the optional empresa and descripcion when the reservation has none', () => {
    const data = paymentDataFor(reservation({ empresa: null, descripcion: null }), NOW);
    expect(data.cliente).toEqual({
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      telefono: '+56912345678',
    });
    expect(data).not.toHaveProperty('descripcion');
  });

  it('stores an unknown plan as "general"', () => {
    expect(paymentDataFor(reservation({ plan: 'inexistente' }), NOW).plan).toBe('general');
  });

  it('refuses a time or a meeting mode the site does not offer', () => {
    expect(() => paymentDataFor(reservation({ hora: '13:00' }), NOW)).toThrow(
      'Reserva con un horario o modalidad no ofrecidos',
    );
    expect(() => paymentDataFor(reservation({ tipoReunion: 'presencial' }), NOW)).toThrow(
      'Reserva con un horario o modalidad no ofrecidos',
    );
  });
});
