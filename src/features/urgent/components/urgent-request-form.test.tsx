import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort, type Reservation } from '@/backend/port';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { readDraft } from '@/components/forms/form-draft';
import { readPaymentData } from '@/booking/model/payment-data';
import { formatClp } from '@/lib/format/clp';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { renderWithRouter } from '@/test/render-app';
import { URGENT_FORM_ID } from './urgent-form-id';
import UrgentRequestForm from './urgent-request-form';
import { STATEMENTS, STORED_STATEMENTS } from '@/test/booking-statements';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);
// Warming the backend ahead (once per page, skipped on data saver) has tests of its own.
const warmBooking = vi.hoisted(() => vi.fn());
vi.mock('@/booking/ui/booking-intent', () => ({ warmBooking }));

const request: Reservation = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  userId: null,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  empresa: null,
  fecha: '2026-11-29',
  hora: '03:00',
  descripcion: 'Detuvieron a mi hijo anoche.',
  plan: 'emergencia',
  servicio: EMERGENCY_PLAN.name,
  precio: EMERGENCY_PLAN.price,
  categoria: EMERGENCY_PLAN.category,
  tipoReunion: 'telefonica',
  estado: 'pendiente',
  expiraEn: '2026-11-29T08:00:00Z',
  recordatorioEnviado: false,
  metodoPago: null,
  urgente: true,
  ...STORED_STATEMENTS,
  createdAt: '2026-11-29T06:00:00Z',
  abogadoId: null,
  tokenGestion: null,
  movimientos: 0,
  movimientosCliente: 0,
};

function backendWith(requestUrgent: BackendPort['reservas']['requestUrgent']) {
  return fakeBackend({
    auth: {
      onAuthStateChange: (listener) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
    },
    reservas: { requestUrgent },
    notificaciones: { notify: () => Promise.resolve({ kind: 'sin_envio', error: '' }) },
  });
}

async function openAndFill() {
  const user = userEvent.setup();
  renderWithRouter(<UrgentRequestForm />, '/urgente');
  await user.type(await screen.findByLabelText('Nombre completo'), 'Ana Pérez');
  await user.type(screen.getByLabelText('RUT'), '123456785');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.cl');
  await user.type(screen.getByLabelText('Teléfono donde te llamamos'), '+56912345678');
  await user.click(screen.getByRole('radio', { name: 'Soy mayor de 18 años' }));
  await user.click(screen.getByRole('checkbox', { name: /^Autorizo expresamente/ }));
  await user.click(
    screen.getByRole('checkbox', { name: 'He leído y acepto los Términos y condiciones' }),
  );
  return user;
}

const submitButton = () =>
  screen.getByRole('button', {
    name: `Solicitar la llamada y pagar ${formatClp(EMERGENCY_PLAN.price)}`,
  });

describe('the emergency request form', () => {
  it('starts no backend on arrival, warms it once the visitor fills it in', async () => {
    resetBackendStarts(backendWith(() => Promise.resolve(request)));
    warmBooking.mockClear();
    renderWithRouter(<UrgentRequestForm />, '/urgente');
    await screen.findByLabelText('Nombre completo');
    expect(warmBooking).not.toHaveBeenCalled();
    cleanup();

    const user = await openAndFill();
    expect(warmBooking).toHaveBeenCalled();
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Detuvieron a mi hijo anoche.');
    expect(backends.starts).toBe(0);
    await user.click(submitButton());
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/pago');
    });
    expect(backends.starts).toBe(1);
  });

  it('keeps what was typed when the backend cannot start, and offers the phone', async () => {
    resetBackendStarts(backendWith(() => Promise.resolve(request)));
    backends.upcoming.push(() => Promise.reject(new Error('sin conexión')));
    const user = await openAndFill();
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Detuvieron a mi hijo anoche.');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('link', { name: '+56 2 2938 4120' })).toHaveAttribute(
      'href',
      'tel:+56229384120',
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Pérez');
    expect(screen.getByTestId('location')).toHaveTextContent('/urgente');

    await user.click(submitButton());
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/pago');
    });
  });

  it('asks for what happened, then sends the request and goes to payment', async () => {
    const requestUrgent = vi.fn<BackendPort['reservas']['requestUrgent']>(() =>
      Promise.resolve(request),
    );
    resetBackendStarts(backendWith(requestUrgent));
    const user = await openAndFill();
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Ayuda');
    await waitFor(() => {
      expect(submitButton()).toBeEnabled();
    });
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Cuéntanos en pocas palabras qué está pasando (al menos 10 caracteres)',
      ),
    ).toBeInTheDocument();
    expect(requestUrgent).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('¿Qué está pasando?'), ': detuvieron a mi hijo anoche.');
    await user.click(submitButton());
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/pago');
    });
    expect(requestUrgent).toHaveBeenCalledExactlyOnceWith({
      ...STATEMENTS,
      nombre: 'Ana Pérez',
      rut: '12.345.678-5',
      email: 'ana@ejemplo.cl',
      telefono: '+56912345678',
      descripcion: 'Ayuda: detuvieron a mi hijo anoche.',
    });
    expect(readPaymentData()).toMatchObject({ plan: 'emergencia', hora: '03:00', urgente: true });
    expect(readDraft(URGENT_FORM_ID)).toBeUndefined();
  });

  it('keeps what was typed through a reload', async () => {
    resetBackendStarts(backendWith(() => Promise.resolve(request)));
    const { unmount } = renderWithRouter(<UrgentRequestForm />, '/urgente');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre completo'), 'Ana Pérez');
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Detuvieron a mi hijo.');
    unmount();

    renderWithRouter(<UrgentRequestForm />, '/urgente');
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('¿Qué está pasando?')).toHaveValue('Detuvieron a mi hijo.');
  });

  it('says why a request was refused, keeps what was typed, and offers the phone', async () => {
    resetBackendStarts(
      backendWith(() =>
        Promise.reject(
          new BackendError(
            'Ya recibimos una solicitud de emergencia con estos datos y te llamaremos.',
            'limite_urgentes',
          ),
        ),
      ),
    );
    const user = await openAndFill();
    await user.type(screen.getByLabelText('¿Qué está pasando?'), 'Me despidieron hoy sin aviso.');
    await waitFor(() => {
      expect(submitButton()).toBeEnabled();
    });
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya recibimos una solicitud de emergencia');
    expect(screen.getByRole('link', { name: '+56 2 2938 4120' })).toHaveAttribute(
      'href',
      'tel:+56229384120',
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Pérez');
    expect(screen.getByTestId('location')).toHaveTextContent('/urgente');
  });
});
