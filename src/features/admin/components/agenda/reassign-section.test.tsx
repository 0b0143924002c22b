import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type BookingToReassign, type Reservation } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { findToast } from '@/test/toasts';
import { ReassignSection } from './reassign-section';
import { lawyer } from './test-fixtures';

// Bookings that need another lawyer, each with its reason in Spanish and a choice of lawyer; the
// database refuses one who does not attend the area or is busy, in its own words.

const BOOKINGS: BookingToReassign[] = [
  {
    id: 'r-1',
    fecha: '2030-03-12',
    hora: '10:00',
    servicio: 'Consulta Laboral',
    abogadoId: 'abg-1',
    motivo: 'ausente',
  },
  {
    id: 'r-2',
    fecha: '2030-03-13',
    hora: '15:30',
    servicio: 'Consulta General',
    abogadoId: null,
    motivo: 'sin_abogado',
  },
];

function setup(reassign: (id: string, abogadoId: string) => Promise<Reservation>) {
  const reassignFn = vi.fn(reassign);
  const backend = fakeBackend({
    agenda: {
      toReassign: () => Promise.resolve(BOOKINGS),
      lawyers: () =>
        Promise.resolve([
          lawyer(),
          lawyer({ id: 'abg-2', nombre: 'Pedro Soto' }),
          lawyer({ id: 'abg-3', nombre: 'Ana Retirada', activo: false }),
        ]),
    },
    reservas: { reassign: reassignFn },
  });
  render(
    <DataWrapper backend={backend}>
      <ReassignSection />
    </DataWrapper>,
  );
  return { reassign: reassignFn, user: userEvent.setup() };
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`sin fila para ${text}`);
  return row;
};

describe('ReassignSection', () => {
  it('says why each booking waits, and offers only other active lawyers', async () => {
    setup(() => Promise.reject(new Error('no')));
    expect(await screen.findByText('El abogado está ausente ese día')).toBeInTheDocument();
    expect(screen.getByText('Sin abogado asignado')).toBeInTheDocument();
    const select = await within(rowOf('El abogado está ausente ese día')).findByLabelText(
      'Abogado para la reserva del martes 12 de marzo de 2030, 10:00',
    );
    await within(select).findByRole('option', { name: 'Pedro Soto' });
    expect(within(select).queryByRole('option', { name: 'Abogada Demo' })).toBeNull();
    expect(within(select).queryByRole('option', { name: 'Ana Retirada' })).toBeNull();
  });

  it('gives the booking to the lawyer chosen', async () => {
    const { reassign, user } = setup(() => Promise.resolve({} as Reservation));
    await screen.findByText('Sin abogado asignado');
    const row = rowOf('Sin abogado asignado');
    const button = within(row).getByRole('button', {
      name: 'Reasignar la reserva del miércoles 13 de marzo de 2030, 15:30',
    });
    expect(button).toBeDisabled();
    await within(row).findByRole('option', { name: 'Abogada Demo' });
    await user.selectOptions(within(row).getByRole('combobox'), 'Abogada Demo');
    await user.click(button);
    expect(reassign).toHaveBeenCalledWith('r-2', 'abg-1');
    await findToast(
      'Reserva del miércoles 13 de marzo de 2030, 15:30 asignada a Abogada Demo.',
      'exito',
    );
  });

  it('shows the database’s refusal in Spanish', async () => {
    const { user } = setup(() =>
      Promise.reject(
        new BackendError('El abogado no está disponible en ese horario', 'dato_invalido'),
      ),
    );
    await screen.findByText('Sin abogado asignado');
    const row = rowOf('Sin abogado asignado');
    await within(row).findByRole('option', { name: 'Pedro Soto' });
    await user.selectOptions(within(row).getByRole('combobox'), 'Pedro Soto');
    await user.click(within(row).getByRole('button', { name: /^Reasignar/ }));
    await findToast('El abogado no está disponible en ese horario', 'error');
  });
});
