import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type NewsletterResult } from '@/backend/port';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { NewsletterBox } from './newsletter-box';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

function answering(subscribe: (email: string) => Promise<NewsletterResult>) {
  resetBackendStarts(fakeBackend({ newsletter: { subscribe } }));
}

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(screen.getByLabelText('Correo para el boletín'), email);
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
}

describe('NewsletterBox', () => {
  it('subscribes a new address', async () => {
    const received: string[] = [];
    answering((email) => {
      received.push(email);
      return Promise.resolve('suscrito');
    });
    await subscribe(' lectora@ejemplo.cl ');
    expect(await screen.findByText(/Te suscribiste/)).toBeVisible();
    expect(received).toEqual(['lectora@ejemplo.cl']);
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('');
  });

  it('says so when the address was already subscribed', async () => {
    answering(() => Promise.resolve('ya_suscrito'));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/ya estaba suscrito/)).toBeVisible();
  });

  it('refuses an invalid address without starting the backend', async () => {
    answering(() => Promise.reject(new Error('no debería llamarse')));
    await subscribe('no-es-correo');
    const input = screen.getByLabelText('Correo para el boletín');
    expect(await screen.findByText(/Ingresa un correo válido/)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('no-es-correo');
    expect(backends.starts).toBe(0);
  });

  it('shows the server refusing an address', async () => {
    answering(() => Promise.reject(new BackendError('x', 'email_invalido')));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/Ingresa un correo válido/)).toBeVisible();
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
  });

  it('explains the rate limit and keeps the address', async () => {
    answering(() => Promise.reject(new BackendError('x', 'limite_global')));
    await subscribe('lectora@ejemplo.cl');
    expect(await screen.findByText(/muchas suscripciones/)).toBeVisible();
    expect(screen.getByLabelText('Correo para el boletín')).toHaveValue('lectora@ejemplo.cl');
  });
});

describe('NewsletterBox taking over from the static box', () => {
  it('keeps what was typed and the focus in the e-mail field', () => {
    render(
      <NewsletterBox
        carried={{ values: { email: 'lec@ejemplo' }, focus: { name: 'email', start: 3, end: 3 } }}
      />,
    );
    const input = screen.getByLabelText('Correo para el boletín');
    expect(input).toHaveValue('lec@ejemplo');
    expect(input).toHaveFocus();
  });
});
