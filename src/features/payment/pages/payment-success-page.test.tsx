import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentData, TransbankPayment } from '@/lib/booking/payment-data';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import PaymentSuccessPage from './payment-success-page';

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

const page = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-success/:serviceId" element={<PaymentSuccessPage />} />
    </Routes>
  </MemoryRouter>
);

const renderAt = (url = '/payment-success') => render(page(url));

/** The value shown next to a label of the booking summary. */
function summaryValue(term: string): string | null {
  const summary = screen.getByRole('region', { name: 'Resumen de tu reserva' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('PaymentSuccessPage', () => {
  it('confirms a paid booking from the stored data, with the catalogue price', () => {
    store('paymentData', stored);
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(summaryValue('Monto pagado')).toBe('$35.000');
    expect(summaryValue('Código de reserva')).toBe('5F0C6A52');
    expect(summaryValue('Fecha')).toBe('10 de marzo de 2026');
    expect(summaryValue('Hora')).toBe('10:00 hrs (hora de Chile)');
    expect(summaryValue('Modalidad')).toBe('Videollamada');
    expect(screen.getByText(/Te contactaremos dentro de 24 horas/)).toBeInTheDocument();
    expect(screen.queryByText(/verificará el pago con tarjeta/)).not.toBeInTheDocument();
  });

  it('confirms an emergency request with the call-back promise, and no calendar', () => {
    store('paymentData', {
      ...stored,
      plan: 'emergencia',
      service: 'Consulta de Emergencia 24/7',
      fecha: '2026-03-08',
      hora: '03:17',
      tipo_reunion: 'telefonica',
      urgente: true,
    });
    renderAt('/payment-success?method=transbank');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Solicitud de emergencia recibida',
    );
    expect(
      screen.getByText(
        'Un abogado te llamará al +56912345678 en menos de 60 minutos desde tu solicitud (03:17, hora de Chile).',
      ),
    ).toBeInTheDocument();
    expect(summaryValue('Solicitada')).toBe('8 de marzo de 2026, 03:17 hrs');
    expect(screen.queryByText('Fecha', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Te llamamos');
  });

  it('lists the three next steps in order, with the e-mail and the consultation length', () => {
    store('paymentData', stored);
    renderAt();

    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Confirmación por correo');
    expect(steps[0]).toHaveTextContent('ana@ejemplo.cl');
    expect(steps[1]).toHaveTextContent('abogado del equipo te contactará');
    expect(steps[2]).toHaveTextContent('45 minutos, por videollamada');
  });

  it('offers help by e-mail and links home and to the blog', () => {
    store('paymentData', stored);
    renderAt();

    expect(screen.getByRole('link', { name: 'contacto@puntolegal.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@puntolegal.cl',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Leer el blog' })).toHaveAttribute('href', '/blog');
  });

  it('has one h1 and headings in order', () => {
    store('paymentData', stored);
    renderAt();

    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it('confirms a free booking without an amount', () => {
    store('paymentData', { ...stored, plan: 'gratis', service: 'Consulta Gratuita' });
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reserva Confirmada');
    expect(summaryValue('Valor')).toBe('Consulta gratuita');
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
  });

  it('treats a booking made with the free payment method as free', () => {
    store('paymentData', { ...stored, paymentMethod: 'gratis' });
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reserva Confirmada');
    expect(screen.getByText('Consulta gratuita')).toBeInTheDocument();
    expect(screen.queryByText('$35.000')).not.toBeInTheDocument();
  });

  it('shows the plan named in the URL, at its catalogue price', () => {
    renderAt('/payment-success/laboral');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(summaryValue('Monto pagado')).toBe('$35.000');
    // No stored booking: no date, no calendar, a generic e-mail step.
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar evento/ })).not.toBeInTheDocument();
    expect(screen.getByText(/confirmación de tu reserva a tu correo electrónico/)).toBeVisible();
  });

  it('shows a static service named in the URL, with its delivery time', () => {
    renderAt('/payment-success/contratos-express');

    expect(summaryValue('Servicio')).toBe('Contratos Express');
    expect(summaryValue('Monto pagado')).toBe('$15.000');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Entrega');
    expect(steps[2]).toHaveTextContent('en un plazo de 12-48 horas');
  });

  it("gives a specialized service's consultation its own length", () => {
    renderAt('/payment-success/corporativo');

    expect(summaryValue('Servicio')).toBe('Consulta Empresarial');
    expect(summaryValue('Monto pagado')).toBe('$45.000');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('La consulta dura 45 minutos.');
  });

  it('shows the stored booking with the URL only when it is for the same plan', () => {
    store('paymentData', stored);
    const { unmount } = renderAt('/payment-success/laboral');
    expect(summaryValue('Fecha')).toBe('10 de marzo de 2026');
    unmount();

    renderAt('/payment-success/contratos-express');
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByText(/ana@ejemplo.cl/)).not.toBeInTheDocument();
  });

  it('explains an unknown service and links to the services', () => {
    store('paymentData', stored);
    renderAt('/payment-success/no-existe');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos este servicio',
    );
    expect(screen.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
  });

  it('says there is no recent booking when nothing is stored', () => {
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos una reserva reciente',
    );
    // A plain consultation, never the premium plan a bare /agendamiento falls back to.
    expect(screen.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=general',
    );
  });

  it('offers to book again on the plan of the draft in progress', () => {
    store('bookingDraft', { ...DRAFT, plan: 'familia' });
    renderAt();

    expect(screen.getByRole('link', { name: 'Agendar una consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=familia',
    );
  });

  it("never shows another person's booking", () => {
    store('paymentData', stored, 'usuario-1');
    setCurrentOwner('usuario-2');
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos una reserva reciente',
    );
    expect(screen.queryByText('ana@ejemplo.cl')).not.toBeInTheDocument();
  });

  it('does not crash on corrupt stored data', () => {
    sessionStorage.setItem('paymentData', '{"plan": "laboral", ');
    sessionStorage.setItem('transbankPayment', 'no es JSON');
    renderAt('/payment-success?method=transbank');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos una reserva reciente',
    );
  });

  it('still confirms a booking whose stored date is impossible, without date or calendar', () => {
    store('paymentData', { ...stored, fecha: '2026-02-30' });
    renderAt();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago Exitoso');
    expect(screen.queryByText('Fecha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar evento/ })).not.toBeInTheDocument();
  });

  it('on the return from the card payment, shows the card record and the verification note', () => {
    store('paymentData', stored);
    store('transbankPayment', card);
    renderAt('/payment-success?method=transbank&token_ws=abc');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago Exitoso');
    expect(summaryValue('Servicio')).toBe('Consulta de Familia');
    expect(summaryValue('Monto pagado')).toBe('$30.000');
    expect(summaryValue('Modalidad')).toBe('Llamada telefónica');
    expect(
      screen.getByText(/verificará el pago con tarjeta y te enviaremos la confirmación por correo/),
    ).toBeInTheDocument();
  });

  it('falls back to the booking on the card return when there is no card record', () => {
    store('paymentData', stored);
    renderAt('/payment-success?method=transbank');

    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
    expect(screen.getByText(/verificará el pago con tarjeta/)).toBeInTheDocument();
  });

  it('does not confirm a card payment the visitor aborted at Webpay', () => {
    store('paymentData', stored);
    store('transbankPayment', card);
    renderAt('/payment-success?method=transbank&TBK_TOKEN=t&TBK_ORDEN_COMPRA=PL-1');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'El pago con tarjeta fue cancelado',
    );
    expect(screen.getByRole('link', { name: 'Volver al pago' })).toHaveAttribute('href', '/pago');
    expect(screen.queryByText('Pago Exitoso')).not.toBeInTheDocument();
    expect(screen.queryByText('Monto pagado')).not.toBeInTheDocument();
  });

  it("removes the wizard's draft on mount and keeps the booking for a reload", () => {
    store('bookingDraft', DRAFT);
    store('paymentData', stored);
    const { unmount } = renderAt();

    expect(sessionStorage.getItem('bookingDraft')).toBeNull();
    expect(sessionStorage.getItem('paymentData')).not.toBeNull();
    unmount();
    renderAt();
    expect(summaryValue('Servicio')).toBe('Consulta Laboral');
  });

  it('links to Google Calendar in a new tab, with the booking in UTC', () => {
    store('paymentData', stored);
    renderAt();

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
      renderAt();

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
  });
});
