import { fakeBackend } from '@/test/fake-backend';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Reservation } from '@/backend/port';
import { aReservation } from '@/test/reservation-fixture';
import { INVALID_CODE, ReservationLookup } from './reservation-lookup';
import { DataWrapper } from '@/test/data-wrapper';

const USER_ID = 'u1';

const booking = (change: Partial<Reservation>) =>
  aReservation({
    id: '3f9a12bc-0d4e-4f6a-9b1c-2d3e4f5a6b7c',
    userId: USER_ID,
    estado: 'pendiente',
    expiraEn: '2026-11-23T14:00:00Z',
    metodoPago: 'transferencia',
    ...change,
  });

const own = booking({});
/** Another client's booking, as staff could read it: never found from this account. */
const someoneElses = booking({ id: 'aa11bb22-0000-4000-8000-000000000000', userId: 'u2' });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderLookup(url = '/herramientas/consulta-casos') {
  const backend = fakeBackend({ reservas: { list: () => Promise.resolve([own, someoneElses]) } });
  render(
    <DataWrapper backend={backend}>
      <MemoryRouter initialEntries={[url]}>
        <ReservationLookup userId={USER_ID} />
        <Address />
      </MemoryRouter>
    </DataWrapper>,
  );
  return userEvent.setup();
}

describe('ReservationLookup', () => {
  it('finds the own booking by its code as typed, and keeps the code in the address', async () => {
    const user = renderLookup();
    await user.type(screen.getByLabelText('Código de reserva'), '3f9a-12bc');

    expect(await screen.findByRole('heading', { name: 'Reserva 3F9A12BC' })).toBeVisible();
    expect(
      screen.getByText('lunes 30 de noviembre de 2026, 10:00 hrs (hora de Chile)'),
    ).toBeVisible();
    expect(screen.getByText('Pendiente de pago')).toBeVisible();
    expect(screen.getByText('Transferencia bancaria')).toBeVisible();
    expect(
      screen.getByText(/reservada hasta el lunes 23 de noviembre de 2026 a las 11:00/),
    ).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?codigo=3f9a-12bc');
  });

  it('shows the booking of a code already in the address (a reload, a link)', async () => {
    renderLookup('/herramientas/consulta-casos?codigo=3F9A12BC');
    expect(await screen.findByRole('heading', { name: 'Reserva 3F9A12BC' })).toBeVisible();
    expect(screen.getByLabelText('Código de reserva')).toHaveValue('3F9A12BC');
  });

  it("never shows another person's booking: its code is not found in this account", async () => {
    renderLookup('/herramientas/consulta-casos?codigo=AA11BB22');
    expect(await screen.findByText(/No encontramos una reserva con el código/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Reserva AA11BB22/ })).toBeNull();
  });

  it('refuses an incomplete code in Spanish, keeping what was typed', async () => {
    const user = renderLookup();
    const field = screen.getByLabelText('Código de reserva');
    await user.type(field, '3F9A1');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));

    expect(screen.getByText(INVALID_CODE)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('3F9A1');
    expect(screen.queryByRole('heading', { name: /Reserva/ })).toBeNull();
  });
});
