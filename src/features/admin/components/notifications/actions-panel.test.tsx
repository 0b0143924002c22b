import { fakeBackend } from '@/test/fake-backend';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BackendError,
  type NotificationEntry,
  type NotificationLog,
  type Reservation,
  type Statistics,
} from '@/backend/port';
import { NOTIFICATIONS_CONFIG_KEY, DEFAULT_NOTIFICATIONS_CONFIG } from './notifications-config';
import { renderNotifications } from './render-notifications';
import { fetchStub, logEntry, reservation, sentBodies } from './test-fixtures';

const STATS: Statistics = {
  totalUsuarios: 3,
  usuariosActivos: 3,
  totalReservas: 5,
  notificaciones: { total: 0, enviadas: 0, fallidas: 0, pendientes: 0, ultimaEjecucion: null },
};

const ACTION_NAMES = [
  'Ejecutar recordatorios de mañana',
  /^Reenviar notificaciones fallidas/,
  'Probar conexión con el webhook',
  'Ejecutar diagnóstico',
];

/** The flash message's live region is always there: wait for the text, not the region. */
async function expectFlash(role: 'status' | 'alert', text: string) {
  await waitFor(() => {
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });
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
      notificaciones: { failed },
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
    await expectFlash('status', 'No hay citas para mañana que requieran recordatorio');
    expect(screen.getByRole('button', { name: 'Ejecutar diagnóstico' })).toBeEnabled();
    await waitFor(() => {
      expect(statistics).toHaveBeenCalledTimes(2);
    });
    expect(failed).toHaveBeenCalledTimes(2);
  });

  it('sends the reminders with the stored options and reports the count', async () => {
    localStorage.setItem(
      NOTIFICATIONS_CONFIG_KEY,
      JSON.stringify({
        ...DEFAULT_NOTIFICATIONS_CONFIG,
        opciones: { ...DEFAULT_NOTIFICATIONS_CONFIG.opciones, notificarAbogado: false },
      }),
    );
    const insert = vi.fn<(entry: NotificationEntry) => Promise<string>>(() => Promise.resolve('n'));
    const markReminderSent = vi.fn<(id: string) => Promise<void>>(() => Promise.resolve());
    const backend = fakeBackend({
      reservas: { dueReminders: () => Promise.resolve([reservation()]), markReminderSent },
      notificaciones: { failed: () => Promise.resolve([]), insert },
    });
    const fetchMock = fetchStub();
    const { user } = renderNotifications(backend, { sub: 'acciones', fetch: fetchMock });

    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));

    await expectFlash('status', 'Recordatorios enviados: 1. Errores: 0');
    expect(markReminderSent).toHaveBeenCalledWith('r1');
    expect(insert).toHaveBeenCalledTimes(2);
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      configuracion: { notificar_abogado: false },
    });
  });

  it('refuses the reminders while they are paused', async () => {
    localStorage.setItem(
      NOTIFICATIONS_CONFIG_KEY,
      JSON.stringify({ ...DEFAULT_NOTIFICATIONS_CONFIG, recordatoriosActivos: false }),
    );
    const fetchMock = fetchStub();
    const { user } = renderNotifications(
      fakeBackend({ notificaciones: { failed: () => Promise.resolve([]) } }),
      { sub: 'acciones', fetch: fetchMock },
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));
    await expectFlash('alert', 'Los recordatorios están pausados');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed reminder run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderNotifications(
      fakeBackend({
        reservas: { dueReminders: () => Promise.reject(new BackendError('Sin conexión')) },
        notificaciones: { failed: () => Promise.resolve([]) },
      }),
      { sub: 'acciones' },
    );
    await user.click(screen.getByRole('button', { name: 'Ejecutar recordatorios de mañana' }));
    await expectFlash('alert', 'Error ejecutando recordatorios automáticos');
  });

  it('resends the failed deliveries and updates the count', async () => {
    let failedEntries: NotificationLog[] = [
      logEntry({ id: 'n1' }),
      logEntry({ id: 'n2', tipo: 'comprobante', intentos: 2 }),
    ];
    const update = vi.fn<(id: string, entry: NotificationEntry) => Promise<void>>(() => {
      failedEntries = [];
      return Promise.resolve();
    });
    const backend = fakeBackend({
      reservas: { get: () => Promise.resolve(reservation()) },
      notificaciones: { failed: () => Promise.resolve(failedEntries), update },
    });
    const { user } = renderNotifications(backend, { sub: 'acciones' });

    await user.click(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (2)' }),
    );

    await expectFlash('status', 'Procesadas: 2. Exitosas: 2');
    expect(update.mock.calls.map(([id]) => id)).toEqual(['n1', 'n2']);
    expect(
      await screen.findByRole('button', { name: 'Reenviar notificaciones fallidas (0)' }),
    ).toBeDisabled();
  });

  it('tests the connection, or says the URL is missing', async () => {
    const insert = vi.fn<(entry: NotificationEntry) => Promise<string>>(() => Promise.resolve('n'));
    const backend = fakeBackend({ notificaciones: { failed: () => Promise.resolve([]), insert } });
    const fetchMock = fetchStub();
    const first = renderNotifications(backend, { sub: 'acciones', url: null, fetch: fetchMock });
    await first.user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectFlash('alert', 'Webhook URL no configurada: define VITE_MAKE_WEBHOOK_URL');
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();

    const second = renderNotifications(backend, { sub: 'acciones', fetch: fetchMock });
    await second.user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectFlash('status', 'Conexión exitosa con el webhook');
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ tipo: 'test', reservaId: null }));
  });

  it('shows the webhook error of a failed connection test', async () => {
    const backend = fakeBackend({
      notificaciones: { failed: () => Promise.resolve([]), insert: () => Promise.resolve('n') },
    });
    const fetchMock = fetchStub(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderNotifications(backend, { sub: 'acciones', fetch: fetchMock });
    await user.click(screen.getByRole('button', { name: 'Probar conexión con el webhook' }));
    await expectFlash('alert', 'Webhook falló: Error de red: Failed to fetch');
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

    await expectFlash('alert', 'Configuración parcial - revisar detalles');
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
