import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CobranzaOutsidePlan } from './cobranza-outside-plan';

describe('CobranzaOutsidePlan', () => {
  it('says the plan does not take the debt and offers a review instead of a price', () => {
    render(<CobranzaOutsidePlan debt={7_500_000} />);
    expect(
      screen.getByRole('heading', { name: 'Esta deuda no entra en Cobranza Express' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/hasta \$5\.000\.000 y la tuya es de \$7\.500\.000/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Agenda una revisión de tu deuda/ })).toHaveAttribute(
      'href',
      '/agendamiento?plan=civil',
    );
  });
});
