import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketRange } from './market-range';

describe('MarketRange', () => {
  it('shows the range apart, as market practice and not as law or as the firm’s price', () => {
    render(<MarketRange contingency={{ amount: 10_000_000, low: 2_000_000, high: 3_000_000 }} />);
    expect(
      screen.getByRole('heading', { name: 'Cuota litis: práctica de mercado (referencial)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$2.000.000')).toBeInTheDocument();
    expect(screen.getByText('$3.000.000')).toBeInTheDocument();
    expect(screen.getByText(/No es una tarifa legal/)).toBeInTheDocument();
  });

  it('says why there is no range where a fee on the result is not the norm', () => {
    render(<MarketRange contingency={undefined} noFeeOnResult />);
    expect(
      screen.getByText(/En causas penales y de familia no se acostumbra cobrar un porcentaje/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ingresa un monto en disputa/)).not.toBeInTheDocument();
  });

  it('asks for an amount when there is none', () => {
    render(<MarketRange contingency={undefined} />);
    expect(screen.getByText(/Ingresa un monto en disputa/)).toBeInTheDocument();
  });
});
