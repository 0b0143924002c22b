import { act, screen } from '@testing-library/react';
import type { BackendPort } from '@/backend/port';
import { backends } from '@/test/backend-starter';
import {
  backendWith,
  CLIENT,
  DATOS,
  enabledButton,
  field,
  heading,
  NOW,
  RESERVA_ID,
  renderAt,
  reservationFor,
  storeDraft,
  acceptTerms,
} from './wizard-test-kit';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

/** The booking as the wizard hands it to step 4 and /pago, for `owner`. */
function storePayment(owner = 'anonimo', change: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    'paymentData',
    JSON.stringify({
      id: String(NOW.getTime()),
      reservaId: RESERVA_ID,
      plan: 'laboral',
      service: 'Consulta Laboral',
      category: 'Laboral',
      price: '35.000',
      fecha: '2026-11-24',
      hora: '10:00',
      tipo_reunion: 'videollamada',
      cliente: { nombre: DATOS.nombre, email: DATOS.email, telefono: DATOS.telefono },
      savedAt: NOW.getTime(),
      owner,
      ...change,
    }),
  );
}

/** Lets the backend start (it starts once the visitor is in the form). */
async function startBackend() {
  field('Nombre completo').focus();
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  backends.current = backendWith({});
  backends.upcoming = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage on a shared computer', () => {
  it('empties a draft left by someone else once the signed-in person is known', async () => {
    storeDraft({ fecha: null, hora: null });
    backends.current = backendWith({}, CLIENT);
    await renderAt('/agendamiento?plan=laboral');

    await startBackend();

    expect(field('Nombre completo')).toHaveValue('');
    expect(field('RUT')).toHaveValue('');
    expect(field('Describe brevemente tu consulta (opcional)')).toHaveValue('');
    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
  });

  it('keeps the draft of the person who wrote it', async () => {
    storeDraft({ owner: CLIENT.user.id, fecha: null, hora: null });
    backends.current = backendWith({}, CLIENT);
    await renderAt('/agendamiento?plan=laboral');

    await startBackend();

    expect(field('Nombre completo')).toHaveValue(DATOS.nombre);
  });

  it('gives what was typed before anyone was known to the person then known', async () => {
    backends.current = backendWith({}, CLIENT);
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.type(field('Nombre completo'), 'Ana');

    expect(field('Nombre completo')).toHaveValue('Ana');
    expect(JSON.parse(sessionStorage.getItem('bookingDraft') ?? '{}')).toMatchObject({
      owner: CLIENT.user.id,
      datos: { nombre: 'Ana' },
    });
  });

  it("never shows step 4 with someone else's booking", async () => {
    storePayment('otra-persona');
    backends.current = backendWith({}, CLIENT);
    await renderAt('/agendamiento?plan=laboral&paso=pago');

    expect(heading()).toHaveTextContent('Tus datos');
    expect(sessionStorage.getItem('paymentData')).toBeNull();
  });
});

describe('BookingPage after booking', () => {
  it('shows step 4 from the stored booking alone, on its plan', async () => {
    storePayment();
    await renderAt('/agendamiento?plan=familia&paso=pago');

    expect(heading()).toHaveTextContent('Elige cómo pagar');
    expect(screen.getByText(/Reservamos tu hora del/)).toHaveTextContent(
      'Reservamos tu hora del martes 24 de noviembre de 2026 a las 10:00 por 2 horas. Paga $35.000 para confirmarla.',
    );
  });

  it('forgets what was typed once booked, and points back to the held hour', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 35000, 'Consulta Laboral')),
    );
    backends.current = backendWith({ create });
    storeDraft();
    const { user, unmount } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');
    await acceptTerms(user);
    await user.click(await enabledButton('Proceder al Pago'));
    await screen.findByRole('heading', { level: 1, name: 'Elige cómo pagar' });
    unmount();

    // Back to step 3 (the browser's 'Atrás'): it needs a draft, which is gone.
    await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    expect(heading()).toHaveTextContent('Tus datos');
    expect(field('Nombre completo')).toHaveValue('');
    expect(screen.getByText(/Tienes una hora reservada/)).toHaveTextContent(
      'Tienes una hora reservada el martes 24 de noviembre de 2026 a las 10:00 (Consulta Laboral), pendiente de pago.',
    );
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=laboral&paso=pago',
    );
  });

  it('does not point back to a free booking, which has nothing to pay', async () => {
    storePayment('anonimo', { plan: 'gratis', paymentMethod: 'gratis' });
    await renderAt('/agendamiento?plan=gratis');

    expect(screen.queryByText(/Tienes una hora reservada/)).not.toBeInTheDocument();
  });
});
