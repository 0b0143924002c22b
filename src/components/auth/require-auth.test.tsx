import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthEvent, BackendPort, Profile, Session } from '@/backend/port';
import { AuthProvider } from './auth-context';
import { RequireAuth } from './require-auth';
import type { Permission } from './permissions';

let fakeBackend: BackendPort;
/** Starts that fail before one succeeds. */
let failures = 0;
vi.mock('@/backend/get-backend', () => {
  const start = () =>
    failures-- > 0 ? Promise.reject(new Error('sin red')) : Promise.resolve(fakeBackend);
  return { getBackend: start, restartBackend: start };
});

/** The second step: staff pass it unless a test says otherwise. */
let level: { aal: Session['aal']; next: Session['aal'] } = { aal: 'aal2', next: 'aal2' };

function backendFor(profile: Profile | null): BackendPort {
  const session: Session | null = profile
    ? {
        accessToken: 'a',
        refreshToken: 'r',
        expiresAt: 0,
        aal: level.aal,
        user: { id: profile.userId, email: profile.email },
      }
    : null;
  return {
    mode: 'embedded',
    auth: {
      onAuthStateChange: (listener: (event: AuthEvent, s: Session | null) => void) => {
        listener('INITIAL_SESSION', session);
        return () => undefined;
      },
      getSession: () => Promise.resolve(session),
      mfa: {
        assurance: () => Promise.resolve({ current: level.aal, next: level.next }),
        factors: () =>
          Promise.resolve(
            level.next === 'aal2' ? [{ id: 'f', nombre: 'App', createdAt: '2026-01-01' }] : [],
          ),
        verify: vi.fn(() => Promise.resolve()),
      },
      oauth: null,
    },
    profiles: { getMine: () => Promise.resolve(profile) },
  } as unknown as BackendPort;
}

const profile = (role: Profile['role'], isActive = true): Profile => ({
  id: 'p',
  userId: 'u',
  nombre: 'N',
  email: 'n@ejemplo.cl',
  telefono: null,
  role,
  isActive,
  createdAt: '2026-01-01',
});

function renderGuarded(
  who: Profile | null,
  guard: { requiredRole?: Profile['role']; permission?: Permission },
) {
  fakeBackend = backendFor(who);
  render(
    <MemoryRouter initialEntries={['/admin?tab=reservas']}>
      <AuthProvider>
        <RequireAuth {...guard}>
          <p>Contenido protegido</p>
        </RequireAuth>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  afterEach(() => {
    level = { aal: 'aal2', next: 'aal2' };
  });

  it('says it is checking while the session loads', () => {
    renderGuarded(profile('admin'), { requiredRole: 'admin' });
    expect(screen.getByRole('status')).toHaveTextContent('Verificando permisos...');
  });

  it('asks a visitor to sign in, coming back to the same page', async () => {
    renderGuarded(null, { requiredRole: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Acceso Requerido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fadmin%3Ftab%3Dreservas',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('denies a cliente, and an admin whose profile is inactive, naming the role', async () => {
    for (const who of [profile('cliente'), profile('admin', false)]) {
      renderGuarded(who, { requiredRole: 'admin' });
      expect(await screen.findByRole('heading', { name: 'Acceso Denegado' })).toBeInTheDocument();
      expect(
        screen.getByText('Solo los administradores pueden acceder a esta página.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Rol requerido: Administrador')).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('denies a missing permission, naming it', async () => {
    renderGuarded(profile('abogado'), { permission: 'deleteAnyReservation' });
    expect(await screen.findByRole('heading', { name: 'Permiso Denegado' })).toBeInTheDocument();
    expect(screen.getByText('Permiso requerido: deleteAnyReservation')).toBeInTheDocument();
  });

  it('shows the content to someone with the permission', async () => {
    renderGuarded(profile('abogado'), { permission: 'viewAllReservations' });
    expect(await screen.findByText('Contenido protegido')).toBeInTheDocument();
  });

  it('says when the system cannot start, and tries again on Reintentar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failures = 1;
    renderGuarded(profile('admin'), { requiredRole: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Servicio no disponible' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos conectar con el sistema.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Contenido protegido')).toBeInTheDocument();
  });

  it('shows the content to an active admin', async () => {
    renderGuarded(profile('admin'), { requiredRole: 'admin' });
    expect(await screen.findByText('Contenido protegido')).toBeInTheDocument();
  });

  it('asks staff signed in with a password alone for the code before the page', async () => {
    level = { aal: 'aal1', next: 'aal2' };
    renderGuarded(profile('abogado'), { permission: 'viewAllReservations' });
    expect(await screen.findByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Código de verificación' })).toBeVisible();
    expect(screen.queryByText('Contenido protegido')).not.toBeInTheDocument();
  });

  it('leads staff with no authenticator to set one up, showing nothing of the page', async () => {
    level = { aal: 'aal1', next: 'aal1' };
    renderGuarded(profile('admin'), { requiredRole: 'admin' });
    expect(
      await screen.findByRole('link', { name: 'Activar la verificación en dos pasos' }),
    ).toHaveAttribute('href', '/mi-cuenta#seguridad');
    expect(screen.queryByText('Contenido protegido')).not.toBeInTheDocument();
  });

  it('lets a cliente without an authenticator in with a password, and asks one with it for the code', async () => {
    level = { aal: 'aal1', next: 'aal1' };
    renderGuarded(profile('cliente'), {});
    expect(await screen.findByText('Contenido protegido')).toBeInTheDocument();
    document.body.innerHTML = '';
    level = { aal: 'aal1', next: 'aal2' };
    renderGuarded(profile('cliente'), {});
    expect(await screen.findByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible();
  });
});
