import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type BackendPort, type Profile } from '@/backend/port';
import { BackendProvider } from '@/components/auth/backend-context';
import { fakeBackend } from '@/test/fake-backend';
import { statisticsKey } from '../api/use-statistics';
import { UsersTab } from './users-tab';
import { StaffToaster } from '@/components/feedback/staff-toaster';
import { findToast } from '@/test/toasts';

const ADMIN_ID = 'u-admin';

const profile = (change: Partial<Profile>): Profile => ({
  id: 'p1',
  userId: 'u1',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  role: 'cliente',
  isActive: true,
  createdAt: '2026-11-20T12:00:00Z',
  ...change,
});

const ana = profile({});
/** No name, no phone, inactive; created at 23:00 of 7 January in Santiago (UTC-3). */
const anonymous = profile({
  id: 'p2',
  userId: 'u2',
  nombre: '',
  email: 'sin.nombre@ejemplo.cl',
  telefono: null,
  isActive: false,
  createdAt: '2026-01-08T02:00:00Z',
});
const me = profile({
  id: 'p3',
  userId: ADMIN_ID,
  nombre: 'Benjamín Soto',
  email: 'admin@puntolegal.cl',
  role: 'admin',
  createdAt: '2025-03-01T15:00:00Z',
});

type Mfa = BackendPort['auth']['mfa'];

const refuse = (name: string) => () => Promise.reject(new Error(`${name} no debería usarse`));

/** The second-step methods: only removing another account's factors is expected here. */
const mfaWith = (resetFor: Mfa['resetFor']): Mfa => ({
  factors: refuse('factors'),
  assurance: refuse('assurance'),
  enroll: refuse('enroll'),
  confirmEnrollment: refuse('confirmEnrollment'),
  verify: refuse('verify'),
  unenroll: refuse('unenroll'),
  resetFor,
});

function renderTab(profiles: Partial<BackendPort['profiles']>, mfa?: Mfa) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The stat cards' query, to see the tab invalidate it after a change.
  client.setQueryData(statisticsKey, { totalUsuarios: 3 });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={fakeBackend({ profiles, auth: mfa && { mfa } })}>
        <StaffToaster />
        <MemoryRouter>
          <UsersTab currentUserId={ADMIN_ID} />
        </MemoryRouter>
      </BackendProvider>
    </QueryClientProvider>,
  );
  const statisticsInvalidated = () => client.getQueryState(statisticsKey)?.isInvalidated;
  return { user, statisticsInvalidated };
}

const listOf =
  (...profiles: Profile[]) =>
  () =>
    Promise.resolve(profiles);

/** The table row of a person, by the name in its header cell. */
async function rowOf(name: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`Sin fila para ${name}`);
  return row;
}

describe('UsersTab', () => {
  it('says it is loading', () => {
    renderTab({ list: () => new Promise<Profile[]>(() => undefined) });
    expect(screen.getByText('Cargando usuarios...')).toHaveRole('status');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    const list = vi
      .fn<BackendPort['profiles']['list']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue([ana]);
    const { user } = renderTab({ list });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los datos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await rowOf('Ana Pérez')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says when there are no users', async () => {
    renderTab({ list: listOf() });
    expect(await screen.findByText('No hay usuarios registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every profile in order, with its data in Spanish', async () => {
    renderTab({ list: listOf(ana, anonymous, me) });

    const table = await screen.findByRole('table', { name: /Usuarios registrados/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Correo', 'Teléfono', 'Rol', 'Estado', 'Creado', 'Acciones']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ana Pérez',
      'Sin nombre',
      'Benjamín Soto(tú)',
    ]);
    const [first, second, third] = rows;
    expect(first).toHaveTextContent('ana@ejemplo.cl');
    expect(first).toHaveTextContent('+56912345678');
    expect(first).toHaveTextContent('Activo');
    expect(first).toHaveTextContent('20 de noviembre de 2026');
    expect(second).toHaveTextContent('No especificado');
    expect(second).toHaveTextContent('Inactivo');
    expect(second).toHaveTextContent('7 de enero de 2026');
    expect(third).toHaveTextContent('1 de marzo de 2025');
    expect(screen.getByRole('combobox', { name: 'Rol de Ana Pérez' })).toHaveValue('cliente');
    expect(screen.getByRole('combobox', { name: 'Rol de sin.nombre@ejemplo.cl' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Rol de Benjamín Soto' })).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Desactivar a Ana Pérez' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Activar a sin.nombre@ejemplo.cl' })).toBeEnabled();
    expect(screen.getByText('3 usuarios')).toBeInTheDocument();
  });

  it('does not let the signed-in admin deactivate or demote themselves', async () => {
    renderTab({ list: listOf(ana, me) });

    const select = await screen.findByRole('combobox', { name: 'Rol de Benjamín Soto' });
    const button = screen.getByRole('button', { name: 'Desactivar a Benjamín Soto' });
    expect(select).toBeDisabled();
    expect(button).toBeDisabled();
    expect(select).toHaveAccessibleDescription('No puedes quitarte tu propio acceso');
    expect(button).toHaveAccessibleDescription('No puedes quitarte tu propio acceso');
    expect(
      screen.getByRole('button', { name: 'Desactivar a Ana Pérez' }),
    ).not.toHaveAccessibleDescription();
  });

  it('deactivates a user, updating the row and the statistics', async () => {
    const setActive = vi.fn<BackendPort['profiles']['setActive']>(() => Promise.resolve());
    const list = vi.fn(listOf(ana, me));
    const { user, statisticsInvalidated } = renderTab({ list, setActive });

    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Pérez' }));

    await findToast('Usuario desactivado exitosamente', 'exito');
    expect(setActive).toHaveBeenCalledExactlyOnceWith('u1', false);
    const row = await rowOf('Ana Pérez');
    expect(row).toHaveTextContent('Inactivo');
    expect(within(row).getByRole('button', { name: 'Activar a Ana Pérez' })).toBeEnabled();
    expect(statisticsInvalidated()).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('activates a user', async () => {
    const setActive = vi.fn<BackendPort['profiles']['setActive']>(() => Promise.resolve());
    const { user, statisticsInvalidated } = renderTab({ list: listOf(anonymous), setActive });

    await user.click(
      await screen.findByRole('button', { name: 'Activar a sin.nombre@ejemplo.cl' }),
    );

    expect(await screen.findByText('Usuario activado exitosamente')).toBeInTheDocument();
    expect(setActive).toHaveBeenCalledExactlyOnceWith('u2', true);
    expect(await rowOf('Sin nombre')).toHaveTextContent('Activo');
    expect(statisticsInvalidated()).toBe(true);
  });

  it('disables the row while its change runs', async () => {
    let finish: () => void = () => undefined;
    const setActive = vi.fn<BackendPort['profiles']['setActive']>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderTab({ list: listOf(ana, anonymous), setActive });

    const button = await screen.findByRole('button', { name: 'Desactivar a Ana Pérez' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Rol de Ana Pérez' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activar a sin.nombre@ejemplo.cl' })).toBeEnabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Activar a Ana Pérez' })).toBeEnabled();
  });

  it('shows a generic error when the state cannot be changed', async () => {
    const { user, statisticsInvalidated } = renderTab({
      list: listOf(ana),
      setActive: () =>
        Promise.reject(new BackendError('No tienes permiso para realizar esta acción')),
    });

    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Pérez' }));

    await findToast('Error al actualizar el estado del usuario', 'error');
    expect(await rowOf('Ana Pérez')).toHaveTextContent('Activo');
    expect(screen.getByRole('button', { name: 'Desactivar a Ana Pérez' })).toBeEnabled();
    expect(statisticsInvalidated()).toBe(false);
  });

  it('shows the database message when the last active admin would be lost', async () => {
    const otherAdmin = profile({ userId: 'u9', nombre: 'Carla Ríos', role: 'admin' });
    const { user } = renderTab({
      list: listOf(otherAdmin),
      setActive: () =>
        Promise.reject(
          new BackendError('Debe quedar al menos un administrador activo', 'ultimo_admin', '42501'),
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Desactivar a Carla Ríos' }));

    await findToast('Debe quedar al menos un administrador activo', 'error');
  });

  it("hides another refusal's own message behind the generic one", async () => {
    const otherAdmin = profile({ userId: 'u9', nombre: 'Carla Ríos', role: 'admin' });
    const { user } = renderTab({
      list: listOf(otherAdmin),
      setActive: () =>
        Promise.reject(
          new BackendError('permission denied for table profiles', 'sin_permiso', '42501'),
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Desactivar a Carla Ríos' }));

    await findToast('Error al actualizar el estado del usuario', 'error');
    expect(screen.queryByText(/permission denied/)).not.toBeInTheDocument();
  });

  it('changes a role, naming the new one', async () => {
    const setRole = vi.fn<BackendPort['profiles']['setRole']>(() => Promise.resolve());
    const { user, statisticsInvalidated } = renderTab({ list: listOf(ana, me), setRole });

    const select = await screen.findByRole('combobox', { name: 'Rol de Ana Pérez' });
    await user.selectOptions(select, 'Abogado');

    await findToast('Rol del usuario cambiado a abogado', 'exito');
    expect(setRole).toHaveBeenCalledExactlyOnceWith('u1', 'abogado');
    expect(select).toHaveValue('abogado');
    await waitFor(() => {
      expect(select).toBeEnabled();
    });
    expect(statisticsInvalidated()).toBe(true);
  });

  it('puts the old role back when the change fails', async () => {
    const setRole = vi.fn<BackendPort['profiles']['setRole']>(() =>
      Promise.reject(new BackendError('Sin conexión')),
    );
    const { user } = renderTab({ list: listOf(ana), setRole });

    const select = await screen.findByRole('combobox', { name: 'Rol de Ana Pérez' });
    await user.selectOptions(select, 'admin');

    await findToast('Error al cambiar el rol del usuario', 'error');
    expect(setRole).toHaveBeenCalledExactlyOnceWith('u1', 'admin');
    expect(select).toHaveValue('cliente');
  });

  it('shows the database message when demoting the last active admin', async () => {
    const otherAdmin = profile({ userId: 'u9', nombre: 'Carla Ríos', role: 'admin' });
    const { user } = renderTab({
      list: listOf(otherAdmin),
      setRole: () =>
        Promise.reject(
          new BackendError('Debe quedar al menos un administrador activo', 'ultimo_admin', '42501'),
        ),
    });

    const select = await screen.findByRole('combobox', { name: 'Rol de Carla Ríos' });
    await user.selectOptions(select, 'cliente');

    await findToast('Debe quedar al menos un administrador activo', 'error');
    expect(select).toHaveValue('admin');
  });

  describe('removing the two-step verification of another account', () => {
    const CONFIRMATION =
      '¿Quitar la verificación en dos pasos de Ana Pérez? Hazlo solo después de confirmar su ' +
      'identidad por otro medio (por ejemplo, una llamada). Su cuenta quedará sin segundo paso y ' +
      'se cerrarán sus sesiones; la próxima vez que ingrese deberá activarla de nuevo.';
    const resetButton = (name: string) =>
      screen.findByRole('button', { name: `Quitar verificación en dos pasos de ${name}` });
    const confirmButton = () => screen.getByRole('button', { name: 'Sí, quitar la verificación' });

    it('asks in the page first, and going back changes nothing', async () => {
      const confirm = vi.spyOn(window, 'confirm');
      const resetFor = vi.fn<Mfa['resetFor']>(() => Promise.resolve(1));
      const { user } = renderTab({ list: listOf(ana, me) }, mfaWith(resetFor));

      const button = await resetButton('Ana Pérez');
      expect(button).toHaveTextContent('Quitar verificación en dos pasos');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
      await user.click(button);

      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(CONFIRMATION)).toBeVisible();
      expect(confirmButton()).toHaveAccessibleDescription(CONFIRMATION);
      await user.click(screen.getByRole('button', { name: 'Volver' }));

      expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
      expect(resetFor).not.toHaveBeenCalled();
      expect(confirm).not.toHaveBeenCalled();
    });

    it('removes the factors once confirmed, by keyboard, and says the sessions ended', async () => {
      const resetFor = vi.fn<Mfa['resetFor']>(() => Promise.resolve(1));
      const { user } = renderTab({ list: listOf(ana, anonymous, me) }, mfaWith(resetFor));

      (await resetButton('Ana Pérez')).focus();
      await user.keyboard('{Enter}');
      await user.tab();
      expect(confirmButton()).toHaveFocus();
      await user.keyboard('{Enter}');

      await findToast(
        'Se quitó la verificación en dos pasos de Ana Pérez y se cerraron sus sesiones.',
        'exito',
      );
      expect(resetFor).toHaveBeenCalledExactlyOnceWith('u1');
      expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
      await waitFor(async () => {
        expect(await resetButton('Ana Pérez')).toHaveFocus();
      });
    });

    it('says so when the person had no second step', async () => {
      const resetFor = vi.fn<Mfa['resetFor']>(() => Promise.resolve(0));
      const { user } = renderTab({ list: listOf(ana, anonymous) }, mfaWith(resetFor));

      await user.click(await resetButton('sin.nombre@ejemplo.cl'));
      await user.click(confirmButton());

      await findToast(
        'sin.nombre@ejemplo.cl no tenía la verificación en dos pasos activada.',
        'exito',
      );
      expect(resetFor).toHaveBeenCalledExactlyOnceWith('u2');
    });

    it('disables the action while it runs', async () => {
      let finish: (removed: number) => void = () => undefined;
      const resetFor = vi.fn<Mfa['resetFor']>(
        () =>
          new Promise<number>((resolve) => {
            finish = resolve;
          }),
      );
      const { user } = renderTab({ list: listOf(ana, anonymous) }, mfaWith(resetFor));

      const button = await resetButton('Ana Pérez');
      await user.click(button);
      await user.click(confirmButton());

      expect(button).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Quitando...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
      expect(await resetButton('sin.nombre@ejemplo.cl')).toBeEnabled();
      finish(1);
      await waitFor(() => {
        expect(button).toBeEnabled();
      });
      expect(resetFor).toHaveBeenCalledOnce();
    });

    it("shows the backend's refusal in its own words", async () => {
      const resetFor = vi.fn<Mfa['resetFor']>(() =>
        Promise.reject(
          new BackendError(
            'Necesitas verificar tu sesión en dos pasos para hacer esto',
            'acceso_denegado',
          ),
        ),
      );
      const { user } = renderTab({ list: listOf(ana, me) }, mfaWith(resetFor));

      await user.click(await resetButton('Ana Pérez'));
      await user.click(confirmButton());

      await findToast('Necesitas verificar tu sesión en dos pasos para hacer esto', 'error');
      expect(resetFor).toHaveBeenCalledExactlyOnceWith('u1');
      expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
      expect(await resetButton('Ana Pérez')).toBeEnabled();
    });

    it('is not offered on the signed-in admin’s own row', async () => {
      renderTab({ list: listOf(ana, me) }, mfaWith(refuse('resetFor')));

      const row = await rowOf('Benjamín Soto');
      expect(
        within(row).queryByRole('button', { name: /verificación en dos pasos/ }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', {
          name: 'Quitar verificación en dos pasos de Benjamín Soto',
        }),
      ).not.toBeInTheDocument();
      expect(await resetButton('Ana Pérez')).toBeEnabled();
    });
  });
});
