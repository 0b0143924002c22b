import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Absence, type NewAbsence } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { addDays } from '@/lib/time/chile-time';
import { chileDate } from '@/lib/time/chile-date';
import { AbsencesEditor } from './absences-editor';

// A lawyer's absences, as the admin edits any lawyer's and a lawyer their own: the form refuses
// impossible dates in Spanish before anything is sent, keeps what was typed when the database
// refuses, and each absence can be removed.

const today = chileDate(new Date());
const inDays = (n: number) => addDays(today, n);

function setup(
  ausencias: Absence[] = [],
  addAbsence: (a: NewAbsence) => Promise<void> = () => Promise.resolve(),
) {
  const add = vi.fn(addAbsence);
  const remove = vi.fn<(id: string) => Promise<void>>(() => Promise.resolve());
  const backend = fakeBackend({
    agenda: { addAbsence: add, removeAbsence: remove, lawyers: () => Promise.resolve([]) },
  });
  render(
    <DataWrapper backend={backend}>
      <AbsencesEditor abogadoId="abg-1" owner="Abogada Demo" ausencias={ausencias} />
    </DataWrapper>,
  );
  const form = screen.getByRole('form', { name: 'Agregar ausencia de Abogada Demo' });
  return { add, remove, form, user: userEvent.setup() };
}

describe('AbsencesEditor', () => {
  it('refuses a last day before the first one, and a past day, and sends nothing', async () => {
    const { add, form, user } = setup();
    await user.type(within(form).getByLabelText('Desde'), inDays(5));
    await user.type(within(form).getByLabelText('Hasta'), inDays(3));
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));
    expect(within(form).getByLabelText('Hasta')).toHaveAccessibleDescription(
      'El último día no puede ser anterior al primero.',
    );
    await user.clear(within(form).getByLabelText('Desde'));
    await user.type(within(form).getByLabelText('Desde'), inDays(-1));
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));
    expect(within(form).getByLabelText('Desde')).toHaveAccessibleDescription(
      'La ausencia no puede empezar en un día pasado.',
    );
    expect(add).not.toHaveBeenCalled();
  });

  it('sends the lawyer, both days and the reason, and says so', async () => {
    const { add, form, user } = setup();
    await user.type(within(form).getByLabelText('Desde'), inDays(7));
    await user.type(within(form).getByLabelText('Hasta'), inDays(9));
    await user.selectOptions(within(form).getByLabelText('Motivo'), 'Tribunal');
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));
    expect(add).toHaveBeenCalledWith({
      abogadoId: 'abg-1',
      desde: inDays(7),
      hasta: inDays(9),
      motivo: 'tribunal',
    });
    await findToast(/^Ausencia registrada/, 'exito');
    expect(within(form).getByLabelText('Desde')).toHaveValue('');
  });

  it('shows the database’s refusal and keeps the dates typed', async () => {
    const { form, user } = setup([], () =>
      Promise.reject(new BackendError('Ya hay una ausencia en esos días', 'dato_invalido')),
    );
    await user.type(within(form).getByLabelText('Desde'), inDays(2));
    await user.type(within(form).getByLabelText('Hasta'), inDays(2));
    await user.click(within(form).getByRole('button', { name: 'Agregar ausencia' }));
    await findToast('Ya hay una ausencia en esos días', 'error');
    expect(within(form).getByLabelText('Desde')).toHaveValue(inDays(2));
  });

  it('lists each absence with its reason and removes the one chosen', async () => {
    const { remove, user } = setup([
      { id: 'aus-1', desde: '2030-01-07', hasta: '2030-01-11', motivo: 'vacaciones' },
      { id: 'aus-2', desde: '2030-02-04', hasta: '2030-02-04', motivo: 'personal' },
    ]);
    expect(screen.getByText(/7 de enero de 2030 al 11 de enero de 2030/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Quitar ausencia de Abogada Demo: 4 de febrero de 2030',
      }),
    );
    expect(remove).toHaveBeenCalledWith('aus-2');
    await findToast('Ausencia eliminada.', 'exito');
  });
});
