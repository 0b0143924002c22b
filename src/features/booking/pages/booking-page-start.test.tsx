import { screen, within } from '@testing-library/react';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import {
  backendWith,
  DATOS,
  field,
  fillPersonalData,
  heading,
  NOW,
  renderAt,
  acceptTerms,
} from './wizard-test-kit';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetBackendStarts(backendWith({}));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage when the booking system fails to start', () => {
  it('offers Reintentar on step 2, then goes on with everything typed intact', async () => {
    backends.upcoming = [() => Promise.reject(new Error('No se pudo cargar la base de datos'))];
    const { user } = await renderAt('/agendamiento?plan=laboral');
    await fillPersonalData(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Elige fecha y hora' });
    await user.click(screen.getByRole('button', { name: 'martes 24 de noviembre de 2026' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos conectar con el sistema.');
    expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10:00' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    await user.click(await screen.findByRole('button', { name: '10:00' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(backends.starts).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading()).toHaveTextContent('Tus datos');
    expect(field('Nombre completo')).toHaveValue(DATOS.nombre);
    expect(field('Describe brevemente tu consulta (opcional)')).toHaveValue(DATOS.descripcion);
  });

  it('offers Reintentar instead of "Preparando…" forever on step 3', async () => {
    backends.upcoming = [() => Promise.reject(new Error('sin conexión'))];
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
      }),
    );
    const { user } = await renderAt('/agendamiento?plan=laboral&paso=confirmacion');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos conectar con el sistema.',
    );
    expect(screen.getByRole('button', { name: 'Proceder al Pago' })).toBeDisabled();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Proceder al Pago' })).toBeEnabled();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
