import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lawyer } from '@/backend/port';
import { SLOT_TIMES } from '@/booking/model/slot-times';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { LawyersSection } from './lawyers-section';
import { lawyer } from './test-fixtures';

// Each lawyer's week is a grid of the firm's 13 times by lunes..viernes; saving sends the week
// as the database writes it ('D HH:MM', D = 1 lunes) with the areas checked (none: every area).

function setup(lawyers: Lawyer[]) {
  const saveWeek = vi.fn<(id: string, horarios: string[], areas: string[]) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const backend = fakeBackend({
    agenda: { lawyers: () => Promise.resolve(lawyers), saveWeek },
  });
  render(
    <DataWrapper backend={backend}>
      <LawyersSection />
    </DataWrapper>,
  );
  return { saveWeek, user: userEvent.setup() };
}

describe('LawyersSection', () => {
  it('shows the saved week in the grid, labelled by day and time', async () => {
    setup([lawyer()]);
    const card = await screen.findByRole('region', { name: 'Abogada Demo' });
    expect(within(card).getByRole('checkbox', { name: 'Lunes 09:00' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'Lunes 10:00' })).not.toBeChecked();
    expect(within(card).getAllByRole('row')).toHaveLength(SLOT_TIMES.length + 1);
    expect(within(card).getByText('Todas las áreas (ninguna marcada).')).toBeInTheDocument();
    expect(within(card).getByText(/Activo: atiende consultas/)).toBeInTheDocument();
  });

  it('saves the toggled times, a whole day and the areas as the database writes them', async () => {
    const { saveWeek, user } = setup([lawyer()]);
    const card = await screen.findByRole('region', { name: 'Abogada Demo' });
    await user.click(within(card).getByRole('checkbox', { name: 'Lunes 09:30' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Miércoles 14:00' }));
    await user.click(within(card).getByRole('button', { name: 'Viernes: todo el día' }));
    await user.click(within(card).getByRole('button', { name: 'Viernes: ninguno' }));
    await user.click(within(card).getByRole('button', { name: 'Jueves: todo el día' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Laboral' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Familia' }));
    await user.click(within(card).getByRole('button', { name: 'Guardar semana de Abogada Demo' }));
    expect(saveWeek).toHaveBeenCalledWith(
      'abg-1',
      ['1 09:00', '3 14:00', ...SLOT_TIMES.map((time) => `4 ${time}`)],
      ['Familia', 'Laboral'],
    );
    await findToast('Semana de Abogada Demo guardada.', 'exito');
  });

  it('says why an inactive lawyer takes no consultations', async () => {
    setup([lawyer(), lawyer({ id: 'abg-2', nombre: 'Pedro Antiguo', activo: false })]);
    const card = await screen.findByRole('region', { name: 'Pedro Antiguo' });
    expect(within(card).getByText(/Inactivo: no atiende consultas/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when no active lawyer takes any time', async () => {
    setup([
      lawyer({ horarios: [] }),
      lawyer({ id: 'abg-2', nombre: 'Pedro Antiguo', activo: false }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ningún abogado atiende consultas: el sitio no ofrece horas.',
    );
  });
});
