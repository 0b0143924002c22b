import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthEvent, BackendPort, BookingPayment, Session } from '@/backend/port';
import { EMPTY_DATOS, writeBookingDraft } from '@/booking/model/booking-draft';
import type { PaymentData } from '@/booking/model/payment-data';
import { CARD_FAILURE_MESSAGES } from '@/lib/payments/card-return';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { backends, resetBackendStarts } from '@/test/backend-starter';
import { fakeBackend } from '@/test/fake-backend';
import { LocationProbe } from '@/test/render-app';
import PaymentPage from './payment-page';

vi.mock(
  '@/backend/get-backend',
  async () => (await import('@/test/backend-starter')).backendStarter,
);

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

/** As createBooking stores it (paymentDataFor), with the price tampered. */
const stored: PaymentData = {
  id: '1795435200000',
  reservaId: RESERVA_ID,
  plan: 'laboral',
  service: 'Consulta Laboral',
  category: 'Laboral',
  // Tampered: the page must show the catalogue's $35.000, not this.
  price: '1',
  fecha: '2026-11-24',
  hora: '10:00',
  tipo_reunion: 'videollamada',
  cliente: { nombre: 'Ana Pérez', email: 'ana@ejemplo.cl', telefono: '+56912345678' },
  descripcion: 'Despido injustificado',
};

/** Stored as the booking tab keeps it: in sessionStorage, with when and for whom. */
const store = (value: object, stamp: { savedAt?: number; owner?: string } = {}) => {
  sessionStorage.setItem(
    'paymentData',
    JSON.stringify({ ...value, savedAt: Date.now(), owner: 'anonimo', ...stamp }),
  );
};
const HOLD_MS = 2 * 60 * 60 * 1000;

type Pago = NonNullable<BookingPayment['pago']>;

const pago = (fields: Partial<Pago>): Pago => ({
  estado: 'pendiente',
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
  fecha: '2026-11-23T11:30:00Z',
  ...fields,
});

/** The booking as the database holds it: pending, its slot held for two more hours. */
const PENDING: BookingPayment = {
  reservaEstado: 'pendiente',
  expiraEn: '2026-11-23T14:00:00Z',
  precio: 35000,
  metodoPago: null,
  pago: null,
};

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

/**
 * Clicks go through fireEvent: user-event waits on a real-time tick that these exact fake timers
 * (needed to check the 1.5 s and 0.8 s delays to the millisecond) never let pass.
 */
function renderAt(url = '/pago') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/pago" element={<PaymentPage />} />
        <Route path="/agendamiento" element={<h1>Agendamiento</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/**
 * Lets the backend start and the payment state be read, without moving the clock: promises
 * settle and timers due now run (React Query hands its results over in a zero-delay timeout).
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Renders /pago and waits for the database's word on the booking's payment. */
async function renderRead(url = '/pago') {
  renderAt(url);
  await settle();
}

/** The value shown next to a label of the summary. */
function summaryValue(term: string): string | null {
  const summary = screen.getByRole('region', { name: 'Resumen de tu consulta' });
  return (
    within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null
  );
}

const DRAFT = {
  plan: 'laboral',
  datos: { ...EMPTY_DATOS, nombre: 'Ana Pérez' },
  fecha: null,
  hora: null,
  tipoReunion: 'videollamada' as const,
};

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  ofBooking.mockReset().mockResolvedValue(PENDING);
  settleCard.mockReset().mockResolvedValue(undefined);
  resetBackendStarts(backendWith({ ofBooking, settleCard }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentPage', () => {
  describe('without a booking to pay', () => {
    it.each([
      ['nothing stored', () => undefined],
      ['garbage JSON', () => sessionStorage.setItem('paymentData', '{"reservaId": ')],
      ['a reservation id that is not one', () => store({ ...stored, reservaId: 'abc' })],
      ['an unknown plan', () => store({ ...stored, plan: 'plan-falso' })],
      ['a time that is not a slot', () => store({ ...stored, hora: '03:00' })],
      ['a booking older than the hold', () => store(stored, { savedAt: Date.now() - HOLD_MS - 1 })],
      ['a booking left in localStorage', () => localStorage.setItem('paymentData', '{}')],
      [
        'the booking of another person',
        () => {
          store(stored, { owner: 'usuario-1' });
          setCurrentOwner('usuario-2');
        },
      ],
    ])('with %s: says it is loading, then goes to book a consultation', (_case, arrange) => {
      arrange();
      renderAt();

      expect(screen.getByRole('status')).toHaveTextContent('Cargando información de pago...');
      expect(
        screen.queryByRole('heading', { name: 'Pago de tu consulta' }),
      ).not.toBeInTheDocument();
      advance(799);
      expect(location()).toBe('/pago');

      advance(1);
      expect(screen.getByRole('heading', { name: 'Agendamiento' })).toBeInTheDocument();
      // A plain consultation, never the premium plan a bare /agendamiento falls back to.
      expect(location()).toBe('/agendamiento?plan=general');
      // Nothing to pay: the database is never started.
      expect(backends.starts).toBe(0);
    });

    it('sends back to the plan being booked, when there is a draft', () => {
      writeBookingDraft({ ...DRAFT, plan: 'familia' }, 'anonimo');
      renderAt();
      advance(800);
      expect(location()).toBe('/agendamiento?plan=familia');
    });

    it('removes what it cannot read', () => {
      sessionStorage.setItem('paymentData', 'no es JSON');
      localStorage.setItem('paymentData', JSON.stringify(stored));
      renderAt();
      expect(sessionStorage.getItem('paymentData')).toBeNull();
      expect(localStorage.getItem('paymentData')).toBeNull();
    });
  });

  describe('with an emergency request to pay', () => {
    const urgent = {
      ...stored,
      plan: 'emergencia',
      service: 'Consulta de Emergencia 24/7',
      category: 'Emergencia',
      fecha: '2026-11-29',
      hora: '03:17',
      tipo_reunion: 'telefonica',
      urgente: true,
    };

    it('confirms the request and the call-back instead of a slot', async () => {
      store(urgent);
      await renderRead();

      expect(
        screen.getByText('Recibimos tu solicitud de emergencia a las 03:17.'),
      ).toBeInTheDocument();
      expect(summaryValue('Precio')).toBe('$100.000');
      expect(summaryValue('Solicitada')).toBe(
        'domingo 29 de noviembre de 2026, 03:17 (hora de Chile)',
      );
      expect(summaryValue('Te llamamos')).toBe('En menos de 60 minutos, al +56912345678');
      expect(
        screen.getByRole('link', { name: '← Volver a la consulta de emergencia' }),
      ).toHaveAttribute('href', '/urgente');
    });

    it('does not make the call wait for the transfer', async () => {
      store(urgent);
      await renderRead('/pago?metodo=transferencia');
      expect(
        screen.getByText(
          /La llamada no espera esa verificación: un abogado te llama en menos de 60 minutos/,
        ),
      ).toBeInTheDocument();
    });
  });

  describe('with a booking to pay', () => {
    it('summarises it with the catalogue price, not the stored one', async () => {
      store(stored);
      await renderRead();

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago de tu consulta');
      expect(summaryValue('Servicio')).toBe('Consulta Laboral');
      expect(summaryValue('Precio')).toBe('$35.000');
      expect(summaryValue('Fecha')).toBe('martes 24 de noviembre de 2026');
      expect(summaryValue('Hora')).toBe('10:00 (hora de Chile)');
      expect(summaryValue('Correo')).toBe('ana@ejemplo.cl');
      expect(screen.queryByText('$1')).not.toBeInTheDocument();
      advance(2000);
      expect(location()).toBe('/pago');
    });

    it('reads the state of the payment from the database, and says until when the slot is held', async () => {
      store(stored);
      renderAt();

      // The summary is there at once; the methods wait for the database.
      expect(summaryValue('Servicio')).toBe('Consulta Laboral');
      expect(screen.queryByRole('button', { name: /Transferencia bancaria/ })).toBeNull();
      await settle();

      expect(ofBooking).toHaveBeenCalledWith(RESERVA_ID);
      expect(settleCard).not.toHaveBeenCalled();
      expect(
        screen.getByText(/Tu hora queda reservada hasta el/, { selector: 'p' }),
      ).toHaveTextContent(
        'Tu hora queda reservada hasta el lunes 23 de noviembre de 2026 a las 11:00. Paga antes de esa hora para confirmarla.',
      );
      expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('leads back to the booking, on its plan', async () => {
      store(stored);
      await renderRead();
      expect(screen.getByRole('link', { name: '← Volver a la reserva' })).toHaveAttribute(
        'href',
        '/agendamiento?plan=laboral&paso=pago',
      );
    });

    it('announces Mercado Pago and Bitcoin as coming soon, and disabled', async () => {
      store(stored);
      await renderRead();

      for (const name of [/Mercado Pago/, /Bitcoin/]) {
        const button = screen.getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveTextContent('Próximamente');
      }
      expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeEnabled();
    });

    it('shows the transfer details after processing for 1.5 s', async () => {
      store(stored);
      await renderRead();

      fireEvent.click(screen.getByRole('button', { name: /Transferencia bancaria/ }));

      expect(screen.getByRole('status')).toHaveTextContent('Procesando método de pago...');
      expect(screen.getByRole('button', { name: /Tarjeta de débito o crédito/ })).toBeDisabled();
      advance(1499);
      expect(
        screen.queryByRole('heading', { name: 'Datos para la transferencia' }),
      ).not.toBeInTheDocument();

      advance(1);
      expect(screen.queryByText('Procesando método de pago...')).not.toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Datos para la transferencia' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByRole('button', { name: 'Copiar número de cuenta' })).toBeInTheDocument();
      expect(location()).toBe('/pago?metodo=transferencia');

      const whatsapp = screen.getByRole('link', { name: 'Por WhatsApp' });
      const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
      expect(text).toContain('Consulta Laboral');
      expect(text).toContain('$35.000');
      expect(text).toContain('5F0C6A52');
      expect(screen.getAllByText('5F0C6A52').length).toBeGreaterThan(0);
      // The receipt is declared on the page, against the booking.
      const form = screen.getByRole('form', { name: 'Enviar comprobante' });
      expect(within(form).getByRole('textbox', { name: /Número de operación/ })).toBeVisible();
    });

    it('keeps the chosen method in the URL', async () => {
      store(stored);
      await renderRead('/pago?metodo=transferencia');

      expect(
        screen.getByRole('heading', { name: 'Datos para la transferencia' }),
      ).toBeInTheDocument();
    });

    it('prepares the card payment record and offers to pay with Webpay', async () => {
      store(stored);
      await renderRead();

      fireEvent.click(screen.getByRole('button', { name: /Tarjeta de débito o crédito/ }));
      expect(sessionStorage.getItem('transbankPayment')).toBeNull();
      advance(1500);

      const record: unknown = JSON.parse(sessionStorage.getItem('transbankPayment') ?? 'null');
      expect(record).toMatchObject({
        reservaId: RESERVA_ID,
        plan: 'laboral',
        transbankData: {
          amount: '35000',
          orderId: expect.stringMatching(/^PL-\d+$/) as unknown,
          sessionId: stored.id,
          returnUrl: expect.stringMatching(/\/payment-success\?method=transbank$/) as unknown,
          cancelUrl: expect.stringMatching(/\/pago$/) as unknown,
        },
      });
      const section = screen.getByRole('region', { name: 'Pago con tarjeta' });
      expect(within(section).getByText('$35.000')).toBeInTheDocument();
      expect(
        within(section).getByRole('button', { name: 'Pagar $35.000 con Webpay' }),
      ).toBeEnabled();
      expect(location()).toBe('/pago?metodo=tarjeta');
    });
  });

  describe('back from a card payment that did not go through', () => {
    const failedReturn = '/pago?metodo=tarjeta&pago=rechazado&orden=PL-5F0C6A52-1';

    it('says why, records the outcome of the buy order, and lets the client pay again', async () => {
      ofBooking.mockResolvedValue({
        ...PENDING,
        pago: pago({ estado: 'rechazado', motivo: 'rechazado', ordenCompra: 'PL-5F0C6A52-1' }),
      });
      store(stored);
      await renderRead(failedReturn);

      expect(screen.getByRole('alert')).toHaveTextContent(CARD_FAILURE_MESSAGES.rechazado);
      expect(settleCard).toHaveBeenCalledWith('PL-5F0C6A52-1');
      expect(ofBooking).toHaveBeenCalledWith(RESERVA_ID);
      // The outcome is recorded before the state is read.
      expect(settleCard.mock.invocationCallOrder[0]).toBeLessThan(
        ofBooking.mock.invocationCallOrder[0] ?? 0,
      );
      const section = screen.getByRole('region', { name: 'Pago con tarjeta' });
      expect(
        within(section).getByRole('button', { name: 'Pagar $35.000 con Webpay' }),
      ).toBeEnabled();
      expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeEnabled();
    });

    it('does not settle anything without a buy order', async () => {
      store(stored);
      await renderRead('/pago?metodo=tarjeta&pago=cancelado');

      expect(screen.getByRole('alert')).toHaveTextContent(CARD_FAILURE_MESSAGES.cancelado);
      expect(settleCard).not.toHaveBeenCalled();
      expect(ofBooking).toHaveBeenCalledWith(RESERVA_ID);
    });

    it('ignores a reason it does not know', async () => {
      store(stored);
      await renderRead('/pago?metodo=tarjeta&pago=inventado');

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('inventado')).not.toBeInTheDocument();
    });
  });

  describe('with a booking that can no longer be paid', () => {
    const methodsShown = () =>
      screen.queryByRole('button', { name: /Transferencia bancaria/ }) ??
      screen.queryByRole('button', { name: /Tarjeta de débito o crédito/ });

    it('says a paid booking is paid, and offers no way to pay it again', async () => {
      ofBooking.mockResolvedValue({
        ...PENDING,
        reservaEstado: 'confirmada',
        expiraEn: null,
        metodoPago: 'tarjeta',
        pago: pago({ estado: 'aprobado', ordenCompra: 'PL-5F0C6A52-1' }),
      });
      store(stored);
      await renderRead('/pago?metodo=tarjeta');

      expect(screen.getByText('Esta reserva ya está pagada y confirmada.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver la confirmación' })).toHaveAttribute(
        'href',
        '/payment-success',
      );
      expect(methodsShown()).toBeNull();
      expect(screen.queryByRole('region', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Pagar .* con Webpay/ })).toBeNull();
    });

    it('says a declared transfer is being verified, and offers no way to pay again', async () => {
      ofBooking.mockResolvedValue({
        ...PENDING,
        expiraEn: '2026-11-25T12:00:00Z',
        pago: pago({
          estado: 'por_verificar',
          metodo: 'transferencia',
          numeroComprobante: '0012345678',
        }),
      });
      store(stored);
      await renderRead('/pago?metodo=transferencia');

      expect(
        screen.getByText(
          'Recibimos tu comprobante N° 0012345678: estamos verificando la transferencia.',
        ),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Tu hora queda reservada hasta el miércoles 25 de noviembre de 2026 a las 09:00.',
        ),
      ).toBeVisible();
      expect(methodsShown()).toBeNull();
      expect(screen.queryByRole('form', { name: 'Enviar comprobante' })).not.toBeInTheDocument();
    });

    it('says the hold ended, and leads to book a new slot instead of paying', async () => {
      ofBooking.mockResolvedValue({ ...PENDING, reservaEstado: 'expirada' });
      store(stored);
      await renderRead('/pago?metodo=transferencia');

      expect(screen.getByRole('alert')).toHaveTextContent(
        'El plazo para pagar esta reserva terminó y la hora se liberó.',
      );
      expect(screen.getByRole('link', { name: 'Agenda una nueva hora' })).toHaveAttribute(
        'href',
        '/agendamiento?plan=laboral',
      );
      expect(methodsShown()).toBeNull();
      expect(
        screen.queryByRole('heading', { name: 'Datos para la transferencia' }),
      ).not.toBeInTheDocument();
    });

    it('offers no way to pay once the hold is over, even before the database marks it expired', async () => {
      ofBooking.mockResolvedValue({
        ...PENDING,
        expiraEn: new Date(Date.now() - 60_000).toISOString(),
      });
      store(stored);
      await renderRead('/pago?metodo=tarjeta');

      expect(screen.getByRole('alert')).toHaveTextContent(
        'El plazo para pagar esta reserva terminó',
      );
      expect(methodsShown()).toBeNull();
      expect(screen.queryByRole('button', { name: /con Webpay/ })).not.toBeInTheDocument();
    });

    it('says so when the state of the payment cannot be read, and offers no way to pay', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      ofBooking.mockRejectedValue(new Error('Sin conexión con la base de datos'));
      store(stored);
      await renderRead();
      // React Query tries once more after a second.
      advance(1000);
      await settle();

      expect(screen.getByRole('alert')).toHaveTextContent(
        'No pudimos revisar el estado de tu pago: Sin conexión con la base de datos',
      );
      expect(methodsShown()).toBeNull();
    });
  });
});
