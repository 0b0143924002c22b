import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import UrgentBody from './urgent-body';

describe('/urgente', () => {
  it('calls the firm, shows the plan’s price and books the emergency plan', () => {
    render(
      <MemoryRouter>
        <UrgentBody />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Llamar ahora/ })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    const offer = screen.getByRole('heading', { level: 2, name: EMERGENCY_PLAN.name })
      .parentElement as HTMLElement;
    expect(within(offer).getByText(formatClp(EMERGENCY_PLAN.price))).toBeInTheDocument();
    expect(
      within(offer).getByRole('link', { name: 'Agendar en horario de oficina' }),
    ).toHaveAttribute('href', '/agendamiento?plan=emergencia');
  });
});
