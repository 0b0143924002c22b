import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentData } from '@/lib/booking/payment-data';
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

const store = (value: unknown) => {
  localStorage.setItem('paymentData', JSON.stringify(value));
};

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
      ['nothing stored', null],
      ['garbage JSON', '{"reservaId": '],
      ['a reservation id that is not one', JSON.stringify({ ...stored, reservaId: 'abc' })],
      ['an unknown plan', JSON.stringify({ ...stored, plan: 'plan-falso' })],
      ['a time that is not a slot', JSON.stringify({ ...stored, hora: '03:00' })],
    ])('with %s: says it is loading, then goes to /agendamiento', (_case, raw) => {
      if (raw !== null) localStorage.setItem('paymentData', raw);
      renderAt();

      expect(screen.getByRole('status')).toHaveTextContent('Cargando información de pago...');
      expect(
        screen.queryByRole('heading', { name: 'Pago de tu consulta' }),
      ).not.toBeInTheDocument();
      advance(799);
      expect(location()).toBe('/pago');

      advance(1);
      expect(screen.getByRole('heading', { name: 'Agendamiento' })).toBeInTheDocument();
      expect(location()).toBe('/agendamiento');
    });

    it('removes what it cannot read', () => {
      localStorage.setItem('paymentData', 'no es JSON');
      renderAt();
      expect(localStorage.getItem('paymentData')).toBeNull();
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
      expect(localStorage.getItem('transbankPayment')).toBeNull();
      advance(1500);

      const record: unknown = JSON.parse(localStorage.getItem('transbankPayment') ?? 'null');
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
