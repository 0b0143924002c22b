import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SociedadesBody from './sociedades-body';
import { SA_REGISTRY_NOTE } from './company-types';

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

  it('forms a sociedad anónima cerrada in Tu Empresa en un Día, saying so under the field (Ley 20.659 art. 2)', () => {
    renderBody();
    fireEvent.change(screen.getByLabelText('Tipo de sociedad'), { target: { value: 'sa' } });
    fireEvent.change(screen.getByLabelText('Número de socios o accionistas'), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByLabelText(/Cómo constituirla/), { target: { value: 'registro' } });
    expect(screen.getByLabelText(/Cómo constituirla/)).toHaveAccessibleDescription(
      expect.stringContaining(SA_REGISTRY_NOTE),
    );
    expect(screen.getByTestId('resultado-total')).toHaveTextContent('$20.000');
    fireEvent.change(screen.getByLabelText(/Cómo constituirla/), { target: { value: 'notaria' } });
    expect(screen.getByTestId('resultado-total')).toHaveTextContent('$200.000');
  });
});
