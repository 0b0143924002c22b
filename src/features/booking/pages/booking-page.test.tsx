import { fakeBackend as buildFakeBackend } from '@/test/fake-backend';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  BackendError,
  type AuthEvent,
  type BackendPort,
  type NewReservation,
  type Reservation,
  type Session,
} from '@/backend/port';
import { LocationProbe } from '@/test/render-app';
import BookingPage from './booking-page';

let fakeBackend: BackendPort;
const started = vi.fn();
vi.mock('@/backend/get-backend', () => ({
  getBackend: () => {
    started();
    return Promise.resolve(fakeBackend);
  },
}));

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

const DATOS = {
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: '',
  descripcion: 'Despido injustificado',
};

function backendWith(reservas: {
  create?: BackendPort['reservas']['create'];
  occupied?: BackendPort['reservas']['occupied'];
}): BackendPort {
  return buildFakeBackend({
    auth: {
      getSession: () => Promise.resolve(null),
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
    },
    reservas: { occupied: () => Promise.resolve([]), ...reservas },
    notificaciones: { notify: () => Promise.resolve({ kind: 'enviado', intentos: 1 }) },
  });
}

/** What the database returns for a booking of `input`. */
function reservationFor(input: NewReservation, precio: number, servicio: string): Reservation {
  return {
    id: RESERVA_ID,
    userId: null,
    nombre: input.nombre,
    rut: input.rut,
    email: input.email,
    telefono: input.telefono,
    empresa: input.empresa ?? null,
    fecha: input.fecha,
    hora: input.hora,
    descripcion: input.descripcion ?? null,
    plan: input.plan,
    servicio,
    precio,
    categoria: 'Laboral',
    tipoReunion: input.tipoReunion,
    estado: 'pendiente',
    expiraEn: null,
    recordatorioEnviado: false,
    metodoPago: null,
    createdAt: NOW.toISOString(),
  };
}

function storeDraft(change: Record<string, unknown> = {}) {
  localStorage.setItem(
    'bookingDraft',
    JSON.stringify({
      savedAt: Date.now(),
      plan: 'laboral',
      datos: DATOS,
      fecha: '2026-11-24',
      hora: '10:00',
      tipoReunion: 'videollamada',
      reservaId: null,
      ...change,
    }),
  );
}

const page = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/agendamiento" element={<BookingPage />} />
      <Route path="/payment-success" element={<h1>Reserva confirmada</h1>} />
    </Routes>
    <LocationProbe />
  </MemoryRouter>
);

/** Renders the page and lets the (fake) backend start, as it does before anyone can type. */
async function renderAt(url: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = render(page(url));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { user, ...view };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const field = (name: string) => screen.getByRole('textbox', { name });
const location = () => screen.getByTestId('location').textContent;

async function fillPersonalData(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombre completo'), DATOS.nombre);
  await user.type(field('RUT'), '123456785');
  await user.type(field('Correo electrónico'), DATOS.email);
  await user.type(field('Teléfono'), DATOS.telefono);
  await user.type(field('Describe brevemente tu consulta (opcional)'), DATOS.descripcion);
}

/** A button once it can be used: the step-3 button waits for the backend to start. */
async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await vi.waitFor(() => {
    expect(button).toBeEnabled();
  });
  return button;
}

/** The value shown next to a label of the booking summary. */
function summaryValue(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  fakeBackend = backendWith({});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage', () => {
  it('starts the database only once the visitor starts filling in the form', async () => {
    started.mockClear();
    const { user } = await renderAt('/agendamiento?plan=laboral');
    expect(started).not.toHaveBeenCalled();
    await user.click(field('Nombre completo'));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('starts it at once when the visitor arrives past step 1', async () => {
    started.mockClear();
    localStorage.setItem(
      'bookingDraft',
      JSON.stringify({
        savedAt: Date.now(),
        plan: 'laboral',
        datos: { ...DATOS, empresa: '', rut: '12.345.678-5' },
        fecha: null,
        hora: null,
        tipoReunion: 'videollamada',
      }),
    );
    await renderAt('/agendamiento?plan=laboral&paso=fecha');
    expect(heading()).toHaveTextContent('Elige fecha y hora');
    expect(started).toHaveBeenCalled();
  });

  it('falls back to the premium plan for an unknown plan', async () => {
    await renderAt('/agendamiento?plan=no-existe');

    expect(screen.getByText(/Plan Premium Empresas/)).toBeInTheDocument();
    expect(screen.getByText('$750.000')).toBeInTheDocument();
    expect(document.title).toBe('Agendar: Plan Premium Empresas | Punto Legal');
  });

  it('shows the chosen plan with its catalogue price and discount', async () => {
    await renderAt('/agendamiento?plan=laboral');

    expect(heading()).toHaveTextContent('Tus datos');
    expect(screen.getByText(/Consulta Laboral/)).toBeInTheDocument();
    expect(screen.getByText('$35.000')).toBeInTheDocument();
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Tus datos');
  });

  it('gives the inputs the spec names', async () => {
    await renderAt('/agendamiento?plan=laboral');

    const form = screen.getByRole('form', { name: 'Tus datos' });
    const names = within(form)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(names).toEqual(['nombre', 'rut', 'email', 'telefono', 'empresa', 'descripcion']);
  });

  it('explains in Spanish what is missing, and stays on step 1', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Ingresa tu nombre completo')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu RUT')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu teléfono')).toBeInTheDocument();
    expect(field('Nombre completo')).toHaveAccessibleDescription('Ingresa tu nombre completo');
    expect(field('Nombre completo')).toBeInvalid();
    expect(heading()).toHaveTextContent('Tus datos');
    expect(location()).toBe('/agendamiento?plan=laboral');
  });

  it('refuses an invalid RUT, e-mail and phone', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.type(field('Nombre completo'), 'Ana Pérez');
    await user.type(field('RUT'), '12345678-9');
    await user.type(field('Correo electrónico'), 'ana@ejemplo');
    await user.type(field('Teléfono'), '12');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByText('RUT inválido. Revisa el número y el dígito verificador.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(
      screen.getByText('Ingresa un teléfono válido, por ejemplo +56 9 1234 5678'),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Tus datos');
  });

  it('formats the RUT when the field loses focus', async () => {
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await user.type(field('RUT'), '123456785');
    expect(field('RUT')).toHaveValue('123456785');
    await user.tab();

    expect(field('RUT')).toHaveValue('12.345.678-5');
  });

  it('keeps what was typed across a remount', async () => {
    const { user, unmount } = await renderAt('/agendamiento?plan=laboral');
    await user.type(field('Nombre completo'), 'Ana Pérez');
    await user.type(field('Correo electrónico'), 'ana@ejemplo.cl');
    unmount();

    await renderAt('/agendamiento?plan=laboral');

    expect(field('Nombre completo')).toHaveValue('Ana Pérez');
    expect(field('Correo electrónico')).toHaveValue('ana@ejemplo.cl');
    expect(field('RUT')).toHaveValue('');
  });

  it('restores a stored draft, plan included, when the URL names none', async () => {
    storeDraft({ fecha: null, hora: null });
    await renderAt('/agendamiento');

    expect(field('Nombre completo')).toHaveValue('Ana Pérez');
    expect(field('RUT')).toHaveValue('12.345.678-5');
    expect(field('Describe brevemente tu consulta (opcional)')).toHaveValue(
      'Despido injustificado',
    );
    expect(screen.getByText(/Consulta Laboral/)).toBeInTheDocument();
  });

  it('ignores a draft older than a day', async () => {
    storeDraft({ savedAt: NOW.getTime() - 25 * 60 * 60 * 1000 });
    await renderAt('/agendamiento?plan=laboral');

    expect(field('Nombre completo')).toHaveValue('');
  });

  it('moves to step 2 with valid data, and enables "Continuar" once a day and time are chosen', async () => {
    const occupied = vi.fn<BackendPort['reservas']['occupied']>(() =>
      Promise.resolve([{ fecha: '2026-11-24', hora: '11:00' }]),
    );
    fakeBackend = backendWith({ occupied });
    const { user } = await renderAt('/agendamiento?plan=laboral');

    await fillPersonalData(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { level: 1, name: 'Elige fecha y hora' });
    expect(location()).toBe('/agendamiento?plan=laboral&paso=fecha');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Primero elige un día disponible.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' }));
    expect(
      screen.getByRole('heading', { name: 'Horarios del martes 24 de noviembre de 2026' }),
    ).toBeInTheDocument();
    expect(next).toBeDisabled();

    const eleven = await screen.findByRole('button', { name: '11:00' });
    expect(eleven).toHaveAccessibleDescription('Horario ocupado');
    expect(occupied).toHaveBeenCalledWith('2026-11-23', '2026-12-20');
    await user.click(eleven);
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '10:00' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(heading()).toHaveTextContent('Confirma tu reserva');
  });

  it('shows a requested step only when what it needs is there', async () => {
    await renderAt('/agendamiento?plan=laboral&paso=confirmacion');
    expect(heading()).toHaveTextContent('Tus datos');
  });

  it('shows the summary with the catalogue price on step 3', async () => {
    storeDraft({ tipoReunion: 'telefonica' });
    await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    expect(heading()).toHaveTextContent('Confirma tu reserva');
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(summaryValue('Precio')).toMatch(/^\$35\.000/);
    expect(summaryValue('Fecha')).toBe('martes 24 de noviembre de 2026');
    expect(summaryValue('Hora')).toBe('10:00 (hora de Chile), 45 minutos');
    expect(summaryValue('Modalidad')).toBe('Llamada telefónica');
    expect(summaryValue('RUT')).toBe('12.345.678-5');
    expect(summaryValue('Tu consulta')).toBe('Despido injustificado');
    expect(screen.queryByText('Empresa', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('books and moves on to payment', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 35000, 'Consulta Laboral')),
    );
    fakeBackend = backendWith({ create });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await user.click(await enabledButton('Proceder al Pago'));
    await screen.findByRole('heading', { level: 1, name: 'Elige cómo pagar' });

    expect(create).toHaveBeenCalledExactlyOnceWith({
      ...DATOS,
      empresa: undefined,
      fecha: '2026-11-24',
      hora: '10:00',
      plan: 'laboral',
      tipoReunion: 'videollamada',
    });
    expect(JSON.parse(localStorage.getItem('paymentData') ?? 'null')).toMatchObject({
      reservaId: RESERVA_ID,
      plan: 'laboral',
    });
    expect(location()).toBe('/agendamiento?plan=laboral&paso=pago');
    expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeInTheDocument();
  });

  it('offers another time when the slot was taken meanwhile', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>(() =>
      Promise.reject(new BackendError('Horario ocupado')),
    );
    const occupied = vi.fn<BackendPort['reservas']['occupied']>(() => Promise.resolve([]));
    fakeBackend = backendWith({ create, occupied });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await user.click(await enabledButton('Proceder al Pago'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Horario ocupado');
    expect(localStorage.getItem('paymentData')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Elegir otro horario' }));

    expect(heading()).toHaveTextContent('Elige fecha y hora');
    expect(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    // The taken time is no longer chosen; the day's times are asked for again.
    expect(await screen.findByRole('button', { name: '10:00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(occupied).toHaveBeenCalled();
  });

  it('shows any other refusal without offering another time', async () => {
    fakeBackend = backendWith({
      create: () => Promise.reject(new BackendError('RUT inválido')),
    });
    storeDraft();
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    await user.click(await enabledButton('Proceder al Pago'));

    expect(await screen.findByRole('alert')).toHaveTextContent('RUT inválido');
    expect(screen.queryByRole('button', { name: 'Elegir otro horario' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceder al Pago' })).toBeEnabled();
  });

  it('confirms a free consultation without a payment step', async () => {
    const create = vi.fn<BackendPort['reservas']['create']>((input) =>
      Promise.resolve(reservationFor(input, 0, 'Consulta Gratuita')),
    );
    fakeBackend = backendWith({ create });
    storeDraft({ plan: 'gratis' });
    const { user } = await renderAt('/agendamiento?plan=gratis&paso=confirmacion');

    expect(screen.getByText('Gratis', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/reservamos tu hora por 2 horas/)).not.toBeInTheDocument();
    await user.click(await enabledButton('Confirmar reserva gratuita'));

    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    expect(location()).toBe('/payment-success');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ plan: 'gratis' }));
    expect(JSON.parse(localStorage.getItem('paymentData') ?? 'null')).toMatchObject({
      paymentMethod: 'gratis',
      paymentStatus: 'completed',
    });
  });
});
