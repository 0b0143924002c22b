import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EMPTY_DATOS, writeBookingDraft } from '@/lib/booking/booking-draft';
import type { PaymentData } from '@/lib/booking/payment-data';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { LocationProbe } from '@/test/render-app';
import PaymentPage from './payment-page';

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

    it('confirms the request and the call-back instead of a slot', () => {
      store(urgent);
      renderAt();

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

    it('does not make the call wait for the transfer', () => {
      store(urgent);
      renderAt('/pago?metodo=transferencia');
      expect(
        screen.getByText(
          /La llamada no espera esa verificación: un abogado te llama en menos de 60 minutos/,
        ),
      ).toBeInTheDocument();
    });
  });

  describe('with a booking to pay', () => {
    it('summarises it with the catalogue price, not the stored one', () => {
      store(stored);
      renderAt();

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

    it('leads back to the booking, on its plan', () => {
      store(stored);
      renderAt();
      expect(screen.getByRole('link', { name: '← Volver a la reserva' })).toHaveAttribute(
        'href',
        '/agendamiento?plan=laboral&paso=pago',
      );
    });

    it('announces Mercado Pago and Bitcoin as coming soon, and disabled', () => {
      store(stored);
      renderAt();

      for (const name of [/Mercado Pago/, /Bitcoin/]) {
        const button = screen.getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveTextContent('Próximamente');
      }
      expect(screen.getByRole('button', { name: /Transferencia bancaria/ })).toBeEnabled();
    });

    it('shows the transfer details after processing for 1.5 s', () => {
      store(stored);
      renderAt();

      fireEvent.click(screen.getByRole('button', { name: /Transferencia bancaria/ }));

      expect(screen.getByRole('status')).toHaveTextContent('Procesando método de pago...');
      expect(screen.getByRole('button', { name: /Tarjeta de crédito o débito/ })).toBeDisabled();
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

      const whatsapp = screen.getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
      const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
      expect(text).toContain('Consulta Laboral');
      expect(text).toContain('$35.000');
      expect(text).toContain('5F0C6A52');
      expect(screen.getByText('5F0C6A52')).toBeInTheDocument();
    });

    it('keeps the chosen method in the URL', () => {
      store(stored);
      renderAt('/pago?metodo=transferencia');

      expect(
        screen.getByRole('heading', { name: 'Datos para la transferencia' }),
      ).toBeInTheDocument();
    });

    it('prepares the card payment record and shows it', () => {
      store(stored);
      renderAt();

      fireEvent.click(screen.getByRole('button', { name: /Tarjeta de crédito o débito/ }));
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
      expect(within(section).getByText(/^PL-\d+$/)).toBeInTheDocument();
      expect(location()).toBe('/pago?metodo=tarjeta');
    });
  });
});
