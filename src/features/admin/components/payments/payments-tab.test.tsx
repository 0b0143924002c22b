import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackendError, type BackendPort, type StaffPayment } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { PaymentsTab } from './payments-tab';
import { REASON_ERROR } from './reject-dialog';
import { aPayment } from './test-fixtures';
import { findToast } from '@/test/toasts';

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');

/** Ana's approved card payment, booking 1A2B3C4D, confirmed. */
const card = aPayment({ tipoPago: 'VC', cuotas: 3, createdAt: '2026-11-22T15:30:00Z' });
/** Bruno's transfer to verify, with its receipt file; the slot is held until 25 November. */
const transfer = aPayment({
  id: 'pago-2',
  reservaId: 'ffee0011-0000-4000-8000-000000000002',
  metodo: 'transferencia',
  estado: 'por_verificar',
  numeroComprobante: '987654',
  tieneArchivo: true,
  ordenCompra: null,
  codigoAutorizacion: null,
  ultimosDigitos: null,
  tipoPago: null,
  cuotas: null,
  resueltoEn: null,
  createdAt: '2026-11-23T11:00:00Z',
  reserva: {
    nombre: 'Bruno Díaz',
    email: 'bruno@ejemplo.cl',
    estado: 'pendiente',
    fecha: '2026-11-27',
    hora: '15:00',
    expiraEn: '2026-11-25T11:00:00Z',
  },
});
/** Carla's transfer to verify, without a file. */
const noFile = aPayment({
  ...transfer,
  id: 'pago-3',
  reservaId: 'c0ffee00-0000-4000-8000-000000000003',
  tieneArchivo: false,
  numeroComprobante: '111222',
  createdAt: '2026-11-23T10:00:00Z',
  reserva: { ...transfer.reserva, nombre: 'Carla Vidal', email: 'carla@ejemplo.cl' },
});
/** Diego's card payment of a booking he cancelled: an admin may refund it. */
const owed = aPayment({
  id: 'pago-4',
  reservaId: 'd1e90000-0000-4000-8000-000000000004',
  ordenCompra: 'PL-D1E90000-1',
  createdAt: '2026-11-21T12:00:00Z',
  reserva: { nombre: 'Diego Rojas', email: 'diego@ejemplo.cl', estado: 'cancelada' },
});
/** Elena's card attempt that never came back. */
const annulled = aPayment({
  id: 'pago-5',
  reservaId: 'e1e4a000-0000-4000-8000-000000000005',
  estado: 'anulado',
  motivo: 'sin_retorno',
  ordenCompra: 'PL-E1E4A000-1',
  codigoAutorizacion: null,
  ultimosDigitos: null,
  tipoPago: null,
  createdAt: '2026-11-20T12:00:00Z',
  reserva: { nombre: 'Elena Soto', email: 'elena@ejemplo.cl', estado: 'expirada' },
});

const ALL = [annulled, owed, card, noFile, transfer];

/** A backend holding `initial`, whose verification and rejection change it like the real one. */
function paymentsBackend(
  initial: StaffPayment[] = ALL,
  overrides: Partial<BackendPort['pagos']> = {},
) {
  let store = [...initial];
  const resolve = (id: string, change: Partial<StaffPayment>) => {
    store = store.map((p) => (p.id === id ? { ...p, ...change } : p));
    return Promise.resolve();
  };
  const list = vi.fn<BackendPort['pagos']['list']>(() => Promise.resolve(store));
  const verify = vi.fn<BackendPort['pagos']['verify']>((id) => resolve(id, { estado: 'aprobado' }));
  const reject = vi.fn<BackendPort['pagos']['reject']>((id, motivo) =>
    resolve(id, { estado: 'rechazado', motivo }),
  );
  const refund = vi.fn<BackendPort['pagos']['refund']>((id) =>
    resolve(id, { estado: 'reembolsado', montoReembolsado: 35000 }),
  );
  const backend = fakeBackend({ pagos: { list, verify, reject, refund, ...overrides } });
  return { backend, list, verify, reject, refund };
}

function renderTab(backend: BackendPort, { isAdmin = true, url = '/admin?tab=pagos' } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={backend}>
      <MemoryRouter initialEntries={[url]}>
        <PaymentsTab isAdmin={isAdmin} />
      </MemoryRouter>
    </DataWrapper>,
  );
  return { user };
}

/** The headings of the listed payments, once loaded. */
async function listed(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /Pagos/ });
  return within(list)
    .getAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent ?? '');
}

const rowOf = (name: string) => screen.getByRole('article', { name: new RegExp(name) });
const filterButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentsTab', () => {
  it('says it is loading, and when there are no payments', async () => {
    const { backend } = paymentsBackend([], { list: () => new Promise(() => undefined) });
    renderTab(backend);
    expect(screen.getByText('Cargando pagos...')).toHaveRole('status');

    const { backend: empty } = paymentsBackend([]);
    renderTab(empty);
    expect(await screen.findByText('Aún no hay pagos registrados.')).toBeInTheDocument();
  });

  it('offers to retry when the payments cannot be loaded', async () => {
    const list = vi
      .fn<BackendPort['pagos']['list']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue(ALL);
    const { backend } = paymentsBackend(ALL, { list });
    const { user } = renderTab(backend);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los pagos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await listed()).toHaveLength(2);
  });

  it('opens on the transfers to verify, newest first, and filters the rest', async () => {
    const { backend } = paymentsBackend();
    const { user } = renderTab(backend);

    expect(await listed()).toEqual([
      'Reserva FFEE0011 · Bruno Díaz',
      'Reserva C0FFEE00 · Carla Vidal',
    ]);
    expect(filterButton('Por verificar')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('Por verificar')).toHaveTextContent('Por verificar (2)');
    expect(screen.getByText('2 pagos')).toBeInTheDocument();

    await user.click(filterButton('Tarjeta'));
    expect(await listed()).toEqual([
      'Reserva 1A2B3C4D · Ana Pérez',
      'Reserva D1E90000 · Diego Rojas',
      'Reserva E1E4A000 · Elena Soto',
    ]);
    expect(filterButton('Tarjeta')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('Por verificar')).toHaveAttribute('aria-pressed', 'false');

    await user.click(filterButton('Reembolsos/anulados'));
    expect(await listed()).toEqual([
      'Reserva D1E90000 · Diego Rojas',
      'Reserva E1E4A000 · Elena Soto',
    ]);

    await user.click(filterButton('Todos'));
    expect(await listed()).toHaveLength(5);
  });

  it('opens on every payment when none waits for verification', async () => {
    const { backend } = paymentsBackend([card, annulled]);
    renderTab(backend);
    expect(await listed()).toHaveLength(2);
    expect(filterButton('Todos')).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by booking code, ignoring case, and by name, buy order or receipt', async () => {
    const { backend } = paymentsBackend();
    const { user } = renderTab(backend);
    await listed();
    await user.click(filterButton('Todos'));
    const search = screen.getByRole('searchbox', { name: 'Buscar pagos' });

    await user.type(search, 'd1e90000');
    expect(await listed()).toEqual(['Reserva D1E90000 · Diego Rojas']);
    expect(screen.getByText('1 pago')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '#1A2B-3C4D');
    expect(await listed()).toEqual(['Reserva 1A2B3C4D · Ana Pérez']);

    await user.clear(search);
    await user.type(search, 'pl-e1e4');
    expect(await listed()).toEqual(['Reserva E1E4A000 · Elena Soto']);

    await user.clear(search);
    await user.type(search, '111222');
    expect(await listed()).toEqual(['Reserva C0FFEE00 · Carla Vidal']);

    await user.click(filterButton('Tarjeta'));
    expect(
      screen.getByText('Ningún pago coincide con «111222» en este filtro: prueba con «Todos».'),
    ).toBeInTheDocument();
  });

  it('opens on every payment with the search filled from a link', async () => {
    const { backend } = paymentsBackend();
    renderTab(backend, { url: '/admin?tab=pagos&buscar=1A2B3C4D' });
    expect(await listed()).toEqual(['Reserva 1A2B3C4D · Ana Pérez']);
    expect(screen.getByRole('searchbox', { name: 'Buscar pagos' })).toHaveValue('1A2B3C4D');
    expect(filterButton('Todos')).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a card payment with Webpay's data, and an annulled one with its reason", async () => {
    const { backend } = paymentsBackend();
    const { user } = renderTab(backend);
    await listed();
    await user.click(filterButton('Tarjeta'));

    const row = rowOf('Ana Pérez');
    expect(row).toHaveTextContent('ana@ejemplo.cl');
    expect(row).toHaveTextContent('ServicioConsulta Laboral');
    expect(row).toHaveTextContent('Citalunes 30 de noviembre de 2026, 10:00');
    expect(row).toHaveTextContent('Estado de la reservaConfirmada');
    expect(row).toHaveTextContent('MétodoTarjeta');
    expect(row).toHaveTextContent('$35.000');
    expect(row).toHaveTextContent('Aprobado');
    expect(row).toHaveTextContent('Creadodomingo 22 de noviembre de 2026 a las 12:30');
    expect(row).toHaveTextContent('Orden de compraPL-1A2B3C4D-1');
    expect(row).toHaveTextContent('Código de autorización1213');
    expect(row).toHaveTextContent('Tarjeta•••• 6623');
    expect(row).toHaveTextContent('Tipo de pagoCrédito en 3 cuotas');

    const lost = rowOf('Elena Soto');
    expect(lost).toHaveTextContent('Anulado');
    expect(lost).toHaveTextContent('MotivoNo llegó la respuesta de Webpay');
    expect(lost).toHaveTextContent('Estado de la reservaExpirada');
  });

  it('shows a transfer with its receipt number and until when the slot is held', async () => {
    const { backend } = paymentsBackend();
    renderTab(backend);
    await listed();

    const row = rowOf('Bruno Díaz');
    expect(row).toHaveTextContent('MétodoTransferencia');
    expect(row).toHaveTextContent('Por verificar');
    expect(row).toHaveTextContent('N° de comprobante987654');
    expect(row).toHaveTextContent(
      'Hora reservadaHasta el miércoles 25 de noviembre de 2026 a las 08:00',
    );
    expect(row).toHaveTextContent('Estado de la reservaPendiente');
  });

  describe('receipts', () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:comprobante');
    beforeEach(() => {
      createObjectURL.mockClear();
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('offers the receipt only when a file was attached, and opens it in a new tab', async () => {
      const file = new Blob(['%PDF'], { type: 'application/pdf' });
      const receipt = vi.fn<BackendPort['pagos']['receipt']>(() => Promise.resolve(file));
      const tab = {} as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(tab);
      const { backend } = paymentsBackend(ALL, { receipt });
      const { user } = renderTab(backend);
      await listed();

      expect(
        within(rowOf('Carla Vidal')).queryByRole('button', { name: /Ver comprobante/ }),
      ).not.toBeInTheDocument();
      await user.click(
        within(rowOf('Bruno Díaz')).getByRole('button', {
          name: 'Ver comprobante de la reserva FFEE0011 de Bruno Díaz',
        }),
      );

      await waitFor(() => {
        expect(open).toHaveBeenCalledWith('blob:comprobante', '_blank');
      });
      expect(receipt).toHaveBeenCalledExactlyOnceWith('pago-2');
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(tab.opener).toBeNull();
    });

    it('says so when the file is gone', async () => {
      const { backend } = paymentsBackend(ALL, { receipt: () => Promise.resolve(null) });
      const { user } = renderTab(backend);
      await listed();
      await user.click(
        within(rowOf('Bruno Díaz')).getByRole('button', { name: /Ver comprobante/ }),
      );
      await findToast('El comprobante de este pago ya no está disponible.', 'error');
    });
  });

  it('verifies a transfer after confirming, then refetches and says the booking is confirmed', async () => {
    const { backend, list, verify } = paymentsBackend();
    const { user } = renderTab(backend);
    await listed();
    const calls = list.mock.calls.length;

    await user.click(within(rowOf('Bruno Díaz')).getByRole('button', { name: /^Verificar pago/ }));
    const dialog = screen.getByRole('dialog', { name: 'Verificar transferencia' });
    expect(dialog).toHaveTextContent('$35.000 de Bruno Díaz (comprobante N° 987654)');
    expect(dialog).toHaveTextContent('la reserva FFEE0011');
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Verificar pago' }));

    await findToast('Pago verificado: la reserva quedó confirmada', 'exito');
    expect(verify).toHaveBeenCalledExactlyOnceWith('pago-2');
    expect(list.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Verified, it leaves the transfers to verify.
    expect(await listed()).toEqual(['Reserva C0FFEE00 · Carla Vidal']);
  });

  it("shows the backend's refusal of a verification in the dialog", async () => {
    const message = 'Este pago ya fue revisado';
    const { backend } = paymentsBackend(ALL, {
      verify: () => Promise.reject(new BackendError(message, 'pago_no_verificable')),
    });
    const { user } = renderTab(backend);
    await listed();

    await user.click(within(rowOf('Bruno Díaz')).getByRole('button', { name: /^Verificar/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar pago' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Pago verificado/)).not.toBeInTheDocument();
  });

  it('rejects a transfer only with a reason, keeping it when the server refuses', async () => {
    const reject = vi
      .fn<BackendPort['pagos']['reject']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión con el servidor', 'sin_conexion'))
      .mockResolvedValue(undefined);
    const { backend } = paymentsBackend(ALL, { reject });
    const { user } = renderTab(backend);
    await listed();

    await user.click(within(rowOf('Bruno Díaz')).getByRole('button', { name: /^Rechazar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar transferencia' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del rechazo' });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(reject).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(REASON_ERROR));
    expect(reason).toBeInvalid();

    await user.type(reason, 'Nada');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(reject).not.toHaveBeenCalled();

    await user.type(reason, ' llegó a la cuenta');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor',
    );
    expect(reason).toHaveValue('Nada llegó a la cuenta');

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    await findToast('Pago rechazado: el cliente verá el motivo', 'exito');
    expect(reject).toHaveBeenLastCalledWith('pago-2', 'Nada llegó a la cuenta');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a refund to admins only, on an approved card payment of a cancelled booking', async () => {
    const { backend, refund } = paymentsBackend();
    const { user } = renderTab(backend);
    await listed();
    await user.click(filterButton('Todos'));

    expect(screen.getAllByRole('button', { name: /^Reembolsar/ })).toHaveLength(1);
    expect(
      within(rowOf('Ana Pérez')).queryByRole('button', { name: /Reembolsar/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(rowOf('Diego Rojas')).getByRole('button', {
        name: 'Reembolsar pago de la reserva D1E90000 de Diego Rojas',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reembolsar pago con tarjeta' });
    expect(dialog).toHaveTextContent(
      'Se devolverán $35.000 a la tarjeta •••• 6623 de Diego Rojas (orden PL-D1E90000-1)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar $35.000' }));

    expect(await screen.findByText('Pago reembolsado: Webpay aceptó la devolución')).toBeVisible();
    expect(refund).toHaveBeenCalledExactlyOnceWith('pago-4');
    await waitFor(() => {
      expect(rowOf('Diego Rojas')).toHaveTextContent('Reembolsado');
    });
    expect(rowOf('Diego Rojas')).toHaveTextContent('Monto reembolsado$35.000');
  });

  it('says a no-show’s card payment is not refundable, instead of offering the refund', async () => {
    const noShow = aPayment({
      id: 'pago-6',
      reservaId: 'f1f10000-0000-4000-8000-000000000006',
      reserva: { nombre: 'Fabián Rey', email: 'fabian@ejemplo.cl', estado: 'no_asistio' },
    });
    const { backend } = paymentsBackend([noShow]);
    const { user } = renderTab(backend);
    await listed();
    await user.click(filterButton('Todos'));

    expect(rowOf('Fabián Rey')).toHaveTextContent(
      'ReembolsoNo reembolsable: el cliente no asistió a la consulta sin aviso.',
    );
    expect(screen.queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
  });

  it('shows the database’s refusal of a refund in the dialog (a booking marked a no-show meanwhile)', async () => {
    const message = 'No se reembolsa una consulta a la que no se asistió sin aviso';
    const { backend } = paymentsBackend(ALL, {
      // What both adapters throw for preparar_reembolso's hint 'no_asistio': its own words.
      refund: () => Promise.reject(new BackendError(message, 'desconocido', '22023')),
    });
    const { user } = renderTab(backend);
    await listed();
    await user.click(filterButton('Todos'));
    await user.click(within(rowOf('Diego Rojas')).getByRole('button', { name: /^Reembolsar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reembolsar pago con tarjeta' });
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar $35.000' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('lets a lawyer verify and reject, but not refund nor sweep', async () => {
    const { backend } = paymentsBackend();
    const { user } = renderTab(backend, { isAdmin: false });
    await listed();
    expect(within(rowOf('Bruno Díaz')).getByRole('button', { name: /^Verificar/ })).toBeEnabled();
    expect(within(rowOf('Bruno Díaz')).getByRole('button', { name: /^Rechazar/ })).toBeEnabled();
    await user.click(filterButton('Todos'));
    expect(screen.queryByRole('button', { name: /Reembolsar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revisar pagos/ })).not.toBeInTheDocument();
  });

  it('sweeps the card payments without an answer and reports what it found', async () => {
    const sweep = vi.fn<BackendPort['pagos']['sweep']>(() =>
      Promise.resolve({ revisados: 4, aprobados: 1, rechazados: 1, anulados: 1, en_curso: 1 }),
    );
    const { backend, list } = paymentsBackend(ALL, { sweep });
    const { user } = renderTab(backend);
    await listed();
    const calls = list.mock.calls.length;

    await user.click(
      screen.getByRole('button', { name: 'Revisar pagos con tarjeta sin respuesta' }),
    );

    expect(
      await screen.findByText(
        'Revisados: 4. Aprobados: 1. Rechazados: 1. Anulados: 1. En curso: 1.',
      ),
    ).toHaveRole('status');
    expect(sweep).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(list.mock.calls.length).toBeGreaterThan(calls);
    });
  });

  it("shows the sweep's refusal", async () => {
    const { backend } = paymentsBackend(ALL, {
      sweep: () =>
        Promise.reject(new BackendError('Webpay no está disponible', 'webpay_no_disponible')),
    });
    const { user } = renderTab(backend);
    await listed();
    await user.click(screen.getByRole('button', { name: /Revisar pagos/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Webpay no está disponible');
  });
});
