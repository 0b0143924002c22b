import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReferenceValueField } from './reference-value-field';
import { UF, UTM } from './reference-values';
import { ResultPanel } from './result-panel';

describe('ReferenceValueField', () => {
  it('shows the date of the default value', () => {
    render(
      <ReferenceValueField
        name="uf"
        label="Valor de la UF"
        reference={UF}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Valor de la UF')).toHaveAccessibleDescription(
      /^Valor al 10 de marzo de 2026, según si3\.bcentral\.cl; puedes cambiarlo\./,
    );
  });

  it('marks an unconfirmed value as such', () => {
    render(
      <ReferenceValueField
        name="utm"
        label="Valor de la UTM"
        reference={UTM}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Valor de la UTM')).toHaveAccessibleDescription(
      /^Valor no confirmado\./,
    );
  });
});

describe('ResultPanel', () => {
  it('shows the total and each line of the breakdown', () => {
    render(
      <ResultPanel
        title="Total estimado"
        total={1_500_000}
        lines={[
          { label: 'Indemnización', amount: 1_000_000, detail: '1 año × $1.000.000' },
          { label: 'Aviso previo', amount: 500_000 },
        ]}
      />,
    );
    expect(screen.getByText('$1.500.000')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Indemnización/ })).toBeInTheDocument();
    expect(screen.getByText('$500.000')).toBeInTheDocument();
  });

  it('computes nothing while a field is invalid', () => {
    render(<ResultPanel title="Total estimado" total={null} lines={[]} />);
    expect(
      screen.getByText('Corrige los datos marcados para ver el resultado.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
