import { fakeBackend } from '@/test/fake-backend';
import { screen, within } from '@testing-library/react';
import { BackendError, type NotificationLog, type Statistics } from '@/backend/port';
import { DASHBOARD_ERROR } from './dashboard-panel';
import { renderNotifications } from './render-notifications';
import { logEntry } from './test-fixtures';

const stats = (notificaciones: Partial<Statistics['notificaciones']> = {}): Statistics => ({
  totalUsuarios: 3,
  usuariosActivos: 3,
  totalReservas: 5,
  completadas: 0,
  noAsistio: 0,
  reagendadas: 0,
  notificaciones: {
    total: 1250,
    enviadas: 1200,
    fallidas: 30,
    pendientes: 20,
    ultimaEjecucion: '2026-11-23T12:05:00Z',
    porCanal: {
      webhook: { enviadas: 1100, pendientes: 15, fallidas: 25, descartadas: 4 },
      email: { enviadas: 100, pendientes: 5, fallidas: 5, descartadas: 1 },
    },
    ...notificaciones,
  },
});

/** The value shown under a counter's label. */
const counter = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('Dashboard', () => {
  it('shows the counters and the last run in Chilean time', async () => {
    const backend = fakeBackend({
      statistics: () => Promise.resolve(stats()),
      notificaciones: { list: () => Promise.resolve([]) },
    });
    renderNotifications(backend);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(counter('Total')).toBe('1.250');
    expect(counter('Enviadas')).toBe('1.200');
    expect(counter('Fallidas')).toBe('30');
    expect(counter('Pendientes')).toBe('20');
    expect(counter('Última ejecución')).toMatch(/23 de noviembre de 2026.*09:05/);
    expect(screen.getByText('No hay notificaciones registradas.')).toBeInTheDocument();
  });

  it('counts the notices of each channel by state', async () => {
    const backend = fakeBackend({
      statistics: () => Promise.resolve(stats()),
      notificaciones: { list: () => Promise.resolve([]) },
    });
    renderNotifications(backend);
    const table = await screen.findByRole('table', { name: 'Notificaciones por canal y estado' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Canal', 'Enviadas', 'Pendientes', 'Fallidas', 'Descartadas'],
      ['Webhook (Make)', '1.100', '15', '25', '4'],
      ['Correo', '100', '5', '5', '1'],
    ]);
  });

  it("says 'Sin ejecuciones' when nothing has run", async () => {
    const backend = fakeBackend({
      statistics: () => Promise.resolve(stats({ ultimaEjecucion: null })),
      notificaciones: { list: () => Promise.resolve([]) },
    });
    renderNotifications(backend);
    expect(await screen.findByText('Sin ejecuciones')).toBeInTheDocument();
  });

  it('lists the latest 20 entries in a table', async () => {
    const list = vi.fn<(limit: number) => Promise<NotificationLog[]>>(() =>
      Promise.resolve([
        logEntry({
          id: 'a',
          tipo: 'recordatorio',
          estado: 'enviado',
          intentos: 1,
          fechaEnvio: '2026-11-23T12:05:00Z',
          ultimoError: null,
        }),
        logEntry({ id: 'b', tipo: 'comprobante', canal: 'email', estado: 'fallido', intentos: 3 }),
      ]),
    );
    const backend = fakeBackend({
      statistics: () => Promise.resolve(stats()),
      notificaciones: { list },
    });
    renderNotifications(backend);
    const table = await screen.findByRole('table', { name: 'Últimas 20 notificaciones' });
    expect(list).toHaveBeenCalledWith(20);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tipo', 'Canal', 'Estado', 'Intentos', 'Fecha de envío', 'Último error']);
    const [, sent, failed] = within(table).getAllByRole('row');
    expect(sent).toHaveTextContent(
      /Recordatorio 24 h antes.*Webhook \(Make\).*Enviado.*1.*23 de noviembre de 2026/,
    );
    expect(failed).toHaveTextContent(
      /Comprobante.*Correo.*Fallido.*3.*HTTP 500: Internal Server Error/,
    );
  });

  it('shows the error and retries', async () => {
    const statistics = vi
      .fn<() => Promise<Statistics>>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue(stats());
    const backend = fakeBackend({
      statistics,
      notificaciones: { list: () => Promise.resolve([]) },
    });
    const { user } = renderNotifications(backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_ERROR);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Total')).toBeInTheDocument();
  });

  it('shows the error when the log cannot be read', async () => {
    const backend = fakeBackend({
      statistics: () => Promise.resolve(stats()),
      notificaciones: { list: () => Promise.reject(new BackendError('Sin permiso')) },
    });
    renderNotifications(backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_ERROR);
  });
});
