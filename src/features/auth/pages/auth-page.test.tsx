import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AuthEvent, BackendPort, Session } from '@/backend/port';
import { ACCOUNT_KEY } from '@/components/auth/account-hint';
import { START_FAILED_MESSAGE } from '@/components/auth/backend-context';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import AuthPage from './auth-page';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

/** A start the test ends when it says, as the embedded database's does seconds after the page. */
function slowStart() {
  let finish: (backend: BackendPort) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const started = new Promise<BackendPort>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  backends.upcoming.push(() => started);
  return { finish, fail };
}

function backendWithAccount() {
  const signIns: [string, string][] = [];
  let announce: (event: AuthEvent, session: Session | null) => void = () => undefined;
  const backend = fakeBackend({
    auth: {
      onAuthStateChange: (listener) => {
        announce = listener;
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
      signIn: (email, password) => {
        signIns.push([email, password]);
        const session: Session = {
          accessToken: 'a',
          refreshToken: 'r',
          expiresAt: 0,
          aal: 'aal1',
          user: { id: 'u1', email },
        };
        announce('SIGNED_IN', session);
        return Promise.resolve(session);
      },
      mfa: {
        assurance: () => Promise.resolve({ current: 'aal1', next: 'aal1' }),
      } as BackendPort['auth']['mfa'],
    },
    profiles: { getMine: () => Promise.resolve(null) },
  });
  return { backend, signIns };
}

function showPage() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <AuthPage />
    </MemoryRouter>,
  );
}

async function typeAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.cl');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-segura');
  const form = screen.getByRole('form', { name: 'Iniciar sesión' });
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
}

describe('AuthPage while the backend starts', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetBackendStarts(fakeBackend());
  });

  it('shows the sign-in form at once, and a sign-in sent meanwhile goes when it has started', async () => {
    const start = slowStart();
    const { backend, signIns } = backendWithAccount();
    showPage();
    expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.queryByText('Cargando...')).toBeNull();
    // The demo accounts fill the form without the database.
    expect(screen.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' })).toBeEnabled();

    const user = userEvent.setup();
    await typeAndSend(user);
    expect(screen.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    expect(signIns).toEqual([]);

    start.finish(backend);
    await vi.waitFor(() => expect(signIns).toEqual([['ana@ejemplo.cl', 'clave-segura']]));
  });

  it('keeps what was typed and says so when the start fails', async () => {
    const start = slowStart();
    showPage();
    const user = userEvent.setup();
    await typeAndSend(user);
    start.fail(new Error('pglite.wasm: HTTP 503'));
    expect(await screen.findByText(START_FAILED_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@ejemplo.cl');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('clave-segura');
    // And the way to start again without a reload.
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('waits for the backend when the bar says someone is signed in: their page is not the form', () => {
    slowStart();
    window.localStorage.setItem(
      ACCOUNT_KEY,
      JSON.stringify({ email: 'ana@ejemplo.cl', name: 'Ana', role: 'cliente' }),
    );
    showPage();
    expect(screen.getByText('Cargando...')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Iniciar sesión' })).toBeNull();
  });
});
