import { fakeBackend } from '@/test/fake-backend';
import type { BackendPort, NotificationDelivery, Reservation } from '@/backend/port';
import { MISSING_URL_ERROR } from '@/lib/webhook/webhook-client';
import { notifyBooking } from './notify-booking';

const URL = 'https://hook.make.com/reservas';
const NOW = new Date('2026-11-23T12:00:00Z');
const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

const reservation: Reservation = {
  id: RESERVA_ID,
  userId: null,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: 'Ferretería Sur',
  fecha: '2026-11-24',
  hora: '10:00',
  descripcion: 'Despido injustificado tras licencia médica',
  plan: 'laboral',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
  tipoReunion: 'videollamada',
  estado: 'pendiente',
  expiraEn: null,
  recordatorioEnviado: false,
  metodoPago: null,
  createdAt: '2026-11-23T12:00:00Z',
};

/** A backend whose only working member is notificaciones.recordBookingNotice. */
function backendWithNotices(
  recordBookingNotice: BackendPort['notificaciones']['recordBookingNotice'],
): BackendPort {
  return fakeBackend({ notificaciones: { recordBookingNotice } });
}

function setup(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const record = vi.fn<(delivery: NotificationDelivery) => Promise<void>>(() => Promise.resolve());
  return { fetchMock, sleep, record, backend: backendWithNotices(record) };
}

/** The text posted in one fetch call. */
const bodyOf = (init: RequestInit | undefined): string =>
  typeof init?.body === 'string' ? init.body : '';

/** The JSON bodies posted, in order. */
function sentBodies(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(bodyOf(init)) as unknown);
}

describe('notifyBooking', () => {
  it('sends nueva_reserva and notificacion_abogado and records both as enviado', async () => {
    const { fetchMock, sleep, record, backend } = setup(() =>
      Promise.resolve(new Response('Accepted', { status: 200 })),
    );

    await notifyBooking(backend, reservation, {
      url: URL,
      fetch: fetchMock,
      sleep,
      now: () => NOW,
    });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.every(([url]) => url === URL)).toBe(true);
    const bodies = sentBodies(fetchMock);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo_evento: 'nueva_reserva' }),
        expect.objectContaining({ tipo_evento: 'notificacion_abogado' }),
      ]),
    );
    expect(bodies[0]).toMatchObject({
      reserva: {
        id: RESERVA_ID,
        nombre: 'Ana Pérez',
        fecha: '2026-11-24',
        hora: '10:00',
        servicio: 'Consulta Laboral',
        precio: 35000,
      },
      timestamp: NOW.toISOString(),
    });

    expect(record).toHaveBeenCalledTimes(2);
    for (const tipo of ['nueva_reserva', 'notificacion_abogado'] as const) {
      expect(record).toHaveBeenCalledWith({
        reservaId: RESERVA_ID,
        tipo,
        estado: 'enviado',
        intentos: 1,
        ultimoError: null,
        webhookResponse: 'Accepted',
      });
    }
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never sends the RUT or the case description to the webhook', async () => {
    const { fetchMock, sleep, backend } = setup(() => Promise.resolve(new Response('')));

    await notifyBooking(backend, reservation, { url: URL, fetch: fetchMock, sleep });

    for (const [, init] of fetchMock.mock.calls) {
      const body = bodyOf(init);
      expect(body).not.toContain('12.345.678-5');
      expect(body).not.toContain('licencia médica');
    }
  });

  it('records both as pendiente, sending nothing, when no webhook is configured', async () => {
    const { fetchMock, sleep, record, backend } = setup(() => Promise.resolve(new Response('')));

    await notifyBooking(backend, reservation, { url: '', fetch: fetchMock, sleep });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledTimes(2);
    for (const tipo of ['nueva_reserva', 'notificacion_abogado'] as const) {
      expect(record).toHaveBeenCalledWith({
        reservaId: RESERVA_ID,
        tipo,
        estado: 'pendiente',
        intentos: 0,
        ultimoError: MISSING_URL_ERROR,
        webhookResponse: null,
      });
    }
  });

  it('retries a failing webhook three times, records fallido, and still resolves', async () => {
    const { fetchMock, sleep, record, backend } = setup(() =>
      Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );

    await expect(
      notifyBooking(backend, reservation, { url: URL, fetch: fetchMock, sleep }),
    ).resolves.toBeUndefined();

    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms).sort()).toEqual([2000, 2000, 4000, 4000]);
    expect(record.mock.calls.map(([delivery]) => delivery)).toEqual([
      expect.objectContaining({
        estado: 'fallido',
        intentos: 3,
        ultimoError: 'HTTP 503: Service Unavailable',
      }),
      expect.objectContaining({
        estado: 'fallido',
        intentos: 3,
        ultimoError: 'HTTP 503: Service Unavailable',
      }),
    ]);
  });

  it('resolves even when the log itself cannot be written', async () => {
    const { fetchMock, sleep } = setup(() => Promise.resolve(new Response('')));
    const record = vi.fn<(delivery: NotificationDelivery) => Promise<void>>(() =>
      Promise.reject(new Error('sin permiso')),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(
      notifyBooking(backendWithNotices(record), reservation, { url: URL, fetch: fetchMock, sleep }),
    ).resolves.toBeUndefined();

    expect(record).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
