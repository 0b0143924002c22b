import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { BookingNoticesButton } from './booking-notices-button';
import { logEntry } from './test-fixtures';

/** Tuesday 24 November 2026, 09:00 in Santiago (UTC-3). */
const NOW = new Date('2026-11-24T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

type OfReservation = BackendPort['notificaciones']['ofReservation'];

const NOTICES = [
  logEntry({
    id: 'w1',
    tipo: 'nueva_reserva',
    canal: 'webhook',
    estado: 'enviado',
    intentos: 1,
    fechaEnvio: '2026-11-23T12:01:00Z',
    ultimoError: null,
  }),
  logEntry({
    id: 'e1',
    tipo: 'recordatorio_corto',
    canal: 'email',
    estado: 'fallido',
    intentos: 1,
    proximoIntento: '2026-11-24T12:05:00Z',
    ultimoError: 'HTTP 503: el servicio de correo no respondió',
    origenId: null,
  }),
  logEntry({
    id: 'w2',
    tipo: 'recordatorio',
    canal: 'webhook',
    estado: 'fallido',
    intentos: 3,
    ultimoError: 'HTTP 500 de https://hook.us1.make.com/…1234',
  }),
  logEntry({
    id: 'e2',
    tipo: 'aviso_fallido',
    canal: 'email',
    estado: 'enviado',
    intentos: 1,
    fechaEnvio: '2026-11-24T11:40:00Z',
    ultimoError: null,
    origenId: 'w2',
  }),
  logEntry({ id: 'w3', tipo: 'reagendada', estado: 'descartado', intentos: 0 }),
];

function renderButton(ofReservation: OfReservation) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={fakeBackend({ notificaciones: { ofReservation } })}>
      <BookingNoticesButton reservaId="r1" label="Ver avisos de la reserva de Ana Pérez" />
    </DataWrapper>,
  );
  return { user };
}

/** The notices listed in the dialog, each as its text. */
const items = async () =>
  within(await screen.findByRole('list', { name: 'Avisos de la reserva' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('BookingNoticesButton', () => {
  it("reads the booking's notices only when opened, and shows each one's delivery", async () => {
    const ofReservation = vi.fn<OfReservation>(() => Promise.resolve(NOTICES));
    const { user } = renderButton(ofReservation);
    expect(ofReservation).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ver avisos de la reserva de Ana Pérez' }));

    const dialog = await screen.findByRole('dialog', { name: 'Avisos de la reserva' });
    expect(ofReservation).toHaveBeenCalledWith('r1');
    const [confirmation, short, reminder, alert, moved] = await items();
    expect(confirmation).toMatch(
      /^Nueva reserva · Webhook \(Make\)Enviado.*1 de 3.*Enviado el 23 de noviembre de 2026.*09:01$/,
    );
    expect(short).toMatch(
      /^Recordatorio 2 h antes · CorreoFallido.*1 de 3.*Próximo intento: 24 de noviembre de 2026.*09:05.*Último errorHTTP 503: el servicio de correo no respondió$/,
    );
    expect(reminder).toMatch(
      /^Recordatorio 24 h antes · Webhook \(Make\)Fallido.*3 de 3.*Sin más intentos/,
    );
    expect(reminder).toContain('HTTP 500 de https://hook.us1.make.com/…1234');
    expect(alert).toMatch(
      /^Alerta de aviso fallido · CorreoEnviado.*SobreRecordatorio 24 h antes \(Webhook \(Make\)\)$/,
    );
    expect(moved).toMatch(/^Cambio de reserva · Webhook \(Make\)Descartado.*No se enviará/);
    expect(within(dialog).getByText(/a los 5 y a los 20 minutos/)).toBeInTheDocument();
  });

  it('says when the booking has no notices', async () => {
    const { user } = renderButton(() => Promise.resolve([]));
    await user.click(screen.getByRole('button', { name: /Ver avisos/ }));
    expect(
      await screen.findByText('Esta reserva no tiene avisos registrados.'),
    ).toBeInTheDocument();
  });

  it('shows the error and reads again on request', async () => {
    const ofReservation = vi
      .fn<OfReservation>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue(NOTICES);
    const { user } = renderButton(ofReservation);
    await user.click(screen.getByRole('button', { name: /Ver avisos/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los avisos: Sin conexión');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await items()).toHaveLength(NOTICES.length);
  });

  it('closes with its button', async () => {
    const { user } = renderButton(() => Promise.resolve(NOTICES));
    await user.click(screen.getByRole('button', { name: /Ver avisos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Avisos de la reserva' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
