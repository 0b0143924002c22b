import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  BackendError,
  type BackendPort,
  type BookingPayment,
  type Reservation,
} from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { LocationProbe } from '@/test/render-app';
import { ReservationDesk } from './reservation-desk';
import { STORED_STATEMENTS } from '@/test/booking-statements';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast } from '@/test/toasts';

/** Monday 23 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-23T12:00:00Z');

const booking = (change: Partial<Reservation> & Pick<Reservation, 'id'>): Reservation => ({
  userId: null,
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56 9 1234 5678',
  empresa: null,
  fecha: '2026-11-23',
  hora: '15:00',
  descripcion: null,
  plan: 'laboral',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
  tipoReunion: 'videollamada',
  estado: 'confirmada',
  expiraEn: null,
  recordatorioEnviado: true,
  urgente: false,
  metodoPago: 'transferencia',
  ...STORED_STATEMENTS,
  createdAt: '2026-11-20T12:00:00Z',
  abogadoId: null,
  tokenGestion: null,
  movimientos: 0,
  movimientosCliente: 0,
  ...change,
});

const ana = booking({ id: 't1', empresa: 'Pérez y Cía.', abogadoId: 'a1' });
const bruno = booking({
  id: 't2',
  nombre: 'Bruno Díaz',
  hora: '10:00',
  plan: 'familia',
  servicio: 'Consulta de Familia',
  precio: 30000,
  categoria: 'Familia',
  tipoReunion: 'telefonica',
  estado: 'pendiente',
  recordatorioEnviado: false,
  urgente: false,
  // 10:30 in Santiago.
  expiraEn: '2026-11-23T13:30:00Z',
});
const cancelledToday = booking({
  id: 't3',
  nombre: 'Carla Vidal',
  hora: '11:00',
  estado: 'cancelada',
});
const diego = booking({
  id: 'u1',
  nombre: 'Diego Rojas',
  fecha: '2026-11-26',
  hora: '09:30',
  plan: 'gratis',
  servicio: 'Consulta Gratuita',
  precio: 0,
  categoria: 'General',
  metodoPago: 'gratis',
  descripcion: 'Me despidieron sin aviso\ny no me pagaron las vacaciones.',
  sensiblesVersion: '1.0',
  sensiblesConsentidosEn: '2026-11-20T12:00:00Z',
});
const elena = booking({
  id: 'u2',
  nombre: 'Elena Soto',
  fecha: '2026-11-24',
  hora: '16:00',
  plan: 'corporativo',
  servicio: 'Escudo Legal Mensual',
  precio: 800000,
  categoria: 'Corporativo',
  estado: 'pendiente',
  metodoPago: null,
  expiraEn: '2026-11-23T11:00:00Z',
});
const expired = booking({
  id: 'u3',
  nombre: 'Felipe Mora',
  fecha: '2026-11-25',
  estado: 'expirada',
});
const later = booking({ id: 'u4', nombre: 'Gloria Ruiz', fecha: '2026-12-10' });
const past = booking({ id: 'p1', nombre: 'Hugo Lagos', fecha: '2026-11-20' });

const ALL = [ana, bruno, cancelledToday, diego, elena, expired, later, past];

/** The payments recorded, by booking id (none unless a test gives them). */
type PaymentsOf = Record<string, BookingPayment['pago']>;

/** A backend holding `initial`, searched and updated like the real one (newest date first). */
function deskBackend(
  initial: Reservation[] = ALL,
  overrides: Partial<BackendPort['reservas']> = {},
  payments: PaymentsOf = {},
) {
  let store = [...initial];
  const search = vi.fn<BackendPort['reservas']['search']>((query) => {
    const matching = store
      .filter(
        (r) => (!query.desde || r.fecha >= query.desde) && (!query.hasta || r.fecha <= query.hasta),
      )
      .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.hora.localeCompare(a.hora));
    const from = query.page * query.pageSize;
    return Promise.resolve({
      rows: matching.slice(from, from + query.pageSize),
      total: matching.length,
    });
  });
  const get = vi.fn<BackendPort['reservas']['get']>((id) =>
    Promise.resolve(store.find((r) => r.id === id) ?? null),
  );
  const setStatus = vi.fn<BackendPort['reservas']['setStatus']>((id, estado) => {
    store = store.map((r) => (r.id === id ? { ...r, estado } : r));
    return Promise.resolve();
  });
  const ofBooking = vi.fn<BackendPort['pagos']['ofBooking']>((id) => {
    const r = store.find((candidate) => candidate.id === id);
    if (!r) return Promise.reject(new BackendError('Reserva no encontrada'));
    return Promise.resolve({
      reservaEstado: r.estado,
      expiraEn: r.expiraEn,
      precio: r.precio,
      metodoPago: r.metodoPago,
      pago: payments[id] ?? null,
    });
  });
  // markAttendance as marcar_asistencia: after the start time only (NOW is fixed by the test).
  const markAttendance = vi.fn<BackendPort['reservas']['markAttendance']>((id, attended) => {
    const estado = attended ? 'completada' : 'no_asistio';
    store = store.map((r) => (r.id === id ? { ...r, estado } : r));
    const updated = store.find((r) => r.id === id);
    return updated ? Promise.resolve(updated) : Promise.reject(new BackendError('No encontrada'));
  });
  const backend = fakeBackend({
    reservas: { search, get, setStatus, markAttendance, ...overrides },
    agenda: { lawyerNames: () => Promise.resolve([{ id: 'a1', nombre: 'Abogada Demo' }]) },
    pagos: { ofBooking },
  });
  return { backend, search, get, setStatus, markAttendance, ofBooking };
}

function renderDesk(
  backend: BackendPort,
  { url = '/panel', canEdit = true, isAdmin = false } = {},
) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={backend}>
      <MemoryRouter initialEntries={[url]}>
        <ReservationDesk canEdit={canEdit} isAdmin={isAdmin} />
        <LocationProbe />
      </MemoryRouter>
    </DataWrapper>,
  );
  return { user };
}

const todayList = () => screen.getByRole('region', { name: 'Hoy' });
const upcomingList = () => screen.getByRole('region', { name: 'Próximas' });
const detail = () => screen.getByRole('region', { name: 'Detalle de la reserva' });

/** The links of a list, by their text, once loaded. */
async function listed(region: () => HTMLElement): Promise<string[]> {
  await waitFor(() => {
    expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
  });
  return within(region())
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

/** The detail panel once the booking of `name` is shown. */
async function shownDetail(name: string): Promise<HTMLElement> {
  expect(await within(detail()).findByRole('heading', { name })).toBeInTheDocument();
  return detail();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReservationDesk', () => {
  it('says the lists are loading', () => {
    const { backend } = deskBackend([], {
      search: () => new Promise(() => undefined),
    });
    renderDesk(backend);
    expect(within(todayList()).getByRole('status')).toHaveTextContent('Cargando reservas...');
    expect(within(upcomingList()).getByRole('status')).toHaveTextContent('Cargando reservas...');
    expect(detail()).toHaveTextContent('Selecciona una reserva para ver el detalle.');
  });

  it("splits today's bookings from the next 14 days', ascending, without cancelled or expired", async () => {
    const { backend, search } = deskBackend();
    renderDesk(backend);

    expect(await listed(todayList)).toEqual([
      '10:00 Bruno Díaz Pendiente Consulta de Familia · Llamada telefónica · Sin abogado asignado',
      '15:00 Ana Pérez Confirmada Consulta Laboral · Videollamada · Abogada Demo',
    ]);
    expect(await listed(upcomingList)).toEqual([
      '16:00 Elena Soto Pendiente Escudo Legal Mensual · Videollamada · Sin abogado asignado',
      '09:30 Diego Rojas Confirmada Consulta Gratuita · Videollamada · Sin abogado asignado',
    ]);
    expect(
      within(upcomingList())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['martes 24 de noviembre de 2026', 'jueves 26 de noviembre de 2026']);
    expect(todayList()).toHaveTextContent('lunes 23 de noviembre de 2026');
    for (const name of ['Carla Vidal', 'Felipe Mora', 'Gloria Ruiz', 'Hugo Lagos'])
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({
      desde: '2026-11-23',
      hasta: '2026-11-23',
      page: 0,
      pageSize: 200,
    });
    expect(search).toHaveBeenCalledWith({
      desde: '2026-11-24',
      hasta: '2026-12-07',
      page: 0,
      pageSize: 200,
    });
  });

  it('reads every page when a range holds more bookings than one page', async () => {
    const many = Array.from({ length: 205 }, (_, i) =>
      booking({
        id: `m${String(i)}`,
        nombre: `Cliente ${String(i)}`,
        fecha: i === 0 ? '2026-11-24' : '2026-12-01',
      }),
    );
    const { backend, search } = deskBackend(many);
    renderDesk(backend);

    const links = await listed(upcomingList);
    expect(links).toHaveLength(205);
    expect(links[0]).toContain('Cliente 0');
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ desde: '2026-11-24', page: 1 }));
  });

  it('opens the booking named in the URL and marks it in the list', async () => {
    const { backend, get } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=u1' });

    await shownDetail('Diego Rojas');
    expect(get).toHaveBeenCalledWith('u1');
    await listed(upcomingList);
    expect(within(upcomingList()).getByRole('link', { current: true })).toHaveTextContent(
      'Diego Rojas',
    );
    // Opened by the URL, not by a click: the focus stays where it was.
    expect(within(detail()).getByRole('heading', { name: 'Diego Rojas' })).not.toHaveFocus();
  });

  it('selects a booking with a click, keeping it in the URL and focusing its detail', async () => {
    const { backend } = deskBackend();
    const { user } = renderDesk(backend);

    await listed(todayList);
    await user.click(within(todayList()).getByRole('link', { name: /Ana Pérez/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/panel?reserva=t1');
    await shownDetail('Ana Pérez');
    expect(within(detail()).getByRole('heading', { name: 'Ana Pérez' })).toHaveFocus();
    expect(within(todayList()).getByRole('link', { current: true })).toHaveTextContent('Ana Pérez');

    await user.click(within(detail()).getByRole('link', { name: 'Cerrar el detalle' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/panel$/);
    expect(detail()).toHaveTextContent('Selecciona una reserva para ver el detalle.');
  });

  it('lets an admin erase a description whose authorisation the booker withdrew', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const withdrawSensitiveConsent = vi.fn<BackendPort['reservas']['withdrawSensitiveConsent']>(
      (id) => Promise.resolve({ ...diego, id, descripcion: null }),
    );
    const { backend } = deskBackend(ALL, { withdrawSensitiveConsent });
    const { user } = renderDesk(backend, { url: '/panel?reserva=u1', isAdmin: true });

    const panel = await shownDetail('Diego Rojas');
    await user.click(
      within(panel).getByRole('button', {
        name: 'Borrar la descripción (el cliente retiró su autorización)',
      }),
    );

    expect(withdrawSensitiveConsent).toHaveBeenCalledExactlyOnceWith('u1');
    await findToast('Descripción borrada: quedó registrado el retiro de la autorización', 'exito');
  });

  it('offers a lawyer no erasure of the description', async () => {
    const { backend } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=u1' });
    const panel = await shownDetail('Diego Rojas');
    expect(within(panel).queryByRole('button', { name: /Borrar la descripción/ })).toBeNull();
  });

  it('shows the client, the description, the plan, the meeting and a free payment', async () => {
    const { backend } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=u1' });

    const panel = await shownDetail('Diego Rojas');
    const query = within(panel).getByRole('region', { name: 'Consulta del cliente' });
    expect(query).toHaveTextContent('Me despidieron sin aviso y no me pagaron las vacaciones.', {
      normalizeWhitespace: true,
    });
    expect(query).toHaveTextContent(
      'Con autorización expresa para tratar los datos sensibles que incluya (v1.0)',
    );
    expect(within(panel).getByRole('link', { name: 'ana@ejemplo.cl' })).toHaveAttribute(
      'href',
      'mailto:ana@ejemplo.cl',
    );
    expect(within(panel).getByRole('link', { name: '+56 9 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+56912345678',
    );
    expect(panel).toHaveTextContent('RUT12.345.678-5');
    expect(panel).toHaveTextContent('EmpresaNo indicada');
    expect(panel).toHaveTextContent('PlanConsulta Gratuita');
    expect(panel).toHaveTextContent('CategoríaGeneral');
    expect(panel).toHaveTextContent('PrecioGratis');
    expect(panel).toHaveTextContent(
      'Condiciones del planPrimera orientación de 45 minutos, sin costo',
    );
    expect(panel).toHaveTextContent('Fechajueves 26 de noviembre de 2026');
    expect(panel).toHaveTextContent('Hora09:30 (hora de Chile)');
    expect(panel).toHaveTextContent('ModalidadVideollamada');
    expect(panel).toHaveTextContent('Recordatorio enviado');
    expect(within(panel).getByText('Gratuita')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Estado: Confirmada');
  });

  it('shows a pending transfer with the hold expiry, and a paid booking', async () => {
    const { backend } = deskBackend();
    const { user } = renderDesk(backend, { url: '/panel?reserva=t2' });

    let panel = await shownDetail('Bruno Díaz');
    expect(panel).toHaveTextContent('Pago pendiente: transferencia por verificar');
    expect(panel).toHaveTextContent(
      'La hora queda reservada hasta el lunes 23 de noviembre de 2026 a las 10:30',
    );
    expect(panel).toHaveTextContent('Recordatorio no enviado');
    expect(panel).toHaveTextContent('ModalidadLlamada telefónica');
    expect(within(panel).getByRole('region', { name: 'Consulta del cliente' })).toHaveTextContent(
      'El cliente no dejó una descripción.',
    );

    await user.click(within(todayList()).getByRole('link', { name: /Ana Pérez/ }));
    panel = await shownDetail('Ana Pérez');
    expect(within(panel).getByText('Pagada (transferencia)')).toBeInTheDocument();
    expect(panel).toHaveTextContent('EmpresaPérez y Cía.');
    expect(panel).toHaveTextContent('Precio$35.000');
    expect(panel).not.toHaveTextContent('Precio actual del plan');
    expect(panel).not.toHaveTextContent('La hora queda reservada');

    await user.click(within(upcomingList()).getByRole('link', { name: /Elena Soto/ }));
    panel = await shownDetail('Elena Soto');
    expect(panel).toHaveTextContent('Pago pendiente: el cliente aún no elige cómo pagar');
    expect(panel).toHaveTextContent(
      'El plazo para pagar venció el lunes 23 de noviembre de 2026 a las 08:00',
    );
    expect(panel).toHaveTextContent('Condiciones del planValor mensual');
    expect(panel).toHaveTextContent('Precio$800.000');
  });

  it('shows the payment recorded: the card and its buy order, or the transfer to verify', async () => {
    const approved: BookingPayment['pago'] = {
      estado: 'aprobado',
      metodo: 'tarjeta',
      monto: 35000,
      motivo: null,
      ordenCompra: 'PL-T1000000-1',
      numeroComprobante: null,
      tieneArchivo: false,
      codigoAutorizacion: '1213',
      ultimosDigitos: '6623',
      tipoPago: 'VD',
      cuotas: 0,
      fecha: '2026-11-20T12:05:00Z',
    };
    const declared: BookingPayment['pago'] = {
      ...approved,
      estado: 'por_verificar',
      metodo: 'transferencia',
      ordenCompra: null,
      numeroComprobante: '987654',
      codigoAutorizacion: null,
      ultimosDigitos: null,
      tipoPago: null,
      cuotas: null,
    };
    const { backend, ofBooking } = deskBackend(ALL, {}, { t1: approved, t2: declared });
    const { user } = renderDesk(backend, { url: '/panel?reserva=t1' });

    let panel = await shownDetail('Ana Pérez');
    expect(
      await within(panel).findByText('Pago: Aprobado con tarjeta •••• 6623 (orden PL-T1000000-1)'),
    ).toBeInTheDocument();
    expect(ofBooking).toHaveBeenCalledWith('t1');
    expect(within(panel).queryByRole('link', { name: /Ver en Pagos/ })).not.toBeInTheDocument();

    await user.click(within(todayList()).getByRole('link', { name: /Bruno Díaz/ }));
    panel = await shownDetail('Bruno Díaz');
    expect(
      await within(panel).findByText('Pago: transferencia por verificar (comprobante N° 987654)'),
    ).toBeInTheDocument();

    // A free booking asks for no payment.
    await user.click(within(upcomingList()).getByRole('link', { name: /Diego Rojas/ }));
    await shownDetail('Diego Rojas');
    expect(ofBooking).not.toHaveBeenCalledWith('u1');
  });

  it('links an admin to the booking in the Pagos tab', async () => {
    const { backend } = deskBackend(
      ALL,
      {},
      {
        t1: {
          estado: 'rechazado',
          metodo: 'tarjeta',
          monto: 35000,
          motivo: 'rechazado',
          ordenCompra: 'PL-T1000000-1',
          numeroComprobante: null,
          tieneArchivo: false,
          codigoAutorizacion: null,
          ultimosDigitos: null,
          tipoPago: null,
          cuotas: null,
          fecha: '2026-11-20T12:05:00Z',
        },
      },
    );
    renderDesk(backend, { url: '/panel?reserva=t1', isAdmin: true });

    const panel = await shownDetail('Ana Pérez');
    expect(
      await within(panel).findByText('Pago: Rechazado con tarjeta (orden PL-T1000000-1)'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Motivo: el banco o Webpay no autorizó la tarjeta');
    expect(
      within(panel).getByRole('link', { name: 'Ver en Pagos (administración)' }),
    ).toHaveAttribute('href', '/admin?tab=pagos&buscar=T1');
  });

  it('shows an emergency request as such: when it was made and when to call by', async () => {
    const urgent = booking({
      id: 'x1',
      nombre: 'Inés Mora',
      hora: '03:00',
      plan: 'emergencia',
      servicio: 'Consulta de Emergencia 24/7',
      precio: 100000,
      categoria: 'Emergencia',
      tipoReunion: 'telefonica',
      estado: 'pendiente',
      recordatorioEnviado: false,
      urgente: true,
      metodoPago: null,
      descripcion: 'Detuvieron a mi hijo anoche.',
      expiraEn: '2026-11-23T08:00:00Z',
      createdAt: '2026-11-23T06:00:00Z',
    });
    const { backend } = deskBackend([urgent]);
    renderDesk(backend, { url: '/panel?reserva=x1' });

    expect(await listed(todayList)).toEqual([
      '03:00 Urgente Inés Mora Pendiente Consulta de Emergencia 24/7 · Llamar antes de las 04:00',
    ]);
    const panel = await shownDetail('Inés Mora');
    expect(panel).toHaveTextContent(
      'Urgente: solicitada el lunes 23 de noviembre de 2026 a las 03:00 (hora de Chile). Llamar antes del lunes 23 de noviembre de 2026 a las 04:00.',
    );
    expect(panel).toHaveTextContent('Llamar antes dellunes 23 de noviembre de 2026 a las 04:00');
    // Unpaid 2 hours after it was made: the hold ran out at 05:00.
    expect(panel).toHaveTextContent(
      'El plazo para pagar venció el lunes 23 de noviembre de 2026 a las 05:00',
    );
    expect(panel).not.toHaveTextContent('Recordatorio');
  });

  it('confirms a booking, updating the lists and the detail; no attendance before its time', async () => {
    const { backend, setStatus, search } = deskBackend();
    const { user } = renderDesk(backend, { url: '/panel?reserva=t2' });
    const panel = await shownDetail('Bruno Díaz');
    const searches = search.mock.calls.length;

    await user.click(within(panel).getByRole('button', { name: 'Confirmar' }));

    await findToast('Reserva actualizada', 'exito');
    expect(setStatus).toHaveBeenCalledExactlyOnceWith('t2', 'confirmada');
    expect(panel).toHaveTextContent('Estado: Confirmada');
    expect(panel).toHaveTextContent('Pagada (transferencia)');
    expect(within(todayList()).getByRole('link', { name: /Bruno Díaz/ })).toHaveTextContent(
      'Confirmada',
    );
    expect(search.mock.calls.length).toBeGreaterThan(searches);
    // 10:00 has not come (it is 09:00): the attendance waits for it, and 'Completar' is gone.
    expect(
      within(within(panel).getByRole('group', { name: 'Cambiar estado' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancelar', 'Cambiar hora', 'Reasignar']);
  });

  it('records that the client of a past consultation did not come, and can correct it', async () => {
    const { backend, markAttendance } = deskBackend();
    const { user } = renderDesk(backend, { url: '/panel?reserva=p1' });
    const panel = await shownDetail('Hugo Lagos');
    const actions = () => within(panel).getByRole('group', { name: 'Cambiar estado' });
    expect(
      within(actions())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancelar', 'Cambiar hora', 'Asistió', 'No asistió']);

    await user.click(within(actions()).getByRole('button', { name: 'No asistió' }));

    await findToast('Registrado: el cliente no asistió', 'exito');
    expect(markAttendance).toHaveBeenCalledExactlyOnceWith('p1', false);
    await waitFor(() => {
      expect(panel).toHaveTextContent('Estado: No asistió');
    });
    await user.click(within(actions()).getByRole('button', { name: 'Asistió' }));
    await findToast('Asistencia registrada: consulta completada', 'exito');
    expect(markAttendance).toHaveBeenLastCalledWith('p1', true);
  });

  it('shows the database’s refusal of an attendance mark', async () => {
    const message = 'La consulta aún no empieza: marca la asistencia después de su hora';
    const { backend } = deskBackend(ALL, {
      markAttendance: () => Promise.reject(new BackendError(message)),
    });
    const { user } = renderDesk(backend, { url: '/panel?reserva=p1' });
    const panel = await shownDetail('Hugo Lagos');

    await user.click(within(panel).getByRole('button', { name: 'Asistió' }));

    await findToast(message, 'error');
    expect(panel).toHaveTextContent('Estado: Confirmada');
  });

  it('cancels after confirmation: the booking leaves the lists, the detail stays', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { backend, setStatus } = deskBackend();
    const { user } = renderDesk(backend, { url: '/panel?reserva=t1' });
    const panel = await shownDetail('Ana Pérez');

    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));

    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      '¿Cancelar la reserva de Ana Pérez? La hora quedará libre.',
    );
    expect(setStatus).toHaveBeenCalledExactlyOnceWith('t1', 'cancelada');
    await findToast('Reserva actualizada', 'exito');
    await waitFor(() => {
      expect(within(todayList()).queryByText('Ana Pérez')).not.toBeInTheDocument();
    });
    expect(panel).toHaveTextContent('Estado: Cancelada');
  });

  it('does not cancel when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { backend, setStatus } = deskBackend();
    const { user } = renderDesk(backend, { url: '/panel?reserva=t1' });
    const panel = await shownDetail('Ana Pérez');

    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));

    expect(setStatus).not.toHaveBeenCalled();
    expect(panel).toHaveTextContent('Estado: Confirmada');
  });

  it('shows the backend message when a change is refused', async () => {
    const message = 'No se pudo actualizar la reserva';
    const { backend } = deskBackend(ALL, {
      setStatus: () => Promise.reject(new BackendError(message)),
    });
    const { user } = renderDesk(backend, { url: '/panel?reserva=t2' });
    const panel = await shownDetail('Bruno Díaz');

    await user.click(within(panel).getByRole('button', { name: 'Confirmar' }));

    await findToast(message, 'error');
    expect(screen.queryByText('Reserva actualizada')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Estado: Pendiente');
    expect(within(panel).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('offers no delete control, only the status changes', async () => {
    const { backend } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=t2' });
    const panel = await shownDetail('Bruno Díaz');

    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmar', 'Cancelar', 'Cambiar hora', 'Reasignar']);
    expect(screen.queryByRole('button', { name: /eliminar|borrar/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/eliminar/i)).not.toBeInTheDocument();
  });

  it('shows the detail without status changes to staff who may not edit', async () => {
    const { backend } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=t2', canEdit: false });
    const panel = await shownDetail('Bruno Díaz');

    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(panel).toHaveTextContent('No tienes permiso para cambiar el estado de reservas.');
  });

  it('says when there are no bookings, today or upcoming', async () => {
    const { backend } = deskBackend([past, later]);
    renderDesk(backend);

    expect(await within(todayList()).findByText('No hay reservas para hoy')).toBeInTheDocument();
    expect(await within(upcomingList()).findByText('No hay reservas próximas')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('says when a booking in the URL does not exist', async () => {
    const { backend } = deskBackend();
    renderDesk(backend, { url: '/panel?reserva=nada' });
    expect(await within(detail()).findByText('No encontramos esta reserva.')).toBeInTheDocument();
  });

  it('offers to retry when the lists cannot be loaded', async () => {
    const { backend, search: working } = deskBackend();
    const search = vi
      .fn<BackendPort['reservas']['search']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockImplementation(working);
    const failing = fakeBackend({ reservas: { ...backend.reservas, search } });
    const { user } = renderDesk(failing);

    const alert = await within(todayList()).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las reservas');
    expect(await within(upcomingList()).findByRole('alert')).toHaveTextContent(
      'Error al cargar las reservas',
    );

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await within(todayList()).findByRole('link', { name: /Bruno Díaz/ })).toBeVisible();
    expect(within(upcomingList()).getByRole('alert')).toBeInTheDocument();
  });

  it('offers to retry when the detail cannot be loaded', async () => {
    const get = vi
      .fn<BackendPort['reservas']['get']>()
      .mockRejectedValueOnce(new BackendError('Sin conexión'))
      .mockResolvedValue(ana);
    const { backend } = deskBackend(ALL, { get });
    const { user } = renderDesk(backend, { url: '/panel?reserva=t1' });

    const alert = await within(detail()).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la reserva');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await shownDetail('Ana Pérez');
  });
});
