import { render, screen, within } from '@testing-library/react';
import { Check } from 'lucide-react';
import { ServiceCardTitle, ServiceFeatures } from './service-card-parts';

describe('ServiceCardTitle', () => {
  it('is the card heading, with the icon hidden from screen readers', () => {
    const { container } = render(<ServiceCardTitle name="Consulta laboral" icon="scale" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Consulta laboral' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no icon box when the service has no icon', () => {
    const { container } = render(<ServiceCardTitle name="Consulta laboral" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('ServiceFeatures', () => {
  it('lists each feature once, in order', () => {
    render(<ServiceFeatures features={['Revisión del caso', 'Informe escrito']} check={Check} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Revisión del caso', 'Informe escrito']);
  });
});
