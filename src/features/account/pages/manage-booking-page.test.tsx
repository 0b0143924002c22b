import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BackendError, type AuthEvent, type BackendPort, type Session } from '@/backend/port';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { aBookingSummary } from '@/test/booking-summary-fixture';
import { fakeBackend } from '@/test/fake-backend';
import ManageBookingPage from './manage-booking-page';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

/** Monday 23 November 2026, 09:00 in Santiago. */
const NOW = new Date('2026-11-23T12:00:00Z');
const TOKEN = 'a'.repeat(64);

function Address() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/reserva/gestionar"
          element={
            <>
              <ManageBookingPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

function backendWith(reservas: Partial<BackendPort['reservas']>): BackendPort {
  return fakeBackend({
    reservas: { occupied: () => Promise.resolve([]), ...reservas },
    auth: {
      getSession: () => Promise.resolve(null),
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
    },
    profiles: { getMine: () => Promise.resolve(null) },
    notificaciones: { notify: () => Promise.resolve({ kind: 'enviado', intentos: 1 }) },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  sessionStorage.clear();
  setCurrentOwner(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/reserva/gestionar', () => {
  it('shows the booking of the link, takes the secret out of the address and keeps it for a reload', async () => {
    const byToken = vi.fn(() => Promise.resolve(aBookingSummary({ movimientosCliente: 1 })));
    resetBackendStarts(backendWith({ byToken }));
    const { unmount } = renderAt(`/reserva/gestionar?token=${TOKEN}`);

    const details = await screen.findByText('A1B2C3D4');
    expect(details).toBeInTheDocument();
    expect(screen.getByText('lunes 30 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Abogada Demo')).toBeInTheDocument();
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
    expect(byToken).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      /^\/reserva\/gestionar$/,
    );
    expect(screen.getByRole('button', { name: 'Cambiar fecha u hora' })).toBeEnabled();

    unmount();
    renderAt('/reserva/gestionar');
    expect(await screen.findByText('A1B2C3D4')).toBeInTheDocument();
    expect(byToken).toHaveBeenLastCalledWith(TOKEN);
  });

  it('moves the booking with the secret and shows the new time and the change used', async () => {
    const moved = aBookingSummary({ fecha: '2026-11-25', hora: '11:00', movimientosCliente: 1 });
    const reschedule = vi.fn(() => Promise.resolve(moved));
    resetBackendStarts(
      backendWith({ byToken: () => Promise.resolve(aBookingSummary()), reschedule }),
    );
    const { user } = renderAt(`/reserva/gestionar?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Cambiar fecha u hora' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar fecha u hora' });
    await user.click(
      within(dialog).getByRole('button', { name: 'miércoles 25 de noviembre de 2026' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: '11:00' }));
    await user.click(within(dialog).getByRole('button', { name: /^Cambiar al/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Tu reserva quedó para el miércoles 25 de noviembre de 2026 a las 11:00.',
    );
    expect(reschedule).toHaveBeenCalledWith({
      id: 'r1',
      fecha: '2026-11-25',
      hora: '11:00',
      token: TOKEN,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('miércoles 25 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
  });

  it('says why a booking can no longer be moved', async () => {
    resetBackendStarts(
      backendWith({
        byToken: () =>
          Promise.resolve(aBookingSummary({ movimientosCliente: 2, sinReagendar: 'limite' })),
      }),
    );
    renderAt(`/reserva/gestionar?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Cambiar fecha u hora' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Ya cambiaste esta reserva 2 veces/);
  });

  it('cancels the booking after Mi cuenta’s confirmation, then shows it cancelled with no action left', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const cancelByToken = vi.fn(() =>
      Promise.resolve(aBookingSummary({ estado: 'cancelada', sinReagendar: 'estado' })),
    );
    resetBackendStarts(
      backendWith({ byToken: () => Promise.resolve(aBookingSummary()), cancelByToken }),
    );
    const { user } = renderAt(`/reserva/gestionar?token=${TOKEN}`);

    const button = await screen.findByRole('button', {
      name: 'Cancelar la reserva del lunes 30 de noviembre de 2026 a las 10:00',
    });
    expect(button).toHaveTextContent('Cancelar la reserva');
    expect(button).toHaveAccessibleDescription(
      'Puedes cancelar hasta 4 horas antes de la consulta.',
    );
    expect(screen.getByRole('button', { name: 'Cambiar fecha u hora' })).toBeInTheDocument();
    await user.click(button);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      '¿Quieres cancelar esta reserva? La hora quedará libre.',
    );
    expect(cancelByToken).toHaveBeenCalledExactlyOnceWith(TOKEN);
    const status = await screen.findByText('Reserva cancelada. La hora quedó libre.');
    expect(status).toHaveFocus();
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar la reserva/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha u hora' })).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const cancelByToken = vi.fn();
    resetBackendStarts(
      backendWith({ byToken: () => Promise.resolve(aBookingSummary()), cancelByToken }),
    );
    const { user } = renderAt(`/reserva/gestionar?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Cancelar la reserva/ }));
    expect(cancelByToken).not.toHaveBeenCalled();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
  });

  it('asks by itself when the link says accion=cancelar, once the booking is shown', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const cancelByToken = vi.fn(() =>
      Promise.resolve(aBookingSummary({ estado: 'cancelada', sinReagendar: 'estado' })),
    );
    resetBackendStarts(
      backendWith({ byToken: () => Promise.resolve(aBookingSummary()), cancelByToken }),
    );
    renderAt(`/reserva/gestionar?token=${TOKEN}&accion=cancelar`);

    expect(await screen.findByText('Reserva cancelada. La hora quedó libre.')).toHaveFocus();
    expect(confirm).toHaveBeenCalledOnce();
    expect(cancelByToken).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(screen.getByText('A1B2C3D4')).toBeInTheDocument();
    // The action goes with the secret: the address keeps neither.
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      /^\/reserva\/gestionar$/,
    );
  });

  it('does not ask on arrival for a booking that cannot be cancelled any more', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    resetBackendStarts(
      backendWith({
        byToken: () =>
          Promise.resolve(aBookingSummary({ estado: 'cancelada', sinReagendar: 'estado' })),
      }),
    );
    renderAt(`/reserva/gestionar?token=${TOKEN}&accion=cancelar`);
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Cancelar la reserva/ })).not.toBeInTheDocument();
  });

  it('within 4 hours, shows the button disabled and why, and does not ask', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    // 09:00 in Santiago now: a 12:00 consultation today is 3 hours away.
    resetBackendStarts(
      backendWith({
        byToken: () =>
          Promise.resolve(
            aBookingSummary({ fecha: '2026-11-23', hora: '12:00', sinReagendar: 'plazo' }),
          ),
      }),
    );
    renderAt(`/reserva/gestionar?token=${TOKEN}&accion=cancelar`);
    const button = await screen.findByRole('button', { name: /^Cancelar la reserva/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Ya no se puede cancelar: faltan menos de 4 horas para la consulta. Para cambios, escríbenos o llámanos.',
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the database’s refusal in Spanish and keeps the booking as it was', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    resetBackendStarts(
      backendWith({
        byToken: () => Promise.resolve(aBookingSummary()),
        cancelByToken: () =>
          Promise.reject(
            new BackendError(
              'Solo puedes cancelar hasta 4 horas antes de la consulta',
              'fuera_de_plazo',
            ),
          ),
      }),
    );
    const { user } = renderAt(`/reserva/gestionar?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /^Cancelar la reserva/ }));
    expect(
      await screen.findByText('Solo puedes cancelar hasta 4 horas antes de la consulta'),
    ).toHaveFocus();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
  });

  it('explains a wrong link in Spanish, with a way to contact the firm', async () => {
    resetBackendStarts(
      backendWith({
        byToken: () =>
          Promise.reject(new BackendError('El enlace no es válido', 'enlace_invalido')),
      }),
    );
    renderAt('/reserva/gestionar?token=otro');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este enlace no es válido o ya no corresponde a una reserva.');
    expect(within(alert).getByRole('link', { name: 'contáctanos' })).toHaveAttribute(
      'href',
      '/contacto',
    );
    expect(screen.queryByRole('button', { name: 'Cambiar fecha u hora' })).not.toBeInTheDocument();
  });

  it('needs no database for a link without its secret', () => {
    resetBackendStarts(backendWith({}));
    renderAt('/reserva/gestionar');
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace no es válido');
    expect(backends.starts).toBe(0);
  });
});
