import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type ReferenceValueEntry } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { findToast } from '@/test/toasts';
import { fakeBackend } from '@/test/fake-backend';
import { ReferenceValuesTab } from './reference-values-tab';

// An admin enters a reference value by hand when the source is wrong or late. A value outside
// its plausible range (a UF of 1) is refused here with a Spanish message and nothing is sent;
// the database refuses it again for a caller that skips this screen.

function setup(answer: (entry: ReferenceValueEntry) => Promise<void>) {
  const correct = vi.fn(answer);
  const backend = fakeBackend({
    valoresReferencia: {
      inForce: () =>
        Promise.resolve([
          { codigo: 'uf', valor: 39_990.12, fecha: '2026-11-27', origen: 'cmf', fuente: 'CMF' },
        ]),
      correct,
    },
  });
  render(
    <DataWrapper backend={backend}>
      <ReferenceValuesTab />
    </DataWrapper>,
  );
  return { correct, user: userEvent.setup() };
}

describe('ReferenceValuesTab', () => {
  it('shows each value in force with its date and source', async () => {
    setup(() => Promise.resolve());
    const row = await screen.findByRole('row', { name: /UF/ });
    expect(row).toHaveTextContent('$39.990,12');
    expect(row).toHaveTextContent('27 de noviembre de 2026');
    expect(row).toHaveTextContent('CMF');
  });

  it('refuses a UF of 1 with a Spanish message and sends nothing', async () => {
    const { correct, user } = setup(() => Promise.resolve());
    await user.type(screen.getByLabelText('Valor en pesos'), '1');
    await user.type(screen.getByLabelText('Motivo'), 'La CMF no publicó el valor');
    await user.click(screen.getByRole('button', { name: 'Guardar valor' }));
    expect(screen.getByLabelText('Valor en pesos')).toHaveAccessibleDescription(
      'El valor de la UF debe estar entre $30.000 y $60.000; revisa que esté bien escrito.',
    );
    expect(correct).not.toHaveBeenCalled();
  });

  it('sends a plausible value with its date and reason, and says the database’s refusal', async () => {
    const { correct, user } = setup(() =>
      Promise.reject(new BackendError('Solo un administrador puede corregir', 'acceso_denegado')),
    );
    await user.selectOptions(screen.getByLabelText('Valor'), 'utm');
    await user.type(screen.getByLabelText('Valor en pesos'), '69.751');
    await user.type(screen.getByLabelText('Motivo'), 'El SII publicó la UTM de diciembre');
    await user.click(screen.getByRole('button', { name: 'Guardar valor' }));
    expect(correct).toHaveBeenCalledWith(
      expect.objectContaining({
        codigo: 'utm',
        valor: 69_751,
        motivo: 'El SII publicó la UTM de diciembre',
      }),
    );
    await findToast('Solo un administrador puede corregir', 'error');
  });
});
