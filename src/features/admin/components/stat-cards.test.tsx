import { render, screen } from '@testing-library/react';
import { BackendError, type Statistics } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { NO_NOTICES } from './notifications/test-fixtures';
import { StatCards } from './stat-cards';

const STATS: Statistics = {
  totalUsuarios: 1250,
  usuariosActivos: 980,
  totalReservas: 4321,
  completadas: 2100,
  noAsistio: 37,
  reagendadas: 154,
  notificaciones: NO_NOTICES,
};

function renderCards(statistics: () => Promise<Statistics>) {
  render(
    <DataWrapper backend={fakeBackend({ statistics })}>
      <StatCards />
    </DataWrapper>,
  );
}

describe('StatCards', () => {
  it('shows each figure under its name, with what became of the consultations', async () => {
    renderCards(() => Promise.resolve(STATS));

    const figures = (await screen.findAllByRole('term')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Usuarios totales', '1.250'],
      ['Reservas totales', '4.321'],
      ['Usuarios activos', '980'],
      ['Completadas', '2.100'],
      ['No asistió', '37'],
      ['Reagendadas', '154'],
    ]);
  });

  it('offers to retry when the figures cannot be loaded', async () => {
    renderCards(() => Promise.reject(new BackendError('Sin conexión')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los datos.');
  });
});
