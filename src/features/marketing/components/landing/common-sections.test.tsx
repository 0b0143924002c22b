import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PLANS } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { FaqSection, NewsSection, PlanButton, StepsSection } from '.';

describe('PlanButton', () => {
  it('books its plan, the dialog titled with the plan name', () => {
    render(<PlanButton plan="familia">Agendar</PlanButton>);
    const link = screen.getByRole('link', { name: 'Agendar' });
    expect(link).toHaveAttribute('href', bookingHref('familia'));
    expect(link).toHaveAttribute('data-booking-plan', 'familia');
    expect(link).toHaveAttribute('data-booking-title', PLANS.familia.name);
  });
});

describe('the shared landing sections', () => {
  it('keep the ids the pages link to, each section named by its heading', () => {
    render(
      <MemoryRouter>
        <StepsSection
          title="Cómo trabajamos"
          steps={[{ title: 'Paso uno', description: 'Primero.', icon: 'scale' }]}
        />
        <NewsSection title="Actualidad" items={[]}>
          <p>Más artículos</p>
        </NewsSection>
        <FaqSection faqs={[{ question: '¿Cuánto cuesta?', answer: 'Lo que dice el plan.' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Cómo trabajamos' })).toHaveAttribute(
      'id',
      'como-trabajamos',
    );
    const news = screen.getByRole('region', { name: 'Actualidad' });
    expect(within(news).getByText('Más artículos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actualidad' })).toHaveAttribute('id', 'actualidad');
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'id',
      'preguntas',
    );
  });
});
