import { fakeBackend } from '@/test/fake-backend';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  BackendError,
  type BackendPort,
  type Reservation,
  type StaffPayment,
} from '@/backend/port';
import { aBookingSummary } from '@/test/booking-summary-fixture';
import { aReservation } from '@/test/reservation-fixture';
import { MyReservations } from './my-reservations';
import { DataWrapper } from '@/test/data-wrapper';

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');
const USER_ID = 'u1';

const booking = (change: Partial<Reservation>) => aReservation({ userId: USER_ID, ...change });

const upcoming = booking({});
/** 12:00 today in Santiago: three hours away, past the 4-hour cutoff. */
const soon = booking({
  id: 'r2',
  fecha: '2026-11-23',
  hora: '12:00',
  servicio: 'Consulta de Familia',
  estado: 'pendiente',
  tipoReunion: 'telefonica',
  precio: 30000,
});
const someoneElses = booking({ id: 'r3', userId: 'u2', servicio: 'Consulta Tributaria' });
const free = booking({
  id: 'r4',
  fecha: '2026-12-02',
  servicio: 'Consulta Gratuita',
  precio: 0,
  estado: 'cancelada',
});

function backendWithReservas(
  reservas: {
    list: BackendPort['reservas']['list'];
    cancel?: BackendPort['reservas']['cancel'];
    withdrawSensitiveConsent?: BackendPort['reservas']['withdrawSensitiveConsent'];
  },
  pagos: Partial<BackendPort['pagos']> = { list: () => Promise.resolve([]) },
): BackendPort {
  return fakeBackend({ reservas, pagos });
}

/** A payment of the client's booking `reservaId`, changed as a test needs. */
const payment = (reservaId: string, change: Partial<StaffPayment>): StaffPayment => ({
  id: `pago-${reservaId}`,
  reservaId,
  metodo: 'tarjeta',
  estado: 'aprobado',
  monto: 35000,
  motivo: null,
  numeroComprobante: null,
  tieneArchivo: false,
  ordenCompra: 'PL-R1-1',
  codigoAutorizacion: '1213',
  ultimosDigitos: '6623',
  tipoPago: 'VD',
  cuotas: 0,
  codigoRespuesta: 0,
  montoReembolsado: null,
  createdAt: '2026-11-20T12:05:00Z',
  resueltoEn: '2026-11-20T12:06:00Z',
  reserva: {
    nombre: 'Ana Pérez',
    email: 'ana@ejemplo.cl',
    fecha: '2026-11-30',
    hora: '10:00',
    servicio: 'Consulta Laboral',
    estado: 'confirmada',
    expiraEn: null,
  },
  ...change,
});

function renderList(backend: BackendPort) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={backend}>
      <MemoryRouter>
        <MyReservations userId={USER_ID} />
      </MemoryRouter>
    </DataWrapper>,
  );
  return { user };
}

/** The listed bookings, in order. */
async function listedBookings(): Promise<[HTMLElement, HTMLElement, HTMLElement]> {
  const items = within(await screen.findByRole('list')).getAllByRole('listitem');
  const [first, second, third] = items;
  if (items.length !== 3 || !first || !second || !third)
    throw new Error(`Se esperaban 3 reservas y hay ${String(items.length)}`);
  return [first, second, third];
}

const CANCEL_UPCOMING = 'Cancelar la reserva del lunes 30 de noviembre de 2026 a las 10:00';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MyReservations', () => {
  it('says it is loading', () => {
    renderList(backendWithReservas({ list: () => new Promise<Reservation[]>(() => undefined) }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus reservas...');
  });

  it('invites to book when there is nothing, counting only the own bookings', async () => {
    renderList(backendWithReservas({ list: () => Promise.resolve([someoneElses]) }));

    expect(await screen.findByText('Aún no tienes reservas con esta cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=gratis',
    );
  });

  it('offers to retry when the list cannot be loaded', async () => {
    const list = vi
      .fn<BackendPort['reservas']['list']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue([upcoming]);
    const { user } = renderList(backendWithReservas({ list }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus reservas.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Consulta Laboral' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('lists only the own bookings, with date, time, mode, status and price', async () => {
    renderList(
      backendWithReservas({ list: () => Promise.resolve([upcoming, soon, someoneElses, free]) }),
    );

    const items = await listedBookings();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Consulta Laboral',
      'Consulta de Familia',
      'Consulta Gratuita',
    ]);
    expect(screen.queryByText('Consulta Tributaria')).not.toBeInTheDocument();
    const [first, second, third] = items;
    expect(first).toHaveTextContent('lunes 30 de noviembre de 2026, 10:00 · Videollamada');
    expect(first).toHaveTextContent('Confirmada · $35.000');
    expect(second).toHaveTextContent('Llamada telefónica');
    expect(second).toHaveTextContent('Pendiente de pago · $30.000');
    expect(third).toHaveTextContent('Cancelada · Gratis');
  });

  it('says where the payment of each booking stands', async () => {
    const review = booking({
      id: 'r5',
      fecha: '2026-12-03',
      servicio: 'Consulta Tributaria',
      estado: 'pendiente',
      expiraEn: '2026-11-25T12:00:00Z',
      metodoPago: 'transferencia',
    });
    const rejected = booking({
      id: 'r6',
      fecha: '2026-12-04',
      servicio: 'Consulta Penal',
      estado: 'pendiente',
      expiraEn: '2026-11-23T14:00:00Z',
      metodoPago: 'transferencia',
    });
    const list = vi.fn<BackendPort['pagos']['list']>(() =>
      Promise.resolve([
        // An earlier declined card attempt, and the one that counts.
        payment('r1', { id: 'p0', estado: 'rechazado', createdAt: '2026-11-20T12:00:00Z' }),
        payment('r1', {}),
        payment('r5', { metodo: 'transferencia', estado: 'por_verificar' }),
        payment('r6', {
          metodo: 'transferencia',
          estado: 'rechazado',
          motivo: 'No encontramos la transferencia en la cuenta',
        }),
      ]),
    );
    renderList(
      backendWithReservas(
        { list: () => Promise.resolve([upcoming, soon, free, review, rejected]) },
        { list },
      ),
    );

    expect(await screen.findByText('Pagada con tarjeta')).toBeInTheDocument();
    const [paid, pending, gratis, inReview, declined] = screen.getAllByRole('listitem');
    expect(paid).toHaveTextContent('Pagada con tarjeta');
    expect(pending).toHaveTextContent('Pendiente de pago');
    expect(gratis).toHaveTextContent('Gratuita');
    expect(inReview).toHaveTextContent('Transferencia en revisión');
    expect(inReview).not.toHaveTextContent('48 horas');
    expect(declined).toHaveTextContent(
      'Pago rechazado: No encontramos la transferencia en la cuenta',
    );
    expect(declined).toHaveTextContent(
      'Puedes pagar hasta el lunes 23 de noviembre de 2026 a las 11:00',
    );
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('says until when a pending booking can be paid, and keeps the list when payments fail', async () => {
    const waiting = booking({
      id: 'r7',
      estado: 'pendiente',
      expiraEn: '2026-11-23T14:00:00Z',
    });
    renderList(
      backendWithReservas(
        { list: () => Promise.resolve([waiting, free]) },
        { list: () => Promise.reject(new BackendError('Sin conexión')) },
      ),
    );

    expect(
      await screen.findByText('No pudimos consultar el estado de tus pagos.'),
    ).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).not.toHaveTextContent('Pendiente de pago hasta');
    expect(second).toHaveTextContent('Gratuita');
  });

  it('shows the payment deadline of a pending booking', async () => {
    const waiting = booking({ id: 'r7', estado: 'pendiente', expiraEn: '2026-11-23T14:00:00Z' });
    renderList(backendWithReservas({ list: () => Promise.resolve([waiting]) }));
    expect(
      await screen.findByText(
        'Pendiente de pago hasta el lunes 23 de noviembre de 2026 a las 11:00',
      ),
    ).toBeInTheDocument();
  });

  it('offers no cancel nor change within 4 hours, and says to write instead', async () => {
    renderList(backendWithReservas({ list: () => Promise.resolve([upcoming, soon, free]) }));

    const [first, second, third] = await listedBookings();
    expect(within(first).getByRole('button', { name: CANCEL_UPCOMING })).toBeEnabled();
    expect(within(second).queryByRole('button', { name: /^Cancelar/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Cambiar fecha u hora' })).toBeDisabled();
    expect(second).toHaveTextContent(
      'Faltan menos de 4 horas para la consulta: para cambiarla, escríbenos o llámanos.',
    );
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
    expect(third).not.toHaveTextContent('Faltan menos de 4 horas');
  });

  it('shows an emergency request by when it was made, with the call-back instead of a cancel', async () => {
    const urgent = booking({
      id: 'r5',
      fecha: '2026-11-22',
      hora: '03:17',
      servicio: 'Consulta de Emergencia 24/7',
      estado: 'pendiente',
      tipoReunion: 'telefonica',
      precio: 100000,
      urgente: true,
    });
    renderList(backendWithReservas({ list: () => Promise.resolve([urgent]) }));

    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(item).toHaveTextContent(
      'Urgente: solicitada el domingo 22 de noviembre de 2026 a las 03:17',
    );
    expect(item).toHaveTextContent('Te llamamos en menos de 60 minutos desde tu solicitud');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after confirmation and shows the booking as cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const cancel = vi.fn<BackendPort['reservas']['cancel']>((id) =>
      Promise.resolve({ ...upcoming, id, estado: 'cancelada' }),
    );
    const { user } = renderList(
      backendWithReservas({ list: () => Promise.resolve([upcoming, soon]), cancel }),
    );

    await user.click(await screen.findByRole('button', { name: CANCEL_UPCOMING }));

    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      '¿Quieres cancelar esta reserva? La hora quedará libre.',
    );
    expect(cancel).toHaveBeenCalledExactlyOnceWith('r1');
    expect(await screen.findByText('Reserva cancelada. La hora quedó libre.')).toHaveRole('status');
    expect(screen.queryByRole('button', { name: CANCEL_UPCOMING })).not.toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Cancelada · $35.000');
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const cancel = vi.fn<BackendPort['reservas']['cancel']>();
    const { user } = renderList(
      backendWithReservas({ list: () => Promise.resolve([upcoming]), cancel }),
    );

    await user.click(await screen.findByRole('button', { name: CANCEL_UPCOMING }));

    expect(cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: CANCEL_UPCOMING })).toBeInTheDocument();
  });

  it('shows the backend message when the cancellation is refused', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const message = 'Ya no se puede cancelar: faltan menos de 4 horas';
    const { user } = renderList(
      backendWithReservas({
        list: () => Promise.resolve([upcoming]),
        cancel: () => Promise.reject(new BackendError(message)),
      }),
    );

    await user.click(await screen.findByRole('button', { name: CANCEL_UPCOMING }));

    expect(await screen.findByText(message)).toHaveRole('status');
    expect(screen.queryByText('Reserva cancelada. La hora quedó libre.')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Confirmada');
  });

  describe('the authorisation for the sensitive data of a description', () => {
    const described = booking({
      descripcion: 'Me despidieron estando con licencia médica.',
      sensiblesVersion: '1.0',
      sensiblesConsentidosEn: '2026-11-20T12:00:00Z',
    });
    const WITHDRAW = 'Retirar autorización y borrar la descripción';

    it('shows the description with the date of the authorisation, and no button without one', async () => {
      renderList(backendWithReservas({ list: () => Promise.resolve([described, free]) }));
      const items = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Me despidieron estando con licencia médica.');
      expect(items[0]).toHaveTextContent(
        'Nos autorizaste a tratar los datos sensibles que incluye el 20 de noviembre de 2026.',
      );
      expect(screen.getAllByRole('button', { name: WITHDRAW })).toHaveLength(1);
    });

    it('erases the description after a confirmation, and says so', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      const withdrawSensitiveConsent = vi.fn<BackendPort['reservas']['withdrawSensitiveConsent']>(
        () =>
          Promise.resolve({
            ...described,
            descripcion: null,
            sensiblesRetiradosEn: '2026-11-23T12:00:00Z',
          }),
      );
      const { user } = renderList(
        backendWithReservas({
          list: () => Promise.resolve([described]),
          withdrawSensitiveConsent,
        }),
      );

      await user.click(await screen.findByRole('button', { name: WITHDRAW }));

      expect(confirm).toHaveBeenCalledOnce();
      expect(withdrawSensitiveConsent).toHaveBeenCalledExactlyOnceWith(described.id);
      expect(
        await screen.findByText('Retiraste tu autorización y borramos la descripción del caso.'),
      ).toHaveRole('status');
      const item = screen.getByRole('listitem');
      expect(item).not.toHaveTextContent('licencia médica');
      expect(item).toHaveTextContent(
        'Retiraste tu autorización para tratar datos sensibles el 23 de noviembre de 2026',
      );
      expect(screen.queryByRole('button', { name: WITHDRAW })).not.toBeInTheDocument();
    });

    it('keeps the description when the confirmation is declined or the database refuses', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const withdrawSensitiveConsent = vi.fn<BackendPort['reservas']['withdrawSensitiveConsent']>(
        () => Promise.reject(new BackendError('No encontramos esa reserva en tu cuenta')),
      );
      const { user } = renderList(
        backendWithReservas({
          list: () => Promise.resolve([described]),
          withdrawSensitiveConsent,
        }),
      );

      await user.click(await screen.findByRole('button', { name: WITHDRAW }));
      expect(withdrawSensitiveConsent).not.toHaveBeenCalled();

      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: WITHDRAW }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No encontramos esa reserva en tu cuenta',
      );
      expect(screen.getByRole('listitem')).toHaveTextContent('licencia médica');
    });
  });

  describe('the lawyer and changing the time', () => {
    it('names the lawyer and moves the booking, then reads the list again', async () => {
      const assigned = booking({ abogadoId: 'abogada-1' });
      const moved = booking({ abogadoId: 'abogada-1', fecha: '2026-11-25', hora: '11:00' });
      const list = vi
        .fn<BackendPort['reservas']['list']>()
        .mockResolvedValueOnce([assigned])
        .mockResolvedValue([moved]);
      const reschedule = vi.fn(() =>
        Promise.resolve(aBookingSummary({ fecha: '2026-11-25', hora: '11:00' })),
      );
      const { user } = renderList(
        fakeBackend({
          reservas: { list, reschedule, occupied: () => Promise.resolve([]) },
          pagos: { list: () => Promise.resolve([]) },
          agenda: {
            lawyerNames: () => Promise.resolve([{ id: 'abogada-1', nombre: 'Abogada Demo' }]),
          },
          notificaciones: {
            notify: () => Promise.resolve({ kind: 'enviado', intentos: 1 }),
          },
        }),
      );

      const item = await screen.findByRole('listitem');
      expect(await within(item).findByText('Te atiende: Abogada Demo')).toBeInTheDocument();
      await user.click(within(item).getByRole('button', { name: 'Cambiar fecha u hora' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambiar fecha u hora' });
      await user.click(
        within(dialog).getByRole('button', { name: 'miércoles 25 de noviembre de 2026' }),
      );
      await user.click(await within(dialog).findByRole('button', { name: '11:00' }));
      await user.click(within(dialog).getByRole('button', { name: /^Cambiar al/ }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Tu reserva quedó para el miércoles 25 de noviembre de 2026 a las 11:00.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

      expect(
        await screen.findByText('miércoles 25 de noviembre de 2026, 11:00 · Videollamada'),
      ).toBeInTheDocument();
      expect(list).toHaveBeenCalledTimes(2);
    });

    it('offers no change after two, and says why', async () => {
      renderList(
        backendWithReservas({
          list: () => Promise.resolve([booking({ movimientosCliente: 2 })]),
        }),
      );
      const button = await screen.findByRole('button', { name: 'Cambiar fecha u hora' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Ya cambiaste esta reserva 2 veces, el máximo. Para otro cambio, escríbenos por WhatsApp o llámanos.',
      );
    });

    it('shows a no-show, with no change and no refund', async () => {
      renderList(
        backendWithReservas({
          list: () => Promise.resolve([booking({ estado: 'no_asistio', fecha: '2026-11-20' })]),
        }),
      );
      const item = await screen.findByRole('listitem');
      expect(item).toHaveTextContent('No asististe (sin aviso previo)');
      expect(item).toHaveTextContent('el pago de esta consulta no se devuelve');
      expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
