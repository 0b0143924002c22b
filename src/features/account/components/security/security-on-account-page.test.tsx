import { fakeBackend } from '@/test/fake-backend';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthEvent, BackendPort, Profile, Session } from '@/backend/port';
import AccountPage from '../../pages/account-page';

let backend: BackendPort;
vi.mock('@/backend/get-backend', () => ({
  getBackend: () => Promise.resolve(backend),
  restartBackend: () => Promise.resolve(backend),
}));

const SESSION: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 0,
  aal: 'aal1',
  user: { id: 'u1', email: 'ana@ejemplo.cl' },
};
const PROFILE: Profile = {
  id: 'p1',
  userId: 'u1',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: null,
  role: 'abogado',
  isActive: true,
  createdAt: '2026-01-01T12:00:00Z',
};

function signedInBackend(oauth: BackendPort['auth']['oauth']): BackendPort {
  const refuse = () => Promise.reject(new Error('no debería usarse'));
  return fakeBackend({
    auth: {
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', SESSION);
        return () => undefined;
      },
      mfa: {
        factors: () => Promise.resolve([]),
        assurance: refuse,
        enroll: refuse,
        confirmEnrollment: refuse,
        verify: refuse,
        unenroll: refuse,
        resetFor: refuse,
      },
      oauth,
    },
    profiles: { getMine: () => Promise.resolve(PROFILE) },
    reservas: { list: () => Promise.resolve([]) },
    pagos: { list: () => Promise.resolve([]) },
  });
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/mi-cuenta']}>
      <AccountPage />
    </MemoryRouter>,
  );
}

describe('the account page', () => {
  it('shows the security sections below the bookings, with the staff note', async () => {
    backend = signedInBackend(null);
    renderPage();

    const security = (await screen.findByRole('heading', { name: 'Seguridad', level: 2 }))
      .parentElement as HTMLElement;
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Seguridad')).toBeGreaterThan(headings.indexOf('Mis reservas'));
    expect(
      within(security).getByRole('heading', { name: 'Verificación en dos pasos' }),
    ).toBeVisible();
    expect(await within(security).findByText(/Las cuentas del equipo/)).toBeVisible();
    expect(within(security).getByRole('heading', { name: 'Sesiones' })).toBeVisible();
    // The embedded backend has no OAuth: no sign-in methods to manage.
    expect(screen.queryByRole('heading', { name: 'Formas de ingresar' })).toBeNull();
  });

  it('shows the ways to sign in where the backend has OAuth', async () => {
    const refuse = () => Promise.reject(new Error('no debería usarse'));
    backend = signedInBackend({
      signInWithGoogle: refuse,
      identities: () =>
        Promise.resolve([
          { id: 'i1', provider: 'email', email: 'ana@ejemplo.cl', createdAt: null },
        ]),
      linkGoogle: refuse,
      unlink: refuse,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Formas de ingresar' })).toBeVisible();
    expect(await screen.findByText('Correo y contraseña')).toBeVisible();
  });
});
