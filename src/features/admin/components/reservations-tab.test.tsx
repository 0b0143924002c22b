import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  BackendError,
  type BackendPort,
  type Reservation,
  type ReservationPage,
  type ReservationQuery,
} from '@/backend/port';
import { BackendProvider } from '@/components/auth/backend-context';
import { fakeBackend } from '@/test/fake-backend';
import { statisticsKey } from '../api/use-statistics';
import { LocationProbe } from '@/test/render-app';
import { ReservationsTab } from './reservations-tab';
import { aReservation } from '@/test/reservation-fixture';
import { StaffToaster } from '@/components/feedback/staff-toaster';
import { findToast, toastRegion } from '@/test/toasts';

/** Friday 27 November 2026, 09:00 in Santiago: Bruno's consultation (15:30) is still ahead. */
const NOW = new Date('2026-11-27T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const booking = (change: Partial<Reservation>) =>
  aReservation({ userId: null, estado: 'pendiente', metodoPago: 'transferencia', ...change });

const pending = booking({});
const confirmed = booking({
  id: 'r2',
  nombre: 'Bruno Díaz',
  email: 'bruno@ejemplo.cl',
  telefono: '+56987654321',
  fecha: '2026-11-27',
  hora: '15:30',
  servicio: 'Consulta de Familia',
  precio: 30000,
  estado: 'confirmada',
});
const cancelled = booking({ id: 'r3', nombre: 'Carla Ríos', estado: 'cancelada' });
const completed = booking({ id: 'r4', nombre: 'Diego Soto', estado: 'completada' });
const expired = booking({ id: 'r5', nombre: 'Elena Vera', estado: 'expirada' });

const which = (r: Reservation, date: string) =>
  `la reserva de ${r.nombre} del ${date} a las ${r.hora}`;
const PENDING = which(pending, 'lunes 30 de noviembre de 2026');
const CONFIRMED = which(confirmed, 'viernes 27 de noviembre de 2026');

type Search = BackendPort['reservas']['search'];

/** A search that answers every query with the given rows and total. */
const answering = (rows: Reservation[], total = rows.length) =>
  vi.fn<Search>(() => Promise.resolve({ rows, total }));

/** A search over `count` generated bookings, paging them as the database would. */
function pagedSearch(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    booking({ id: `g${String(i)}`, nombre: `Cliente ${String(i + 1)}` }),
  );
  return vi.fn<Search>(({ page, pageSize }) =>
    Promise.resolve({ rows: all.slice(page * pageSize, (page + 1) * pageSize), total: count }),
  );
}

/** Bookings the fake search, state change and deletion share, as the database would. */
function fakeDatabase(initial: Reservation[]) {
  let rows = [...initial];
  return {
    search: vi.fn<Search>(() => Promise.resolve({ rows, total: rows.length })),
    setStatus: vi.fn<BackendPort['reservas']['setStatus']>((id, estado) => {
      rows = rows.map((r) => (r.id === id ? { ...r, estado } : r));
      return Promise.resolve();
    }),
    remove: vi.fn<BackendPort['reservas']['remove']>((id) => {
      rows = rows.filter((r) => r.id !== id);
      return Promise.resolve();
    }),
  };
}

function renderTab(reservas: Partial<BackendPort['reservas']>, url = '/admin?tab=reservas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statisticsKey, { totalReservas: 5 });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={fakeBackend({ reservas })}>
        <StaffToaster />
        <MemoryRouter initialEntries={[url]}>
          <ReservationsTab />
          <LocationProbe />
        </MemoryRouter>
      </BackendProvider>
    </QueryClientProvider>,
  );
  return {
    user,
    statisticsInvalidated: () => client.getQueryState(statisticsKey)?.isInvalidated,
  };
}

/** The query string of the current URL, as parameters. */
const urlParams = () =>
  new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1] ?? '');

const lastQuery = (search: ReturnType<typeof vi.fn<Search>>): ReservationQuery | undefined =>
  search.mock.lastCall?.[0];

/** The data rows of the table. */
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ReservationsTab', () => {
  it('says it is loading', () => {
    renderTab({ search: () => new Promise<ReservationPage>(() => undefined) });
    expect(screen.getByText('Cargando reservas...')).toHaveRole('status');
  });

  it('offers to retry when the bookings cannot be loaded', async () => {
    const search = vi
      .fn<Search>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue({ rows: [pending], total: 1 });
    const { user } = renderTab({ search });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los datos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('says when no booking matches', async () => {
    renderTab({ search: answering([]) });
    expect(
      await screen.findByText('No hay reservas que coincidan con los filtros'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 reservas')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('marks an emergency request with when it was made, not a slot', async () => {
    const urgent = booking({
      id: 'u1',
      fecha: '2026-11-29',
      hora: '03:17',
      plan: 'emergencia',
      servicio: 'Consulta de Emergencia 24/7',
      precio: 100000,
      urgente: true,
    });
    renderTab({ search: answering([urgent]) });
    const [row] = await waitFor(() => {
      const rows = bodyRows();
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(
      within(row as HTMLElement).getByText(
        'Urgente: solicitada el domingo 29 de noviembre de 2026 a las 03:17',
      ),
    ).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('button', {
        name: 'Confirmar la solicitud urgente de Ana Pérez del domingo 29 de noviembre de 2026 a las 03:17',
      }),
    ).toBeInTheDocument();
  });

  it('shows each booking with date, time, client, service, price and state', async () => {
    const search = answering([pending, confirmed, cancelled]);
    renderTab({ search });

    const table = await screen.findByRole('table', { name: /Reservas/ });
    expect(search).toHaveBeenCalledExactlyOnceWith({ page: 0, pageSize: 25 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Cliente', 'Servicio', 'Abogado', 'Estado', 'Acciones']);
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('lunes 30 de noviembre de 2026');
    expect(first).toHaveTextContent('10:00');
    expect(first).toHaveTextContent('Ana Pérez');
    expect(first).toHaveTextContent('ana@ejemplo.cl');
    expect(first).toHaveTextContent('+56912345678');
    expect(first).toHaveTextContent('RUT 12.345.678-5');
    expect(first).toHaveTextContent('Consulta Laboral');
    expect(first).toHaveTextContent('$35.000');
    expect(first).toHaveTextContent('Pendiente');
    expect(second).toHaveTextContent('viernes 27 de noviembre de 2026');
    expect(second).toHaveTextContent('15:30');
    expect(second).toHaveTextContent('Consulta de Familia');
    expect(second).toHaveTextContent('$30.000');
    expect(second).toHaveTextContent('Confirmada');
    expect(third).toHaveTextContent('Cancelada');
    expect(screen.getByText('3 reservas')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('offers the state changes each state allows, deletion, the notices and the access trail always', async () => {
    renderTab({ search: answering([pending, confirmed, cancelled, completed, expired]) });

    await screen.findByRole('table');
    const actions = bodyRows().map((row) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    );
    expect(actions).toEqual([
      [
        'Confirmar',
        'Cancelar',
        'Cambiar hora',
        'Reasignar',
        'Eliminar',
        'Avisos',
        'Ver registro de acceso',
      ],
      // Its time is still ahead: no attendance yet ('Completar' gave way to it).
      ['Cancelar', 'Cambiar hora', 'Reasignar', 'Eliminar', 'Avisos', 'Ver registro de acceso'],
      ['Eliminar', 'Avisos', 'Ver registro de acceso'],
      ['Eliminar', 'Avisos', 'Ver registro de acceso'],
      ['Eliminar', 'Avisos', 'Ver registro de acceso'],
    ]);
    expect(screen.getByRole('button', { name: `Confirmar ${PENDING}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Cambiar hora de ${CONFIRMED}` })).toBeEnabled();
  });

  it('renders one page of 25 out of 10,000 bookings', async () => {
    renderTab({ search: pagedSearch(10_000) });

    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('10.000 reservas')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 400')).toBeInTheDocument();
  });

  it('reads the filters and the page from the URL', async () => {
    const search = answering([confirmed], 30);
    renderTab(
      { search },
      '/admin?tab=reservas&q=bruno&estado=confirmada&desde=2026-11-01&hasta=2026-11-30&pagina=2',
    );

    await screen.findByRole('table');
    expect(search).toHaveBeenCalledExactlyOnceWith({
      texto: 'bruno',
      estado: 'confirmada',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      page: 1,
      pageSize: 25,
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar reservas' })).toHaveValue('bruno');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('confirmada');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('searches the typed text once typing pauses, back on page 1, keeping the tab', async () => {
    const search = answering([pending], 100);
    const { user } = renderTab({ search }, '/admin?tab=reservas&pagina=3');
    await screen.findByRole('table');
    search.mockClear();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar reservas' }), 'ana');
    expect(search).not.toHaveBeenCalled();

    await waitFor(() => {
      expect(search).toHaveBeenCalledExactlyOnceWith({ texto: 'ana', page: 0, pageSize: 25 });
    });
    expect(urlParams().get('q')).toBe('ana');
    expect(urlParams().get('tab')).toBe('reservas');
    expect(urlParams().has('pagina')).toBe(false);
  });

  it('filters by state in Spanish, back on page 1', async () => {
    const search = answering([pending], 100);
    const { user } = renderTab({ search }, '/admin?tab=reservas&pagina=2');
    await screen.findByRole('table');

    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos',
      'Pendiente',
      'Confirmada',
      'Cancelada',
      'Completada',
      'Expirada',
      'No asistió',
    ]);
    await user.selectOptions(status, 'Cancelada');

    await waitFor(() => {
      expect(lastQuery(search)).toEqual({ estado: 'cancelada', page: 0, pageSize: 25 });
    });
    expect(urlParams().toString()).toBe('tab=reservas&estado=cancelada');

    await user.selectOptions(status, 'Todos');
    await waitFor(() => {
      expect(lastQuery(search)).toEqual({ page: 0, pageSize: 25 });
    });
    expect(urlParams().toString()).toBe('tab=reservas');
  });

  it('filters by date range', async () => {
    const search = answering([pending]);
    const { user } = renderTab({ search });
    await screen.findByRole('table');

    const desde = screen.getByLabelText('Desde');
    const hasta = screen.getByLabelText('Hasta');
    expect(desde).toHaveAttribute('type', 'date');
    expect(hasta).toHaveAttribute('type', 'date');
    await user.type(desde, '2026-11-01');
    await user.type(hasta, '2026-11-30');

    await waitFor(() => {
      expect(lastQuery(search)).toEqual({
        desde: '2026-11-01',
        hasta: '2026-11-30',
        page: 0,
        pageSize: 25,
      });
    });
    expect(urlParams().toString()).toBe('tab=reservas&desde=2026-11-01&hasta=2026-11-30');
    expect(desde).toHaveAttribute('max', '2026-11-30');
    expect(hasta).toHaveAttribute('min', '2026-11-01');
  });

  it('clears every filter, keeping the tab', async () => {
    const search = answering([pending]);
    const { user } = renderTab(
      { search },
      '/admin?tab=reservas&q=ana&estado=pendiente&desde=2026-11-01',
    );
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));

    await waitFor(() => {
      expect(lastQuery(search)).toEqual({ page: 0, pageSize: 25 });
    });
    expect(urlParams().toString()).toBe('tab=reservas');
    expect(screen.getByRole('searchbox', { name: 'Buscar reservas' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('pages forward and back, keeping the previous page on screen while the next loads', async () => {
    const search = pagedSearch(60);
    const { user } = renderTab({ search });

    await screen.findByRole('table');
    expect(screen.getByText('60 reservas')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    search.mockImplementationOnce(async ({ page }) => {
      await gate;
      return {
        rows: [booking({ id: `p${String(page)}`, nombre: `Reserva de la página ${String(page)}` })],
        total: 60,
      };
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(lastQuery(search)).toEqual({ page: 1, pageSize: 25 });
    expect(urlParams().toString()).toBe('tab=reservas&pagina=2');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Cliente 1')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Reserva de la página 1')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(lastQuery(search)).toEqual({ page: 2, pageSize: 25 });
    expect(await screen.findByText('Cliente 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(urlParams().get('pagina')).toBe('2');
  });

  it('goes to the last page when the one in the URL no longer exists', async () => {
    const search = pagedSearch(30);
    renderTab({ search }, '/admin?tab=reservas&pagina=9');

    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(urlParams().toString()).toBe('tab=reservas&pagina=2');
    expect(search).toHaveBeenCalledWith({ page: 8, pageSize: 25 });
    expect(lastQuery(search)).toEqual({ page: 1, pageSize: 25 });
  });

  it.each([
    ['Confirmar', PENDING, 'r1', 'confirmada', 'Confirmada'],
    ['Cancelar', PENDING, 'r1', 'cancelada', 'Cancelada'],
    ['Cancelar', CONFIRMED, 'r2', 'cancelada', 'Cancelada'],
  ] as const)('%s %s', async (action, target, id, estado, badge) => {
    const database = fakeDatabase([pending, confirmed]);
    const { user, statisticsInvalidated } = renderTab(database);

    const button = await screen.findByRole('button', { name: `${action} ${target}` });
    const row = button.closest('tr');
    await user.click(button);

    await findToast('Reserva actualizada', 'exito');
    expect(database.setStatus).toHaveBeenCalledExactlyOnceWith(id, estado);
    await waitFor(() => {
      expect(database.search).toHaveBeenCalledTimes(2);
    });
    expect(row).toHaveTextContent(badge);
    expect(statisticsInvalidated()).toBe(true);
  });

  it('shows the new state at once, while the list refreshes', async () => {
    const search = vi
      .fn<Search>()
      .mockResolvedValueOnce({ rows: [pending], total: 1 })
      .mockReturnValue(new Promise<ReservationPage>(() => undefined));
    const setStatus = vi.fn<BackendPort['reservas']['setStatus']>(() => Promise.resolve());
    const { user } = renderTab({ search, setStatus });

    await user.click(await screen.findByRole('button', { name: `Confirmar ${PENDING}` }));

    expect(await screen.findByText('Reserva actualizada')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Confirmada');
    expect(screen.getByRole('button', { name: `Cancelar ${PENDING}` })).toBeEnabled();
    expect(screen.queryByRole('button', { name: `Confirmar ${PENDING}` })).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('disables a booking’s actions while its change runs', async () => {
    const setStatus = vi.fn<BackendPort['reservas']['setStatus']>(
      () => new Promise<void>(() => undefined),
    );
    const { user } = renderTab({ search: answering([pending, confirmed]), setStatus });

    await user.click(await screen.findByRole('button', { name: `Confirmar ${PENDING}` }));

    expect(screen.getByRole('button', { name: `Confirmar ${PENDING}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Cancelar ${PENDING}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Eliminar ${PENDING}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Cancelar ${CONFIRMED}` })).toBeEnabled();
  });

  it('shows the backend’s message when a state change is refused', async () => {
    const { user, statisticsInvalidated } = renderTab({
      search: answering([pending]),
      setStatus: () =>
        Promise.reject(new BackendError('No tienes permiso para realizar esta acción')),
    });

    await user.click(await screen.findByRole('button', { name: `Confirmar ${PENDING}` }));

    await findToast('No tienes permiso para realizar esta acción', 'error');
    expect(bodyRows()[0]).toHaveTextContent('Pendiente');
    expect(screen.getByRole('button', { name: `Confirmar ${PENDING}` })).toBeEnabled();
    expect(statisticsInvalidated()).toBe(false);
  });

  it('deletes a booking after confirmation, refreshing the list and the statistics', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const database = fakeDatabase([pending, confirmed]);
    const { user, statisticsInvalidated } = renderTab(database);

    expect(await screen.findByText('2 reservas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Eliminar ${PENDING}` }));

    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      '¿Estás seguro de que quieres eliminar esta reserva?',
    );
    expect(database.remove).toHaveBeenCalledExactlyOnceWith('r1');
    await findToast('Reserva eliminada exitosamente', 'exito');
    expect(await screen.findByText('1 reserva')).toBeInTheDocument();
    expect(screen.queryByText('Ana Pérez')).not.toBeInTheDocument();
    expect(screen.getByText('Bruno Díaz')).toBeInTheDocument();
    expect(statisticsInvalidated()).toBe(true);
  });

  it('does nothing when the deletion is not confirmed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const remove = vi.fn<BackendPort['reservas']['remove']>();
    const search = answering([pending]);
    const { user, statisticsInvalidated } = renderTab({ search, remove });

    await user.click(await screen.findByRole('button', { name: `Eliminar ${PENDING}` }));

    expect(remove).not.toHaveBeenCalled();
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(toastRegion()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(statisticsInvalidated()).toBe(false);
  });

  it('says when a booking cannot be deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderTab({
      search: answering([pending]),
      remove: () => Promise.reject(new BackendError('No tienes permiso para realizar esta acción')),
    });

    await user.click(await screen.findByRole('button', { name: `Eliminar ${PENDING}` }));

    await findToast('Error al eliminar la reserva', 'error');
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
  });
});
