import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendPort, SignUpAnswer, SignUpInput } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { BackendProvider } from '@/components/auth/backend-context';
import { SignUpForm } from './sign-up-form';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

const LINK = 'http://localhost:3000/auth?code=abc123';

function setUp(mode: BackendPort['mode'], answer: SignUpAnswer, resent: { demoLink?: string }) {
  const received: { input: SignUpInput; redirectTo: string }[] = [];
  const resends: string[] = [];
  const backend = fakeBackend({
    mode,
    auth: {
      signUp: (input, redirectTo) => {
        received.push({ input, redirectTo });
        return Promise.resolve(answer);
      },
      resendConfirmation: (email) => {
        resends.push(email);
        return Promise.resolve(resent);
      },
    },
  });
  const onSignedIn = vi.fn();
  const onSignIn = vi.fn();
  render(
    <BackendProvider backend={backend}>
      <SignUpForm onSignedIn={onSignedIn} onSignIn={onSignIn} />
    </BackendProvider>,
  );
  return { received, resends, onSignedIn, onSignIn };
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Díaz');
  await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@ejemplo.cl');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-segura');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('SignUpForm', () => {
  it('shows the account notice and sends the version shown, with the link back to /auth', async () => {
    const { received } = setUp('supabase', { session: null }, {});
    const user = userEvent.setup();
    expect(screen.getByText(/darle acceso a sus reservas, pagos y datos/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Términos/ })).toHaveAttribute('href', '/terminos');
    await signUp(user);
    await screen.findByRole('heading', { name: 'Confirma tu correo' });
    expect(received[0]?.input).toMatchObject({
      email: 'rosa@ejemplo.cl',
      avisoVersion: PRIVACY_POLICY_VERSION.version,
    });
    expect(received[0]?.redirectTo).toBe(`${window.location.origin}/auth`);
  });

  it('hosted: says where the link went and how long it lasts, signs nobody in, and sends it again', async () => {
    const { resends, onSignedIn } = setUp('supabase', { session: null }, {});
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Te enviamos un enlace a rosa@ejemplo.cl. Ábrelo para confirmar tu correo y entrar a tu cuenta.',
    );
    expect(screen.getByText(/vale por una hora/)).toBeVisible();
    expect(screen.getByText(/revisa la carpeta de spam/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Crear cuenta' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Modo demostración/)).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reenviar el enlace' }));
    expect(
      await screen.findByText(/Si rosa@ejemplo\.cl tiene una cuenta por confirmar, te enviamos/),
    ).toBeVisible();
    expect(resends).toEqual(['rosa@ejemplo.cl']);
  });

  it('embedded: shows the confirmation link on screen, and a new one on request', async () => {
    const { resends, onSignedIn, onSignIn } = setUp(
      'embedded',
      { session: null, demoLink: LINK },
      { demoLink: `${LINK}-nuevo` },
    );
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByText(/Modo demostración: no se envían correos/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'confirmar mi correo' })).toHaveAttribute('href', LINK);
    expect(screen.queryByText(/Te enviamos un enlace/)).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mostrar el enlace de nuevo' }));
    const links = await screen.findAllByRole('link', { name: 'confirmar mi correo' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([LINK, `${LINK}-nuevo`]);
    expect(resends).toEqual(['rosa@ejemplo.cl']);

    await user.click(screen.getByRole('button', { name: 'Ir a iniciar sesión' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('embedded: with no account to confirm, shows no link and says to sign in', async () => {
    setUp('embedded', { session: null }, {});
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByText(/este correo no tiene una cuenta por confirmar/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'confirmar mi correo' })).not.toBeInTheDocument();
  });

  it('goes on at once when the project gives a session (no confirmation asked)', async () => {
    const session = {
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: 0,
      user: { id: 'u', email: 'rosa@ejemplo.cl' },
      aal: 'aal1' as const,
    };
    const { onSignedIn } = setUp('supabase', { session }, {});
    await signUp(userEvent.setup());
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Confirma tu correo' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the sign-up is refused', async () => {
    const backend = fakeBackend({
      auth: {
        signUp: () => Promise.reject(new Error('Correo electrónico inválido')),
      },
    });
    render(
      <BackendProvider backend={backend}>
        <SignUpForm onSignedIn={vi.fn()} onSignIn={vi.fn()} />
      </BackendProvider>,
    );
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico inválido');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('rosa@ejemplo.cl');
  });
});
