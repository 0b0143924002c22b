import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SociedadesBody from './sociedades-body';
import { SA_REGISTRY_ERROR } from './sociedades-form';

const renderBody = () =>
  render(
    <MemoryRouter>
      <SociedadesBody />
    </MemoryRouter>,
  );

describe('SociedadesBody', () => {
  it('lists the steps with their costs and compares the four types', () => {
    renderBody();
    expect(screen.getByTestId('resultado-total')).toHaveTextContent('$10.000');
    expect(
      screen.getByRole('rowheader', { name: /Formulario en el Registro de Empresas/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Comparación de los tipos de sociedad' }),
    ).toBeVisible();
  });

  it('shows the sociedad anónima only by deed, saying why under the field', () => {
    renderBody();
    fireEvent.change(screen.getByLabelText('Tipo de sociedad'), { target: { value: 'sa' } });
    fireEvent.change(screen.getByLabelText('Número de socios o accionistas'), {
      target: { value: '2' },
    });
    expect(screen.getByLabelText(/Cómo constituirla/)).toHaveAccessibleDescription(
      expect.stringContaining(SA_REGISTRY_ERROR),
    );
    expect(
      screen.getByText('Corrige los datos marcados para ver el resultado.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Cómo constituirla/), { target: { value: 'notaria' } });
    expect(screen.getByTestId('resultado-total')).toHaveTextContent('$200.000');
  });
});
