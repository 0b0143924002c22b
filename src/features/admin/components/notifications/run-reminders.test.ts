import { fakeBackend } from '@/test/fake-backend';
import {
  BackendError,
  type BackendPort,
  type NoticeRequest,
  type Reservation,
  type WebhookStatus,
} from '@/backend/port';
import { DEFAULT_NOTIFICATIONS_CONFIG, type NotificationsConfig } from './notifications-config';
import { MISSING_URL_MESSAGE } from './notification-deps';
import {
  NO_REMINDERS_DUE,
  REMINDER_PAUSE_MS,
  REMINDERS_ERROR,
  REMINDERS_PAUSED,
  runReminders,
} from './run-reminders';
import {
  CONFIGURED,
  DELIVERED,
  NOT_CONFIGURED,
  notifyStub,
  reservation,
  sentRequests,
  testContext,
  webhookDown,
  webhookStatusOf,
} from './test-fixtures';

const OPTIONS = { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, zonaHoraria: 'America/Santiago' };

function setup({
  due = [reservation()],
  notify = notifyStub(),
  status = CONFIGURED,
}: {
  due?: Reservation[];
  notify?: ReturnType<typeof notifyStub>;
  status?: WebhookStatus;
} = {}) {
  const dueReminders = vi.fn<BackendPort['reservas']['dueReminders']>(() => Promise.resolve(due));
  const markReminderSent = vi.fn<BackendPort['reservas']['markReminderSent']>(() =>
    Promise.resolve(),
  );
  const backend = fakeBackend({
    reservas: { dueReminders, markReminderSent },
    notificaciones: { notify, webhookStatus: webhookStatusOf(status) },
  });
  return { backend, context: testContext(backend), dueReminders, markReminderSent, notify };
}

const twoBookings = () => [reservation({ id: 'r1' }), reservation({ id: 'r2', hora: '11:00' })];

describe('runReminders', () => {
  it("asks for tomorrow's Chilean date and says so when nothing is due", async () => {
    const { context, dueReminders, notify } = setup({ due: [] });
    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);
    expect(dueReminders).toHaveBeenCalledWith('2026-11-24');
    expect(result).toEqual({ kind: 'exito', text: NO_REMINDERS_DUE });
    expect(notify).not.toHaveBeenCalled();
  });

  it("asks for both reminders of each booking, with the admin's options, 500 ms apart", async () => {
    const { context, markReminderSent, notify } = setup({ due: twoBookings() });
    const config: NotificationsConfig = {
      ...DEFAULT_NOTIFICATIONS_CONFIG,
      opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, crearMeetLink: false, idioma: 'en' },
    };

    const result = await runReminders(context, config);

    expect(result).toEqual({ kind: 'exito', text: 'Recordatorios enviados: 2. Errores: 0' });
    const opciones = { ...OPTIONS, crearMeetLink: false, idioma: 'en' };
    expect(sentRequests(notify)).toEqual([
      { tipo: 'recordatorio', reservaId: 'r1', opciones },
      { tipo: 'recordatorio_abogado', reservaId: 'r1', opciones },
      { tipo: 'recordatorio', reservaId: 'r2', opciones },
      { tipo: 'recordatorio_abogado', reservaId: 'r2', opciones },
    ]);
    // One pause between two sends: 3 pauses for 4 sends.
    expect(context.sleep.mock.calls).toEqual([
      [REMINDER_PAUSE_MS],
      [REMINDER_PAUSE_MS],
      [REMINDER_PAUSE_MS],
    ]);
    expect(REMINDER_PAUSE_MS).toBe(500);
    expect(markReminderSent.mock.calls).toEqual([['r1'], ['r2']]);
  });

  it('marks a booking only when both reminders went out, after retrying the failed one', async () => {
    const down = webhookDown();
    const notify = notifyStub((request: NoticeRequest) =>
      request.reservaId === 'r2' && request.tipo === 'recordatorio_abogado'
        ? down(request)
        : DELIVERED,
    );
    const { context, markReminderSent } = setup({ due: twoBookings(), notify });

    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);

    expect(result).toEqual({ kind: 'error', text: 'Recordatorios enviados: 1. Errores: 1' });
    expect(markReminderSent.mock.calls).toEqual([['r1']]);
    // The lawyer's reminder of r2 was tried 3 times, 2 s and then 4 s apart.
    expect(sentRequests(notify).filter((request) => request.reservaId === 'r2')).toHaveLength(4);
    expect(context.sleep.mock.calls).toEqual([[500], [500], [500], [2000], [4000]]);
  });

  it('counts a refused reminder as an error without retrying it', async () => {
    const notify = notifyStub((request) =>
      request.tipo === 'recordatorio'
        ? { kind: 'rechazado', code: 'sin_permiso', error: 'No tienes permiso' }
        : DELIVERED,
    );
    const { context, markReminderSent } = setup({ notify });

    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);

    expect(result).toEqual({ kind: 'error', text: 'Recordatorios enviados: 0. Errores: 1' });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(markReminderSent).not.toHaveBeenCalled();
  });

  it('sends nothing while the reminders are paused', async () => {
    const { context, dueReminders, notify } = setup();
    const result = await runReminders(context, {
      ...DEFAULT_NOTIFICATIONS_CONFIG,
      recordatoriosActivos: false,
    });
    expect(result).toEqual({ kind: 'error', text: REMINDERS_PAUSED });
    expect(dueReminders).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends nothing when the server has no webhook', async () => {
    const { context, dueReminders, notify } = setup({ status: NOT_CONFIGURED });
    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(dueReminders).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context, dueReminders } = setup();
    dueReminders.mockRejectedValue(new BackendError('Sin conexión'));
    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);
    expect(result).toEqual({ kind: 'error', text: REMINDERS_ERROR });
  });

  it('counts a booking that cannot be marked as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context, markReminderSent } = setup();
    markReminderSent.mockRejectedValue(new BackendError('No se pudo marcar el recordatorio'));
    const result = await runReminders(context, DEFAULT_NOTIFICATIONS_CONFIG);
    expect(result).toEqual({ kind: 'error', text: 'Recordatorios enviados: 0. Errores: 1' });
  });
});
