import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type UnsubscribeResult } from '@/backend/port';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import UnsubscribePage from './unsubscribe-page';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

const TOKEN = '0b7c8f1e-3a52-4d7e-9a61-5f2d0c4b9e11';

function open(path: string, unsubscribe: (token: string) => Promise<UnsubscribeResult>) {
  resetBackendStarts(fakeBackend({ newsletter: { unsubscribe } }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );
}

describe('UnsubscribePage', () => {
  it('changes nothing on opening, and ends the subscription on the click', async () => {
    const received: string[] = [];
    open(`/newsletter/baja?token=${TOKEN}`, (token) => {
      received.push(token);
      return Promise.resolve('baja');
    });
    expect(backends.starts).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByText('Listo: ya no recibirás el boletín.')).toBeVisible();
    expect(received).toEqual([TOKEN]);
  });

  it('says so when the subscription had already ended', async () => {
    open(`/newsletter/baja?token=${TOKEN}`, () => Promise.resolve('ya_de_baja'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByText(/Ya estabas dado de baja/)).toBeVisible();
  });

  it('shows the refusal of an unknown link and lets the reader try again', async () => {
    open(`/newsletter/baja?token=${TOKEN}`, () =>
      Promise.reject(
        new BackendError('Este enlace para darse de baja no es válido', 'enlace_invalido'),
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no es válido/);
    expect(screen.getByRole('button', { name: 'Darme de baja' })).toBeEnabled();
  });

  it('explains a link without its token', () => {
    open('/newsletter/baja', () => Promise.reject(new Error('no debería llamarse')));
    expect(screen.getByRole('alert')).toHaveTextContent(/le falta su código/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
