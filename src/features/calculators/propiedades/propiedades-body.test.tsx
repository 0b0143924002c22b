import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PropiedadesBody from './propiedades-body';

describe('PropiedadesBody', () => {
  it('shows the total, its share of the price and the link to the SII', () => {
    render(
      <MemoryRouter>
        <PropiedadesBody />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('resultado-total')).toHaveTextContent('$4.406.000');
    expect(screen.getByText(/Los gastos equivalen al 3,67% del precio/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sii.cl' })).toHaveAttribute(
      'href',
      'https://www.sii.cl',
    );
    expect(screen.getByText(/Comprador Seguro: \$450\.000/)).toBeInTheDocument();
  });
});
