import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthEvent, BackendPort, NewReservation, Reservation, Session } from '@/backend/port';
import { fakeBackend as buildFakeBackend } from '@/test/fake-backend';
import { LocationProbe } from '@/test/render-app';
import BookingPage from './booking-page';

/**
 * What the booking wizard's tests share: a fake backend, a stored draft, the page in a router,
 * and the visitor's moves. The backend starts through '@/test/backend-starter'.
 */

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
export const NOW = new Date('2026-11-23T12:00:00Z');
export const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

export const DATOS = {
  nombre: 'Ana Pérez',
  tipoDocumento: 'rut',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: '',
  descripcion: 'Despido injustificado',
  declaracionEdad: 'mayor_de_edad',
  consienteSensibles: true,
};

/** Who the backend says is signed in: a client of the firm. */
export const CLIENT: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 0,
  aal: 'aal1',
  user: { id: 'cliente-1', email: 'cliente@ejemplo.cl' },
};

export function backendWith(
  reservas: {
    create?: BackendPort['reservas']['create'];
    occupied?: BackendPort['reservas']['occupied'];
    freeQuotaFull?: BackendPort['reservas']['freeQuotaFull'];
    calendar?: BackendPort['reservas']['calendar'];
  },
  session: Session | null = null,
): BackendPort {
  return buildFakeBackend({
    auth: {
      getSession: () => Promise.resolve(session),
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', session);
        return () => undefined;
      },
    },
    profiles: { getMine: () => Promise.resolve(null) },
    reservas: {
      occupied: () => Promise.resolve([]),
      freeQuotaFull: () => Promise.resolve([]),
      ...reservas,
    },
    notificaciones: { notify: () => Promise.resolve({ kind: 'enviado', intentos: 1 }) },
  });
}

/** What the database returns for a booking of `input`. */
export function reservationFor(
  input: NewReservation,
  precio: number,
  servicio: string,
): Reservation {
  return {
    id: RESERVA_ID,
    userId: null,
    nombre: input.nombre,
    tipoDocumento: input.tipoDocumento,
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
    urgente: false,
    metodoPago: null,
    declaracionEdad: input.declaracionEdad,
    avisoVersion: input.avisoVersion,
    terminosVersion: input.terminosVersion ?? null,
    terminosAceptadosEn: input.terminosVersion ? NOW.toISOString() : null,
    sensiblesVersion: input.descripcion ? (input.sensiblesVersion ?? null) : null,
    sensiblesConsentidosEn: input.descripcion ? NOW.toISOString() : null,
    sensiblesRetiradosEn: null,
    createdAt: NOW.toISOString(),
    abogadoId: null,
    tokenGestion: null,
    movimientos: 0,
    movimientosCliente: 0,
  };
}

/** A draft as the wizard keeps it: in this tab's sessionStorage, for an anonymous visitor. */
export function storeDraft(change: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    'bookingDraft',
    JSON.stringify({
      savedAt: Date.now(),
      owner: 'anonimo',
      plan: 'laboral',
      datos: DATOS,
      fecha: '2026-11-24',
      hora: '10:00',
      tipoReunion: 'videollamada',
      ...change,
    }),
  );
}

export const page = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/agendamiento" element={<BookingPage />} />
      <Route path="/payment-success" element={<h1>Reserva confirmada</h1>} />
    </Routes>
    <LocationProbe />
  </MemoryRouter>
);

/** Renders the page and lets the (fake) backend start, as it does before anyone can type. */
export async function renderAt(url: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = render(page(url));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { user, ...view };
}

export const heading = () => screen.getByRole('heading', { level: 1 });
export const field = (name: string) => screen.getByRole('textbox', { name });
export const location = () => screen.getByTestId('location').textContent;

export async function fillPersonalData(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombre completo'), DATOS.nombre);
  await user.type(field('RUT'), '123456785');
  await user.type(field('Correo electrónico'), DATOS.email);
  await user.type(field('Teléfono'), DATOS.telefono);
  await user.type(field('Describe brevemente tu consulta (opcional)'), DATOS.descripcion);
  await user.click(screen.getByRole('checkbox', { name: /^Autorizo expresamente/ }));
  await user.click(screen.getByRole('radio', { name: 'Soy mayor de 18 años' }));
}

/** Ticks the terms on step 3 of a paid plan, which 'Proceder al Pago' waits for. */
export async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('checkbox', { name: 'He leído y acepto los Términos y condiciones' }),
  );
}

/** A button once it can be used: the step-3 button waits for the backend to start. */
export async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await vi.waitFor(() => {
    expect(button).toBeEnabled();
  });
  return button;
}

/** The value shown next to a label of the booking summary. */
export function summaryValue(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}
