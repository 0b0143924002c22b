import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { AuthProvider, SLOW_START_MS, useAuth } from './auth-context';
import { BackendWait } from './backend-wait';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

const started = fakeBackend({
  auth: {
    onAuthStateChange: (listener) => {
      listener('INITIAL_SESSION', null);
      return () => undefined;
    },
  },
});
const failing = () => Promise.reject(new Error('No se pudo descargar la base de datos'));
const stalled = () => new Promise<BackendPort>(() => undefined);

/** A page part that needs the backend, and a field the visitor already filled in. */
function Slots() {
  const { backend } = useAuth();
  return (
    <>
      <label>
        Nombre <input defaultValue="" />
      </label>
      {backend ? <p>Horarios listos</p> : <BackendWait waiting="Cargando horarios..." />}
    </>
  );
}

async function renderSlots() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <AuthProvider>
      <Slots />
    </AuthProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return user;
}

/** The other ways to book: the firm's WhatsApp and phone. */
function expectOtherWays(region: HTMLElement) {
  expect(within(region).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/wa\.me\/56962321883\?text=/) as unknown,
  );
  expect(within(region).getByRole('link', { name: '+56 2 2938 4120' })).toHaveAttribute(
    'href',
    'tel:+56229384120',
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetBackendStarts(started);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BackendWait', () => {
  it('says what it waits for while the backend starts', async () => {
    backends.upcoming = [stalled];
    await renderSlots();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando horarios...');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows a failed start with Reintentar and the other ways to book', async () => {
    backends.upcoming = [failing];
    await renderSlots();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos conectar con el sistema.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expectOtherWays(alert);
  });

  it('starts again on Reintentar, without a reload, keeping what was typed', async () => {
    backends.upcoming = [failing];
    const user = await renderSlots();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Horarios listos')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    expect(backends.starts).toBe(2);
  });

  it('says a start is taking longer than usual after the named delay, still waiting', async () => {
    // The clock moves only when the test moves it: with shouldAdvanceTime, a busy machine's real
    // milliseconds would carry it past the boundary checked below.
    vi.useFakeTimers();
    backends.upcoming = [stalled];
    await renderSlots();

    await act(() => vi.advanceTimersByTimeAsync(SLOW_START_MS - 1));
    expect(screen.queryByText(/tardando más de lo normal/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando horarios...');
    expect(status).toHaveTextContent('La conexión con el sistema está tardando más de lo normal.');
    expectOtherWays(status);
  });

  it('gives up a stalled start on Reintentar and uses the new one', async () => {
    backends.upcoming = [stalled];
    const user = await renderSlots();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_START_MS));

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('Horarios listos')).toBeInTheDocument();
    expect(screen.queryByText(/tardando más de lo normal/)).not.toBeInTheDocument();
  });
});
