import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import HerenciaBody from './herencia-body';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('HerenciaBody', () => {
  it('asks about parents only without children, and about siblings only without a spouse', async () => {
    const user = userEvent.setup();
    render(<HerenciaBody />);
    expect(screen.queryByLabelText('¿Viven sus padres?')).not.toBeInTheDocument();
    const children = screen.getByLabelText('Número de hijos');
    await user.clear(children);
    await user.type(children, '0');
    expect(screen.getByLabelText('¿Viven sus padres?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Número de hermanos')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('¿Dejó cónyuge o conviviente civil?'), 'no');
    await user.type(screen.getByLabelText('Número de hermanos'), '{Backspace}2');
    expect(screen.getByRole('row', { name: /Cada hermano \(2\)/ })).toHaveTextContent(
      '$150.000.000',
    );
    expect(window.location.search).toContain('hermanos=2');
  });

  it('shows the tax of each heir and the total', () => {
    render(<HerenciaBody />);
    expect(screen.getByRole('heading', { name: 'Impuesto a la herencia estimado' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: /Hijos \(2\)/ })).toBeInTheDocument();
  });
});
