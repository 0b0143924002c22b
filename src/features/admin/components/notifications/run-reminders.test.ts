import { fakeBackend } from '@/test/fake-backend';
import { BackendError, type NotificationEntry, type Reservation } from '@/backend/port';
import { DEFAULT_NOTIFICATIONS_CONFIG, type NotificationsConfig } from './notifications-config';
import { MISSING_URL_MESSAGE } from './notification-deps';
import {
  NO_REMINDERS_DUE,
  REMINDER_PAUSE_MS,
  REMINDERS_ERROR,
  REMINDERS_PAUSED,
  runReminders,
} from './run-reminders';
import { fetchStub, reservation, sentBodies, serverError, testContext } from './test-fixtures';

function setup(due = [reservation()]) {
  const dueReminders = vi.fn<(fecha: string) => Promise<Reservation[]>>(() => Promise.resolve(due));
  const markReminderSent = vi.fn<(id: string) => Promise<void>>(() => Promise.resolve());
  const insert = vi.fn<(entry: NotificationEntry) => Promise<string>>(() =>
    Promise.resolve('n-new'),
  );
  const backend = fakeBackend({
    reservas: { dueReminders, markReminderSent },
    notificaciones: { insert },
  });
  return { backend, dueReminders, markReminderSent, insert };
}

describe('runReminders', () => {
  it("asks for tomorrow's Chilean date and says so when nothing is due", async () => {
    const { backend, dueReminders } = setup([]);
    const fetchMock = fetchStub();
    const result = await runReminders(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_NOTIFICATIONS_CONFIG,
    );
    expect(dueReminders).toHaveBeenCalledWith('2026-11-24');
    expect(result).toEqual({ kind: 'exito', text: NO_REMINDERS_DUE });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both reminders of each booking, logs them and marks the bookings', async () => {
    const { backend, markReminderSent, insert } = setup([
      reservation({ id: 'r1' }),
      reservation({ id: 'r2', hora: '11:00' }),
    ]);
    const fetchMock = fetchStub();
    const context = testContext(backend, { fetch: fetchMock });
    const config: NotificationsConfig = {
      ...DEFAULT_NOTIFICATIONS_CONFIG,
      opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, crearMeetLink: false, idioma: 'en' },
    };

    const result = await runReminders(context, config);

    expect(result).toEqual({ kind: 'exito', text: 'Recordatorios enviados: 2. Errores: 0' });
    const bodies = sentBodies(fetchMock);
    expect(bodies.map((body) => body.tipo_evento)).toEqual([
      'recordatorio',
      'recordatorio_abogado',
      'recordatorio',
      'recordatorio_abogado',
    ]);
    expect(bodies[0]).toMatchObject({
      reserva: { id: 'r1', hora: '10:00' },
      configuracion: { crear_meet_link: false, idioma: 'en', zona_horaria: 'America/Santiago' },
    });
    // The payload never carries the RUT or the case description.
    expect(JSON.stringify(bodies)).not.toContain('12.345.678-5');
    expect(JSON.stringify(bodies)).not.toContain('Despido');
    // 500 ms between sends: 3 pauses for 4 sends.
    expect(context.sleep.mock.calls).toEqual([
      [REMINDER_PAUSE_MS],
      [REMINDER_PAUSE_MS],
      [REMINDER_PAUSE_MS],
    ]);
    expect(insert).toHaveBeenCalledTimes(4);
    expect(insert).toHaveBeenCalledWith({
      reservaId: 'r1',
      tipo: 'recordatorio',
      estado: 'enviado',
      intentos: 1,
      fechaEnvio: '2026-11-23T12:00:00.000Z',
      ultimoError: null,
      webhookResponse: 'Accepted',
    });
    expect(markReminderSent.mock.calls).toEqual([['r1'], ['r2']]);
  });

  it('counts a booking with a failed send as an error and does not mark it', async () => {
    const { backend, markReminderSent, insert } = setup([
      reservation({ id: 'r1' }),
      reservation({ id: 'r2', hora: '11:00' }),
    ]);
    const fetchMock = fetchStub((body) =>
      (body.reserva as { id: string }).id === 'r2' && body.tipo_evento === 'recordatorio_abogado'
        ? serverError()
        : Promise.resolve(new Response('Accepted')),
    );

    const result = await runReminders(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_NOTIFICATIONS_CONFIG,
    );

    expect(result).toEqual({ kind: 'error', text: 'Recordatorios enviados: 1. Errores: 1' });
    expect(markReminderSent.mock.calls).toEqual([['r1']]);
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({
        reservaId: 'r2',
        tipo: 'recordatorio_abogado',
        estado: 'fallido',
        intentos: 3,
        ultimoError: 'HTTP 500: Internal Server Error',
      }),
    );
  });

  it('sends nothing while the reminders are paused', async () => {
    const { backend, dueReminders } = setup();
    const fetchMock = fetchStub();
    const result = await runReminders(testContext(backend, { fetch: fetchMock }), {
      ...DEFAULT_NOTIFICATIONS_CONFIG,
      recordatoriosActivos: false,
    });
    expect(result).toEqual({ kind: 'error', text: REMINDERS_PAUSED });
    expect(dueReminders).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses without a webhook URL, logging nothing', async () => {
    const { backend, dueReminders, insert } = setup();
    const result = await runReminders(
      testContext(backend, { url: null }),
      DEFAULT_NOTIFICATIONS_CONFIG,
    );
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(dueReminders).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = fakeBackend({
      reservas: { dueReminders: () => Promise.reject(new BackendError('Sin conexión')) },
    });
    const result = await runReminders(
      testContext(backend, { fetch: fetchStub() }),
      DEFAULT_NOTIFICATIONS_CONFIG,
    );
    expect(result).toEqual({ kind: 'error', text: REMINDERS_ERROR });
  });

  it('counts a booking that cannot be marked as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, markReminderSent } = setup();
    markReminderSent.mockRejectedValue(new BackendError('No se pudo marcar el recordatorio'));
    const result = await runReminders(
      testContext(backend, { fetch: fetchStub() }),
      DEFAULT_NOTIFICATIONS_CONFIG,
    );
    expect(result).toEqual({ kind: 'error', text: 'Recordatorios enviados: 0. Errores: 1' });
  });
});
