import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BackendError,
  type BackendPort,
  type NotificationLog,
  type Reservation,
  type Statistics,
} from '@/backend/port';
import { DEFAULT_PAYLOAD_OPTIONS } from '@/lib/notify/payload-options';
import { MISSING_URL_MESSAGE } from './notification-deps';
import { NOTIFICATIONS_CONFIG_KEY, DEFAULT_NOTIFICATIONS_CONFIG } from './notifications-config';
import { renderNotifications } from './render-notifications';
import {
  CONFIGURED,
  DELIVERED,
  logEntry,
  NO_NOTICES,
  NOT_CONFIGURED,
  notifyStub,
  reservation,
  sentRequests,
  webhookStatusOf,
} from './test-fixtures';

const STATS: Statistics = {
  totalUsuarios: 3,
  usuariosActivos: 3,
  totalReservas: 5,
  completadas: 0,
  noAsistio: 0,
  reagendadas: 0,
  notificaciones: NO_NOTICES,
};

const ACTION_NAMES = [
  'Ejecutar recordatorios de mañana',
  /^Reenviar notificaciones fallidas/,
  'Probar conexión con el webhook',
  'Ejecutar diagnóstico',
];

/** Waits for an action's result in the page's message region, as a success or an error. */
async function expectMessage(kind: 'exito' | 'error', text: string) {
  await findToast(text, kind);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Acciones', () => {
  it('disables the resend when nothing failed and shows how many did', async () => {
    const { unmount } = renderNotifications(
      fakeBackend({ notificaciones: { failed: () => Promise.resolve([]) } }),
      { sub: 'acciones' },
    );
    expect(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (0)' }),
    ).toBeDisabled();
    unmount();

    renderNotifications(
      fakeBackend({
        notificaciones: { failed: () => Promise.resolve([logEntry(), logEntry({ id: 'n2' })]) },
      }),
      { sub: 'acciones' },
    );
    expect(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (2)' }),
    ).toBeEnabled();
  });

  it('disables every action while one runs, then shows its result and refreshes the counters', async () => {
    const due = deferred<Reservation[]>();
    const statistics = vi.fn(() => Promise.resolve(STATS));
    const failed = vi.fn(() => Promise.resolve([logEntry()]));
    const backend = fakeBackend({
      statistics,
      reservas: { dueReminders: () => due.promise },
      notificaciones: { failed, webhookStatus: webhookStatusOf(CONFIGURED) },
    });
    const { user } = renderNotifications(backend, { sub: 'acciones', withStatCards: true });
    await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (1)' });
    await waitFor(() => {
      expect(statistics).toHaveBeenCalledTimes(1);
    });

    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));

    for (const name of ACTION_NAMES) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('En curso: Ejecutar recordatorios de mañana…')).toBeInTheDocument();

    due.resolve([]);
    await expectMessage('exito', 'No hay citas para mañana que requieran recordatorio');
    expect(screen.getByRole('button', { name: 'Ejecutar diagnóstico' })).toBeEnabled();
    await waitFor(() => {
      expect(statistics).toHaveBeenCalledTimes(2);
    });
    expect(failed).toHaveBeenCalledTimes(2);
  });

  it('asks for the reminders with the stored options, 500 ms apart, and reports the count', async () => {
    localStorage.setItem(
      NOTIFICATIONS_CONFIG_KEY,
      JSON.stringify({
        ...DEFAULT_NOTIFICATIONS_CONFIG,
        opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, notificarAbogado: false },
      }),
    );
    const notify = notifyStub();
    const markReminderSent = vi.fn<BackendPort['reservas']['markReminderSent']>(() =>
      Promise.resolve(),
    );
    const backend = fakeBackend({
      reservas: { dueReminders: () => Promise.resolve([reservation()]), markReminderSent },
      notificaciones: {
        failed: () => Promise.resolve([]),
        notify,
        webhookStatus: webhookStatusOf(CONFIGURED),
      },
    });
    const { user, sleep } = renderNotifications(backend, { sub: 'acciones' });

    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));

    await expectMessage('exito', 'Recordatorios enviados: 1. Errores: 0');
    const opciones = { ...DEFAULT_PAYLOAD_OPTIONS, notificarAbogado: false };
    expect(sentRequests(notify)).toEqual([
      { tipo: 'recordatorio', reservaId: 'r1', opciones },
      { tipo: 'recordatorio_abogado', reservaId: 'r1', opciones },
    ]);
    expect(sleep.mock.calls).toEqual([[500]]);
    expect(markReminderSent).toHaveBeenCalledExactlyOnceWith('r1');
  });

  it('refuses the reminders while they are paused', async () => {
    localStorage.setItem(
      NOTIFICATIONS_CONFIG_KEY,
      JSON.stringify({ ...DEFAULT_NOTIFICATIONS_CONFIG, recordatoriosActivos: false }),
    );
    const notify = notifyStub();
    const { user } = renderNotifications(
      fakeBackend({
        notificaciones: {
          failed: () => Promise.resolve([]),
          notify,
          webhookStatus: webhookStatusOf(CONFIGURED),
        },
      }),
      { sub: 'acciones' },
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));
    await expectMessage('error', 'Los recordatorios están pausados');
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports a failed reminder run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderNotifications(
      fakeBackend({
        reservas: { dueReminders: () => Promise.reject(new BackendError('Sin conexión')) },
        notificaciones: {
          failed: () => Promise.resolve([]),
          webhookStatus: webhookStatusOf(CONFIGURED),
        },
      }),
      { sub: 'acciones' },
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));
    await expectMessage('error', 'Error ejecutando recordatorios automáticos');
  });

  it('resends the undelivered notices by their id and updates the count', async () => {
    let failedEntries: NotificationLog[] = [
      logEntry({ id: 'n1' }),
      logEntry({ id: 'n2', tipo: 'comprobante', intentos: 2 }),
    ];
    const notify = notifyStub(() => {
      failedEntries = [];
      return DELIVERED;
    });
    const backend = fakeBackend({
      notificaciones: {
        failed: () => Promise.resolve(failedEntries),
        notify,
        webhookStatus: webhookStatusOf(CONFIGURED),
      },
    });
    const { user } = renderNotifications(backend, { sub: 'acciones' });

    await user.click(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (2)' }),
    );

    await expectMessage('exito', 'Procesadas: 2. Exitosas: 2');
    expect(sentRequests(notify)).toEqual([
      { tipo: 'nueva_reserva', notificacionId: 'n1', opciones: DEFAULT_PAYLOAD_OPTIONS },
      { tipo: 'comprobante', notificacionId: 'n2', opciones: DEFAULT_PAYLOAD_OPTIONS },
    ]);
    expect(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (0)' }),
    ).toBeDisabled();
  });

  it('tests the connection, or says the server has no webhook', async () => {
    const notify = notifyStub();
    const backendWith = (configured: boolean) =>
      fakeBackend({
        notificaciones: {
          failed: () => Promise.resolve([]),
          notify,
          webhookStatus: webhookStatusOf(configured ? CONFIGURED : NOT_CONFIGURED),
        },
      });
    const first = renderNotifications(backendWith(false), { sub: 'acciones' });
    await first.user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectMessage('error', MISSING_URL_MESSAGE);
    expect(notify).not.toHaveBeenCalled();
    first.unmount();

    const second = renderNotifications(backendWith(true), { sub: 'acciones' });
    await second.user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectMessage('exito', 'Conexión exitosa con el webhook');
    expect(sentRequests(notify)).toEqual([{ tipo: 'test' }]);
  });

  it('shows why a connection test failed, after the retries', async () => {
    const notify = vi.fn<BackendPort['notificaciones']['notify']>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const backend = fakeBackend({
      notificaciones: {
        failed: () => Promise.resolve([]),
        notify,
        webhookStatus: webhookStatusOf(CONFIGURED),
      },
    });
    const { user, sleep } = renderNotifications(backend, { sub: 'acciones' });
    await user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectMessage('error', 'Webhook falló: Failed to fetch');
    expect(notify).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [4000]]);
  });

  it('shows the diagnostics checklist and its summary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cleanUp = vi.fn(() => Promise.resolve({ reservas: 2, notificaciones: 0 }));
    const backend = fakeBackend({
      reservas: { occupied: () => Promise.resolve([]) },
      notificaciones: { failed: () => Promise.resolve([]) },
      diagnostics: {
        ping: () => Promise.resolve(),
        readTable: (table) =>
          table === 'notificaciones'
            ? Promise.reject(new BackendError('denegado'))
            : Promise.resolve(),
        insertTestReservation: () => Promise.resolve('t'),
        counts: () => Promise.resolve({ reservas: 7, profiles: 3 }),
        cleanUp,
      },
    });
    const { user } = renderNotifications(backend, { sub: 'acciones' });
    await user.click(screen.getByRole('button', { name: 'Ejecutar diagnóstico' }));

    await expectMessage('error', 'Configuración parcial - revisar detalles');
    const section = screen.getByRole('region', { name: 'Resultado del diagnóstico' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent(
      '✓Correcto: Conexión: Conexión con la base de datos establecida',
    );
    expect(items[2]).toHaveTextContent(
      '✗Error: Tabla notificaciones: Error en tabla notificaciones',
    );
    expect(items[5]).toHaveTextContent('Reservas: 7 · Usuarios: 3');
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });
});
