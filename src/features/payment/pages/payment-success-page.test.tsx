import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthEvent, BackendPort, BookingPayment, Session } from '@/backend/port';
import type { PaymentData, TransbankPayment } from '@/booking/model/payment-data';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import PaymentSuccessPage from './payment-success-page';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

const stored: PaymentData = {
  id: '1767225600000',
  reservaId: RESERVA_ID,
  plan: 'laboral',
  service: 'Consulta Laboral',
  category: 'Laboral',
  // Tampered: the page must show the catalogue's $35.000, not this.
  price: '1',
  fecha: '2026-03-10',
  hora: '10:00',
  tipo_reunion: 'videollamada',
  cliente: { nombre: 'Ana Pérez', email: 'ana@ejemplo.cl', telefono: '+56912345678' },
  descripcion: 'Despido injustificado, RUT 12.345.678-5',
};

const card: TransbankPayment = {
  ...stored,
  plan: 'familia',
  service: 'Consulta de Familia',
  tipo_reunion: 'telefonica',
  transbankData: {
    amount: '30000',
    orderId: 'PL-1767225600000',
    sessionId: stored.id,
    returnUrl: 'https://puntolegal.cl/payment-success?method=transbank',
    cancelUrl: 'https://puntolegal.cl/pago',
  },
};

/** Stored as the booking tab keeps it: in sessionStorage, with when and for whom. */
const store = (key: string, value: object, owner = 'anonimo') =>
  sessionStorage.setItem(key, JSON.stringify({ ...value, savedAt: Date.now(), owner }));

const DRAFT = {
  plan: 'laboral',
  datos: {
    nombre: 'Ana Pérez',
    rut: '',
    email: '',
    telefono: '',
    empresa: '',
    descripcion: '',
  },
  fecha: null,
  hora: null,
  tipoReunion: 'videollamada',
};

type Pago = NonNullable<BookingPayment['pago']>;

/** A payment of the booking as the database returns it. */
const pago = (fields: Partial<Pago>): Pago => ({
  estado: 'aprobado',
  metodo: 'tarjeta',
  monto: 35000,
  motivo: null,
  ordenCompra: null,
  numeroComprobante: null,
  tieneArchivo: false,
  codigoAutorizacion: null,
  ultimosDigitos: null,
  tipoPago: null,
  cuotas: null,
  fecha: '2026-03-09T13:30:00Z',
  ...fields,
});

/** Webpay approved it: the booking is confirmed. */
const PAID_BY_CARD: BookingPayment = {
  reservaEstado: 'confirmada',
  expiraEn: null,
  precio: 35000,
  metodoPago: 'tarjeta',
  pago: pago({
    ordenCompra: 'PL-5F0C6A52-1',
    codigoAutorizacion: '1213',
    ultimosDigitos: '6623',
    tipoPago: 'VD',
    cuotas: 0,
  }),
};

/** The client declared a transfer: the slot waits for the firm to verify it. */
const TRANSFER_TO_VERIFY: BookingPayment = {
  reservaEstado: 'pendiente',
  expiraEn: '2026-03-11T13:30:00Z',
  precio: 35000,
  metodoPago: 'transferencia',
  pago: pago({
    estado: 'por_verificar',
    metodo: 'transferencia',
    numeroComprobante: '0012345678',
    tieneArchivo: true,
  }),
};

/** Back from Webpay, while its result is still being committed. */
const CARD_CONFIRMING: BookingPayment = {
  ...PAID_BY_CARD,
  reservaEstado: 'pendiente',
  expiraEn: '2026-03-09T15:00:00Z',
  pago: pago({ estado: 'pendiente', ordenCompra: 'PL-5F0C6A52-1' }),
};

/** Nothing paid yet. */
const UNPAID: BookingPayment = {
  reservaEstado: 'pendiente',
  expiraEn: '2026-03-09T15:00:00Z',
  precio: 35000,
  metodoPago: null,
  pago: null,
};

/** A backend whose database holds `state` for the booking; nobody is signed in. */
function backendWith(pagos: Partial<BackendPort['pagos']>): BackendPort {
  return fakeBackend({
    auth: {
      getSession: () => Promise.resolve(null),
      onAuthStateChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
    },
    profiles: { getMine: () => Promise.resolve(null) },
    pagos,
  });
}

const ofBooking = vi.fn<BackendPort['pagos']['ofBooking']>();
const settleCard = vi.fn<BackendPort['pagos']['settleCard']>();

/** The database says `state` of the booking. */
const databaseSays = (state: BookingPayment) => {
  ofBooking.mockResolvedValue(state);
};

beforeEach(() => {
  ofBooking.mockReset().mockResolvedValue(PAID_BY_CARD);
  settleCard.mockReset().mockResolvedValue(undefined);
  resetBackendStarts(backendWith({ ofBooking, settleCard }));
});

const page = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-success/:serviceId" element={<PaymentSuccessPage />} />
    </Routes>
  </MemoryRouter>
);

/** Renders the page and waits until it has read what it needs (the database, for a payment). */
async function renderAt(url = '/payment-success') {
  const view = render(page(url));
  await waitFor(() => {
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });
  return view;
}

/** The value shown next to a label of the booking summary. */
function summaryValue(term: string): string | null {
  const summary = screen.getByRole('region', { name: 'Resumen de tu reserva' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('PaymentSuccessPage', () => {
  it('confirms a paid booking once the database holds its approved payment', async () => {
    store('paymentData', stored);
    await renderAt();

    expect(ofBooking).toHaveBeenCalledWith(RESERVA_ID);
    expect(settleCard).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('Pago Exitoso');
    expect(screen.getByText('Recibimos tu pago y tu reserva quedó confirmada.')).toBeVisible();
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(summaryValue('Monto pagado')).toBe('$35.000');
    expect(summaryValue('Código de reserva')).toBe('5F0C6A52');
    expect(summaryValue('Fecha')).toBe('10 de marzo de 2026');
    expect(summaryValue('Hora')).toBe('10:00 hrs (hora de Chile)');
    expect(summaryValue('Modalidad')).toBe('Videollamada');
    expect(screen.queryByText('$1')).not.toBeInTheDocument();
    expect(screen.getByText(/Te contactaremos dentro de 24 horas/)).toBeInTheDocument();
    expect(screen.queryByText(/verificará el pago con tarjeta/)).not.toBeInTheDocument();
  });

  it('never says paid and confirmed when the paid booking lost its slot', async () => {
    store('paymentData', stored);
    databaseSays({
      ...PAID_BY_CARD,
      reservaEstado: 'expirada',
      pago: pago({ motivo: 'reserva_no_disponible' }),
    });
    await renderAt();
    expect(heading()).toHaveTextContent('Recibimos tu pago, pero la hora ya no estaba disponible');
    expect(screen.getByRole('alert')).toHaveTextContent(/reagendar o devolver el cargo/);
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
  });

  it.each([
    ['pago_duplicado', /ya tenía otro pago registrado/],
    ['intento_anulado', /intento de pago que ya se había cerrado/],
    ['no_coincide', /monto que no corresponde/],
  ])('never says paid and confirmed for a charge kept to refund (%s)', async (motivo, message) => {
    store('paymentData', stored);
    databaseSays({ ...PAID_BY_CARD, reservaEstado: 'pendiente', pago: pago({ motivo }) });
    await renderAt();
    expect(heading()).toHaveTextContent('Recibimos tu pago, pero no confirmó tu reserva');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
  });

  it('confirms a booking the firm confirmed without a recorded payment, claiming no payment', async () => {
    store('paymentData', stored);
    databaseSays({ ...UNPAID, reservaEstado: 'confirmada', expiraEn: null });
    await renderAt();
    expect(heading()).toHaveTextContent('Reserva Confirmada');
    expect(summaryValue('Valor')).toBe('$35.000');
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
    expect(screen.queryByText(/Recibimos tu pago/)).not.toBeInTheDocument();
  });

  it('shows the Webpay voucher of an approved card payment', async () => {
    store('paymentData', stored);
    await renderAt();

    expect(summaryValue('Orden de compra')).toBe('PL-5F0C6A52-1');
    expect(summaryValue('Tarjeta')).toBe('•••• 6623');
    expect(summaryValue('Tipo de pago')).toBe('Débito');
    expect(summaryValue('Cuotas')).toBe('Sin cuotas');
    expect(summaryValue('Código de autorización')).toBe('1213');
    expect(summaryValue('Fecha del pago')).toBe('lunes 9 de marzo de 2026 a las 10:30');
    expect(screen.queryByText('Monto a pagar')).not.toBeInTheDocument();
  });

  it('shows the instalments of a card payment in cuotas', async () => {
    databaseSays({
      ...PAID_BY_CARD,
      pago: pago({ ordenCompra: 'PL-5F0C6A52-2', tipoPago: 'VC', cuotas: 3 }),
    });
    store('paymentData', stored);
    await renderAt();

    expect(summaryValue('Tipo de pago')).toBe('Crédito en 3 cuotas');
    expect(summaryValue('Cuotas')).toBe('3');
  });

  it('says a transfer was verified, without card rows', async () => {
    databaseSays({
      ...PAID_BY_CARD,
      metodoPago: 'transferencia',
      pago: pago({ metodo: 'transferencia', numeroComprobante: '0012345678' }),
    });
    store('paymentData', stored);
    await renderAt();

    expect(heading()).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Monto pagado')).toBe('$35.000');
    expect(summaryValue('Pago')).toBe('Transferencia verificada');
    expect(screen.queryByText('Tarjeta', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Orden de compra')).not.toBeInTheDocument();
  });

  it('reads a declared transfer as a booking received, its payment still to verify', async () => {
    databaseSays(TRANSFER_TO_VERIFY);
    store('paymentData', stored);
    await renderAt('/payment-success?method=transferencia');

    expect(heading()).toHaveTextContent('Reserva recibida: pago por verificar');
    expect(
      screen.getByText('Tu reserva quedó registrada y su pago está por verificar.'),
    ).toBeVisible();
    expect(summaryValue('Monto a pagar')).toBe('$35.000');
    expect(summaryValue('Pago')).toBe('Transferencia por verificar');
    expect(summaryValue('N° de operación')).toBe('0012345678');
    expect(screen.getByText(/Verificamos tu transferencia dentro de 48 horas/)).toHaveTextContent(
      'Mientras tanto, tu hora queda reservada hasta el miércoles 11 de marzo de 2026 a las 10:30.',
    );
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
    expect(screen.queryByText(/Recibimos tu pago/)).not.toBeInTheDocument();
  });

  it('says a transfer declared without its receipt file keeps the slot only until the hold ends', async () => {
    databaseSays({
      ...TRANSFER_TO_VERIFY,
      pago: pago({
        estado: 'por_verificar',
        metodo: 'transferencia',
        numeroComprobante: '0012345678',
        tieneArchivo: false,
      }),
    });
    store('paymentData', stored);
    await renderAt('/payment-success?method=transferencia');

    expect(heading()).toHaveTextContent('Reserva recibida: pago por verificar');
    const next = screen.getByText(/Verificamos tu transferencia y te confirmamos/);
    expect(next).toHaveTextContent(
      'Tu hora queda reservada hasta el miércoles 11 de marzo de 2026 a las 10:30.',
    );
    expect(next).toHaveTextContent(/no podemos guardarla las 48 horas de verificación/);
    expect(screen.queryByText(/dentro de 48 horas/)).not.toBeInTheDocument();
  });

  it.each([
    ['nothing paid', UNPAID],
    [
      'a rejected card payment',
      { ...UNPAID, pago: pago({ estado: 'rechazado', motivo: 'rechazado' }) },
    ],
    [
      'a rejected transfer',
      {
        ...UNPAID,
        pago: pago({ estado: 'rechazado', metodo: 'transferencia', motivo: 'No llegó' }),
      },
    ],
  ])('with %s, says the booking is not paid and leads to the payment', async (_case, state) => {
    databaseSays(state);
    store('paymentData', stored);
    await renderAt();

    expect(heading()).toHaveTextContent('Tu reserva aún no está pagada');
    expect(screen.getByText('No hemos recibido el pago de esta reserva.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toHaveAttribute('href', '/pago');
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
  });

  describe('while Webpay is still confirming the card payment', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('says so, then reads the payment again until it is approved', async () => {
      // Webpay approves when the test says so, not after some real time: the fake clock also
      // moves with the real one, which a busy machine stretches past the 2 s between reads.
      let approved = false;
      ofBooking.mockImplementation(() =>
        Promise.resolve(approved ? PAID_BY_CARD : CARD_CONFIRMING),
      );
      store('paymentData', stored);
      await renderAt('/payment-success?method=transbank&orden=PL-5F0C6A52-1');

      expect(heading()).toHaveTextContent('Estamos confirmando tu pago');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Webpay está confirmando el pago. Esta página se actualiza sola',
      );
      expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
      expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();

      approved = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });

      expect(await screen.findByRole('heading', { name: 'Pago Exitoso' })).toBeVisible();
      expect(summaryValue('Monto pagado')).toBe('$35.000');
      expect(ofBooking.mock.calls.length).toBeGreaterThanOrEqual(2);
    });
  });

  it('does not claim a payment when the database cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ofBooking.mockRejectedValue(new Error('Sin conexión'));
    store('paymentData', stored);
    await renderAt();

    expect(
      await screen.findByRole('heading', { name: 'No pudimos revisar tu pago' }),
    ).toBeVisible();
    expect(screen.getByText(/Si ya pagaste, no pagues de nuevo/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toHaveAttribute('href', '/pago');
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
  });

  it('does not claim a payment when the backend does not start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backends.upcoming = [() => Promise.reject(new Error('Sin base de datos'))];
    store('paymentData', stored);
    await renderAt();

    expect(heading()).toHaveTextContent('No pudimos revisar tu pago');
    expect(ofBooking).not.toHaveBeenCalled();
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
  });

  it('confirms an emergency request with the call-back promise, and no calendar', async () => {
    databaseSays({ ...PAID_BY_CARD, precio: 100000, pago: pago({ monto: 100000 }) });
    store('paymentData', {
      ...stored,
      plan: 'emergencia',
      service: 'Consulta de Emergencia 24/7',
      fecha: '2026-03-08',
      hora: '03:17',
      tipo_reunion: 'telefonica',
      urgente: true,
    });
    await renderAt('/payment-success?method=transbank');

    expect(heading()).toHaveTextContent('Solicitud de emergencia recibida');
    expect(
      screen.getByText(
        'Un abogado te llamará al +56912345678 en menos de 60 minutos desde tu solicitud (03:17, hora de Chile).',
      ),
    ).toBeInTheDocument();
    expect(summaryValue('Monto pagado')).toBe('$100.000');
    expect(summaryValue('Solicitada')).toBe('8 de marzo de 2026, 03:17 hrs');
    expect(screen.queryByText('Fecha', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Te llamamos');
  });

  it('lists the three next steps in order, with the e-mail and the consultation length', async () => {
    store('paymentData', stored);
    await renderAt();

    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Confirmación por correo');
    expect(steps[0]).toHaveTextContent('ana@ejemplo.cl');
    expect(steps[1]).toHaveTextContent('abogado del equipo te contactará');
    expect(steps[2]).toHaveTextContent('45 minutos, por videollamada');
  });

  it('offers help by e-mail and links home and to the blog', async () => {
    store('paymentData', stored);
    await renderAt();

    expect(screen.getByRole('link', { name: 'contacto@puntolegal.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@puntolegal.cl',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Leer el blog' })).toHaveAttribute('href', '/blog');
  });

  it('has one h1 and headings in order', async () => {
    store('paymentData', stored);
    await renderAt();

    const levels = screen
      .getAllByRole('heading')
      .map((element) => Number(element.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it('confirms a free booking without an amount, and without the database', async () => {
    store('paymentData', { ...stored, plan: 'gratis', service: 'Consulta Gratuita' });
    await renderAt();

    expect(heading()).toHaveTextContent('Reserva Confirmada');
    expect(summaryValue('Valor')).toBe('Consulta gratuita');
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
    expect(backends.starts).toBe(0);
  });

  it('names the lawyer and gives the reschedule link, still without the database', async () => {
    const token = 'c'.repeat(64);
    store('paymentData', {
      ...stored,
      plan: 'gratis',
      service: 'Consulta Gratuita',
      abogado: 'Abogada Demo',
      tokenGestion: token,
    });
    await renderAt();

    expect(summaryValue('Te atiende')).toBe('Abogada Demo');
    expect(
      screen.getByText('Guarda este enlace para cambiar la hora si lo necesitas:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/reserva\/gestionar\?token=c+$/ })).toHaveAttribute(
      'href',
      `/reserva/gestionar?token=${token}`,
    );
    expect(backends.starts).toBe(0);
  });

  it('gives no reschedule link without its secret', async () => {
    store('paymentData', { ...stored, plan: 'gratis', service: 'Consulta Gratuita' });
    await renderAt();
    expect(screen.queryByRole('link', { name: /reserva\/gestionar/ })).not.toBeInTheDocument();
  });

  it('treats a booking made with the free payment method as free', async () => {
    store('paymentData', { ...stored, paymentMethod: 'gratis' });
    await renderAt();

    expect(heading()).toHaveTextContent('Reserva Confirmada');
    expect(screen.getByText('Consulta gratuita')).toBeInTheDocument();
    expect(screen.queryByText('$35.000')).not.toBeInTheDocument();
    expect(ofBooking).not.toHaveBeenCalled();
  });

  it.each(['laboral', 'contratos-express', 'corporativo', 'premium'])(
    'does not claim a payment for %s named in the URL without a booking of it',
    async (id) => {
      await renderAt(`/payment-success/${id}`);

      expect(heading()).toHaveTextContent('No encontramos una reserva reciente');
      expect(screen.getByText(/Si ya pagaste, revisa tu correo/)).toBeVisible();
      expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
      expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
      expect(backends.starts).toBe(0);
    },
  );

  it('confirms the free consultation named in the URL', async () => {
    await renderAt('/payment-success/gratis');

    expect(heading()).toHaveTextContent('Reserva Confirmada');
    expect(summaryValue('Servicio')).toBe('Consulta Gratuita');
    expect(summaryValue('Valor')).toBe('Consulta gratuita');
    // No stored booking: no date, no calendar, a generic e-mail step.
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar evento/ })).not.toBeInTheDocument();
    expect(screen.getByText(/confirmación de tu reserva a tu correo electrónico/)).toBeVisible();
  });

  it('shows the stored booking with the URL only when it is for the same plan', async () => {
    store('paymentData', stored);
    const { unmount } = await renderAt('/payment-success/laboral');
    expect(heading()).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Fecha')).toBe('10 de marzo de 2026');
    unmount();

    await renderAt('/payment-success/contratos-express');
    expect(heading()).toHaveTextContent('No encontramos una reserva reciente');
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByText(/ana@ejemplo.cl/)).not.toBeInTheDocument();
  });

  it('explains an unknown service and links to the services', async () => {
    store('paymentData', stored);
    await renderAt('/payment-success/no-existe');

    expect(heading()).toHaveTextContent('No encontramos este servicio');
    expect(screen.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
  });

  it('says there is no recent booking when nothing is stored', async () => {
    await renderAt();

    expect(heading()).toHaveTextContent('No encontramos una reserva reciente');
    // A plain consultation, never the premium plan a bare /agendamiento falls back to.
    expect(screen.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=general',
    );
  });

  it('offers to book again on the plan of the draft in progress', async () => {
    store('bookingDraft', { ...DRAFT, plan: 'familia' });
    await renderAt();

    expect(screen.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=familia',
    );
  });

  it("never shows another person's booking", async () => {
    store('paymentData', stored, 'usuario-1');
    setCurrentOwner('usuario-2');
    await renderAt();

    expect(heading()).toHaveTextContent('No encontramos una reserva reciente');
    expect(screen.queryByText('ana@ejemplo.cl')).not.toBeInTheDocument();
    expect(ofBooking).not.toHaveBeenCalled();
  });

  it('does not crash on corrupt stored data', async () => {
    sessionStorage.setItem('paymentData', '{"plan": "laboral", ');
    sessionStorage.setItem('transbankPayment', 'no es JSON');
    await renderAt('/payment-success?method=transbank');

    expect(heading()).toHaveTextContent('No encontramos una reserva reciente');
  });

  it('still confirms a booking whose stored date is impossible, without date or calendar', async () => {
    store('paymentData', { ...stored, fecha: '2026-02-30' });
    await renderAt();

    expect(heading()).toHaveTextContent('Pago Exitoso');
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar evento/ })).not.toBeInTheDocument();
  });

  it('on the return from the card payment, settles the buy order and shows the card record', async () => {
    databaseSays({
      ...PAID_BY_CARD,
      precio: 30000,
      pago: pago({ monto: 30000, ordenCompra: 'PL-5F0C6A52-1', ultimosDigitos: '6623' }),
    });
    store('paymentData', stored);
    store('transbankPayment', card);
    await renderAt('/payment-success?method=transbank&orden=PL-5F0C6A52-1');

    expect(settleCard).toHaveBeenCalledWith('PL-5F0C6A52-1');
    expect(ofBooking).toHaveBeenCalledWith(RESERVA_ID);
    // The outcome is recorded before the state is read.
    expect(settleCard.mock.invocationCallOrder[0]).toBeLessThan(
      ofBooking.mock.invocationCallOrder[0] ?? 0,
    );
    expect(heading()).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Servicio')).toBe('Consulta de Familia');
    expect(summaryValue('Monto pagado')).toBe('$30.000');
    expect(summaryValue('Modalidad')).toBe('Llamada telefónica');
    expect(summaryValue('Orden de compra')).toBe('PL-5F0C6A52-1');
    expect(screen.queryByText(/verificará el pago con tarjeta/)).not.toBeInTheDocument();
  });

  it('falls back to the booking on the card return when there is no card record', async () => {
    store('paymentData', stored);
    await renderAt('/payment-success?method=transbank');

    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(heading()).toHaveTextContent('Pago Exitoso');
  });

  it('does not confirm a card payment the visitor aborted at Webpay', async () => {
    store('paymentData', stored);
    store('transbankPayment', card);
    await renderAt('/payment-success?method=transbank&TBK_TOKEN=t&TBK_ORDEN_COMPRA=PL-1');

    expect(heading()).toHaveTextContent('El pago con tarjeta fue cancelado');
    expect(screen.getByRole('link', { name: 'Volver al pago' })).toHaveAttribute('href', '/pago');
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
  });

  it("removes the wizard's draft on mount and keeps the booking for a reload", async () => {
    store('bookingDraft', DRAFT);
    store('paymentData', stored);
    const { unmount } = await renderAt();

    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
    expect(sessionStorage.getItem('paymentData')).not.toBeNull();
    unmount();
    await renderAt();
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
  });

  it('links to Google Calendar in a new tab, with the booking in UTC', async () => {
    store('paymentData', stored);
    await renderAt();

    const link = screen.getByRole('link', { name: /Agregar a Google Calendar/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('dates')).toBe('20260310T130000Z/20260310T134500Z');
    expect(url.searchParams.get('text')).toBe('Consulta Laboral · Punto Legal');
  });

  describe('the .ics download', () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:consulta');

    beforeEach(() => {
      createObjectURL.mockClear();
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('downloads the consultation in Chilean time, without the case description', async () => {
      store('paymentData', stored);
      await renderAt();

      await userEvent.click(screen.getByRole('button', { name: 'Descargar evento (.ics)' }));

      expect(createObjectURL).toHaveBeenCalledTimes(1);
      const blob = createObjectURL.mock.calls[0]?.[0];
      expect(blob).toBeInstanceOf(Blob);
      const ics = (await blob?.text()) ?? '';
      expect(ics).toContain('DTSTART;TZID=America/Santiago:20260310T100000');
      expect(ics).toContain('DTEND;TZID=America/Santiago:20260310T104500');
      expect(ics).toContain(`UID:${RESERVA_ID}@puntolegal.cl`);
      expect(ics).not.toMatch(/Despido|12\.345\.678|Ana|ana@ejemplo/);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Descargamos el archivo consulta-punto-legal.ics.',
      );
    });
  });

  it('says Cargando... until it can read the browser, e.g. when rendered on a server', () => {
    store('paymentData', stored);
    const html = renderToString(page('/payment-success'));

    expect(html).toMatch(/<p role="status"[^>]*>Cargando\.\.\.<\/p>/);
    expect(html).not.toContain('Pago Exitoso');
    expect(backends.starts).toBe(0);
  });
});
