import { act, render, screen } from '@testing-library/react';
import type { AuthEvent, Session } from '@/backend/port';
import { EMPTY_DATOS, writeBookingDraft } from '@/booking/model/booking-draft';
import { writePaymentData, type PaymentData } from '@/booking/model/payment-data';
import { currentOwner, setCurrentOwner } from '@/lib/storage/record-owner';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { AuthProvider, useAuth } from './auth-context';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

type Listener = (event: AuthEvent, session: Session | null) => void;
let announce: Listener = () => undefined;

const session = (id: string): Session => ({
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 0,
  aal: 'aal1',
  user: { id, email: `${id}@ejemplo.cl` },
});

/** A backend whose auth events the test announces; it starts with `initial` signed in. */
function backendSignedInAs(initial: Session | null) {
  return fakeBackend({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        announce = listener;
        listener('INITIAL_SESSION', initial);
        return () => undefined;
      },
    },
    profiles: { getMine: () => Promise.resolve(null) },
  });
}

const payment: PaymentData = {
  id: '1',
  reservaId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  plan: 'laboral',
  service: 'Consulta Laboral',
  category: 'Laboral',
  price: '35.000',
  fecha: '2026-11-24',
  hora: '10:00',
  tipo_reunion: 'videollamada',
  cliente: { nombre: 'Ana', email: 'ana@ejemplo.cl', telefono: '+56912345678' },
};

/** Leaves in this tab what a booking leaves, for `owner`. */
function leaveBooking(owner: string) {
  setCurrentOwner(owner);
  const datos = { ...EMPTY_DATOS, nombre: 'Ana', rut: '12.345.678-5' };
  writeBookingDraft(
    { plan: 'laboral', datos, fecha: null, hora: null, tipoReunion: 'videollamada' },
    owner,
  );
  writePaymentData(payment);
  setCurrentOwner(undefined);
}

function Who() {
  const { status, person } = useAuth();
  return <p>{`${status}:${person ?? '?'}`}</p>;
}

async function renderProvider() {
  render(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );
  await act(() => Promise.resolve());
}

describe('AuthProvider and what the tab keeps', () => {
  it('clears the booking records when the person signs out', async () => {
    leaveBooking('usuario-1');
    resetBackendStarts(backendSignedInAs(session('usuario-1')));
    await renderProvider();
    expect(sessionStorage.getItem('bookingDraft')).not.toBeNull();

    act(() => {
      announce('SIGNED_OUT', null);
    });
    await act(() => Promise.resolve());

    expect(sessionStorage.length).toBe(0);
    expect(screen.getByText('ready:anonimo')).toBeInTheDocument();
    expect(currentOwner()).toBe('anonimo');
  });

  it('drops what an anonymous visitor left when someone signs in', async () => {
    leaveBooking('anonimo');
    resetBackendStarts(backendSignedInAs(null));
    await renderProvider();
    expect(sessionStorage.getItem('paymentData')).not.toBeNull();

    act(() => {
      announce('SIGNED_IN', session('usuario-2'));
    });
    await act(() => Promise.resolve());

    expect(sessionStorage.length).toBe(0);
    expect(screen.getByText('ready:usuario-2')).toBeInTheDocument();
  });

  it('drops what another account left as soon as the session is known', async () => {
    leaveBooking('usuario-1');
    resetBackendStarts(backendSignedInAs(session('usuario-2')));
    await renderProvider();

    expect(sessionStorage.length).toBe(0);
    expect(backends.starts).toBe(1);
  });
});
