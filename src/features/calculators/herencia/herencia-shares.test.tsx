import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeHerencia, HERENCIA_DEFAULTS } from './herencia-form';
import { HerenciaShares } from './herencia-shares';

const outcomeOf = (changes: Partial<typeof HERENCIA_DEFAULTS>) =>
  computeHerencia({ ...HERENCIA_DEFAULTS, ...changes }).outcome;

describe('HerenciaShares', () => {
  it('shows each heir with the share as a fraction and a percentage, and the amount', () => {
    render(<HerenciaShares outcome={outcomeOf({ hijos: '5' })} />);
    const table = screen.getByRole('table', { name: 'Cuota y monto de cada heredero' });
    const spouse = within(table).getByRole('row', { name: /Cónyuge o conviviente civil/ });
    expect(spouse).toHaveTextContent('2/7 (28,57%)');
    expect(spouse).toHaveTextContent('$85.714.286');
    expect(within(table).getByRole('row', { name: /Cada hijo \(5\)/ })).toHaveTextContent(
      '1/7 (14,29%)',
    );
  });

  it('with a will, shows the mitad legitimaria and the two quarters', () => {
    render(<HerenciaShares outcome={outcomeOf({ testamento: 'si' })} />);
    const table = screen.getByRole('table', { name: 'Partes de la herencia con testamento' });
    expect(within(table).getByRole('row', { name: /Mitad legitimaria/ })).toHaveTextContent(
      '$150.000.000',
    );
    expect(within(table).getByRole('row', { name: /Cuarta de mejoras/ })).toHaveTextContent(
      '1/4 (25%)',
    );
  });

  it('sends other relatives and the Fisco to a lawyer', () => {
    render(<HerenciaShares outcome={outcomeOf({ hijos: '0', conyuge: 'no' })} />);
    expect(screen.getByText(/el Fisco\. Este cálculo no cubre ese caso/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('computes nothing while a field is invalid', () => {
    render(<HerenciaShares outcome={outcomeOf({ acervo: '' })} />);
    expect(
      screen.getByText('Corrige los datos marcados para ver el resultado.'),
    ).toBeInTheDocument();
  });
});
