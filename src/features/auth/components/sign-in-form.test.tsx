import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { BackendProvider } from '@/components/auth/backend-context';
import { SignInForm } from './sign-in-form';

const UNCONFIRMED =
  'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión';

function setUp(mode: BackendPort['mode'], refusal: BackendError, resent: { demoLink?: string }) {
  const resends: string[] = [];
  const backend = fakeBackend({
    mode,
    auth: {
      signIn: () => Promise.reject(refusal),
      resendConfirmation: (email) => {
        resends.push(email);
        return Promise.resolve(resent);
      },
    },
  });
  const onSignedIn = vi.fn();
  render(
    <BackendProvider backend={backend}>
      <SignInForm prefill={null} onSignedIn={onSignedIn} onForgot={vi.fn()} />
    </BackendProvider>,
  );
  return { resends, onSignedIn };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), ' nico@ejemplo.cl ');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-segura');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('SignInForm', () => {
  it('hosted: an unconfirmed address is told so in Spanish and can have its link sent again', async () => {
    const { resends, onSignedIn } = setUp(
      'supabase',
      new BackendError(UNCONFIRMED, 'correo_sin_confirmar'),
      {},
    );
    const user = userEvent.setup();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCONFIRMED);
    await user.click(screen.getByRole('button', { name: 'Reenviar el enlace' }));
    expect(await screen.findByText(/te enviamos un enlace nuevo/)).toBeVisible();
    expect(resends).toEqual(['nico@ejemplo.cl']);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('embedded: shows the confirmation link again', async () => {
    setUp('embedded', new BackendError(UNCONFIRMED, 'correo_sin_confirmar'), {
      demoLink: 'http://localhost/auth?code=nuevo',
    });
    const user = userEvent.setup();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Mostrar el enlace de nuevo' }));
    expect(await screen.findByRole('link', { name: 'confirmar mi correo' })).toHaveAttribute(
      'href',
      'http://localhost/auth?code=nuevo',
    );
  });

  it('offers no link for a wrong password', async () => {
    setUp('embedded', new BackendError('Correo o contraseña incorrectos', 'credenciales'), {});
    await signIn(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(screen.queryByRole('button', { name: /enlace/ })).not.toBeInTheDocument();
  });
});
