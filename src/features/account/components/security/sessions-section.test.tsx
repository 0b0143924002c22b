import { fakeBackend } from '@/test/fake-backend';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast } from '@/test/toasts';
import { SessionsSection } from './sessions-section';

type SignOut = BackendPort['auth']['signOut'];

function renderSection(signOut: SignOut) {
  render(
    <DataWrapper backend={fakeBackend({ auth: { signOut } })}>
      <SessionsSection />
    </DataWrapper>,
  );
  return userEvent.setup();
}

const GLOBAL = 'Cerrar sesión en todos los dispositivos';

describe('SessionsSection', () => {
  it('states the inactivity rule', () => {
    renderSection(vi.fn<SignOut>());
    expect(
      screen.getByText('Por seguridad, la sesión se cierra tras 30 minutos sin actividad.'),
    ).toBeVisible();
  });

  it('signs out on this device only', async () => {
    const signOut = vi.fn<SignOut>(() => Promise.resolve());
    const user = renderSection(signOut);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en este dispositivo' }));
    expect(signOut).toHaveBeenCalledExactlyOnceWith('local');
  });

  it('signs out on the other devices and says so', async () => {
    const signOut = vi.fn<SignOut>(() => Promise.resolve());
    const user = renderSection(signOut);
    await user.click(
      screen.getByRole('button', { name: 'Cerrar sesión en los demás dispositivos' }),
    );
    await findToast('Cerramos tus sesiones en los demás dispositivos', 'exito');
    expect(signOut).toHaveBeenCalledExactlyOnceWith('others');
  });

  it('signs out everywhere only after a confirmation in the page', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const signOut = vi.fn<SignOut>(() => Promise.resolve());
    const user = renderSection(signOut);
    const trigger = screen.getByRole('button', { name: GLOBAL });

    await user.click(trigger);
    expect(signOut).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/también en este/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('button', { name: 'Sí, cerrar sesión en todos' })).toBeNull();
    expect(trigger).toHaveFocus();
    expect(signOut).not.toHaveBeenCalled();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión en todos' }));
    expect(signOut).toHaveBeenCalledExactlyOnceWith('global');
    expect(confirm).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal", async () => {
    const signOut = vi.fn<SignOut>(() =>
      Promise.reject(new BackendError('No hay conexión con el servidor.', 'sin_conexion')),
    );
    const user = renderSection(signOut);
    await user.click(
      screen.getByRole('button', { name: 'Cerrar sesión en los demás dispositivos' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión con el servidor.');
    expect(screen.queryByText('Cerramos tus sesiones en los demás dispositivos')).toBeNull();
  });
});
