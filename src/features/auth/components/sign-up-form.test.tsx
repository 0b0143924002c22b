import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignUpInput } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { SignUpForm } from './sign-up-form';

describe('SignUpForm', () => {
  it('shows the account notice and sends the version shown with the sign-up', async () => {
    const received: SignUpInput[] = [];
    const backend = fakeBackend({
      auth: {
        signUp: (input) => {
          received.push(input);
          return Promise.resolve(null);
        },
      },
    });
    const onSignedUp = vi.fn();
    const user = userEvent.setup();
    render(<SignUpForm backend={backend} onSignedUp={onSignedUp} />);
    expect(screen.getByText(/darle acceso a sus reservas, pagos y datos/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Términos/ })).toHaveAttribute('href', '/terminos');
    await user.type(screen.getByLabelText('Nombre completo'), 'Rosa Díaz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@ejemplo.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-segura');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(false));
    expect(received[0]).toMatchObject({ email: 'rosa@ejemplo.cl', avisoVersion: '2.0' });
  });
});
