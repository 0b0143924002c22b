import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClosedDay } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { addDays } from '@/lib/time/chile-time';
import { chileDate } from '@/lib/time/chile-date';
import { ClosedDaysSection } from './closed-days-section';

// The firm's own closed days from today: listed, closed with a date and a reason of 3 to 120
// characters (checked here first), and opened again.

const today = chileDate(new Date());

function setup(days: ClosedDay[] = []) {
  const closedDays = vi.fn<(from: string) => Promise<ClosedDay[]>>(() => Promise.resolve(days));
  const addClosedDay = vi.fn<(day: ClosedDay) => Promise<void>>(() => Promise.resolve());
  const removeClosedDay = vi.fn<(fecha: string) => Promise<void>>(() => Promise.resolve());
  const backend = fakeBackend({
    agenda: { closedDays, addClosedDay, removeClosedDay, lawyers: () => Promise.resolve([]) },
  });
  render(
    <DataWrapper backend={backend}>
      <ClosedDaysSection />
    </DataWrapper>,
  );
  const form = screen.getByRole('form', { name: 'Cerrar un día' });
  return { closedDays, addClosedDay, removeClosedDay, form, user: userEvent.setup() };
}

describe('ClosedDaysSection', () => {
  it('reads the closed days from today and says the national holidays are closed already', async () => {
    const { closedDays } = setup([{ fecha: '2030-03-15', nombre: 'Jornada de planificación' }]);
    expect(await screen.findByText(/Jornada de planificación/)).toHaveTextContent(
      'viernes 15 de marzo de 2030: Jornada de planificación',
    );
    expect(closedDays).toHaveBeenCalledWith(today);
    expect(screen.getByText(/feriados nacionales ya están cerrados/)).toBeInTheDocument();
  });

  it('refuses a reason too short and a past day, and sends nothing', async () => {
    const { addClosedDay, form, user } = setup();
    await user.type(within(form).getByLabelText('Fecha'), addDays(today, -1));
    await user.type(within(form).getByLabelText('Nombre o motivo'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Cerrar el día' }));
    expect(within(form).getByLabelText('Fecha')).toHaveAccessibleDescription(
      'No se puede cerrar un día pasado.',
    );
    expect(within(form).getByLabelText('Nombre o motivo')).toHaveAccessibleDescription(
      /^Escribe el motivo del cierre \(entre 3 y 120 caracteres\)\./,
    );
    expect(addClosedDay).not.toHaveBeenCalled();
  });

  it('closes a day with its reason, and opens a listed one again', async () => {
    const { addClosedDay, removeClosedDay, form, user } = setup([
      { fecha: '2030-03-15', nombre: 'Jornada de planificación' },
    ]);
    const day = addDays(today, 10);
    await user.type(within(form).getByLabelText('Fecha'), day);
    await user.type(within(form).getByLabelText('Nombre o motivo'), '  Jornada de formación ');
    await user.click(within(form).getByRole('button', { name: 'Cerrar el día' }));
    expect(addClosedDay).toHaveBeenCalledWith({ fecha: day, nombre: 'Jornada de formación' });
    await findToast(/^El estudio cierra el /, 'exito');
    await user.click(
      screen.getByRole('button', { name: 'Abrir de nuevo el viernes 15 de marzo de 2030' }),
    );
    expect(removeClosedDay).toHaveBeenCalledWith('2030-03-15');
  });
});
