import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ServicePaymentPage from './service-payment-page';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/payment/:serviceId" element={<ServicePaymentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ServicePaymentPage', () => {
  it('shows the service with the plan that books it, and ways to book that plan', () => {
    renderAt('/payment/contratos-express');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contratos Express');
    expect(screen.getByText('Servicio express')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Redacción o revisión de contratos civiles y comerciales, listos para firmar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Contrato redactado a la medida de tu caso',
      'Revisión de cláusulas de riesgo',
      'Una ronda de ajustes incluida',
      'Entrega en formato editable y PDF',
    ]);
    expect(screen.getByText('Entrega')).toBeInTheDocument();
    expect(screen.getByText('12-48 horas')).toBeInTheDocument();
    expect(screen.getByText('Contratos Express: $15.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar y pagar' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: 'o usa el asistente paso a paso' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=contratos-express',
    );
    expect(document.title).toBe('Contratos Express | Punto Legal');
  });

  it('says when a service does not exist, and links to all services', () => {
    renderAt('/payment/no-existe');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos este servicio',
    );
    expect(screen.getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute(
      'href',
      '/servicios',
    );
    expect(screen.queryByRole('button', { name: 'Reservar y pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /asistente/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Servicio no encontrado | Punto Legal');
  });
});
