import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type BackendPort } from '@/backend/port';
import { aBookingSummary } from '@/test/booking-summary-fixture';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend } from '@/test/fake-backend';
import { RescheduleAction } from './reschedule-action';

/** Monday 23 November 2026, 09:00 in Santiago. */
const NOW = new Date('2026-11-23T12:00:00Z');
const BOOKING = {
  id: 'r1',
  fecha: '2026-11-30',
  hora: '10:00',
  servicio: 'Consulta Laboral',
  plan: 'laboral',
  precio: 35000,
};
const LIMIT =
  'Ya cambiaste esta reserva 2 veces. Para otro cambio, escríbenos por WhatsApp o llámanos.';

function setup(reservas: Partial<BackendPort['reservas']>, notify = vi.fn()) {
  const occupied = vi.fn(() => Promise.resolve([{ fecha: '2026-11-25', hora: '10:00' }]));
  const backend = fakeBackend({
    reservas: { occupied, ...reservas },
    notificaciones: { notify },
  });
  const onRescheduled = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={backend}>
      <RescheduleAction
        booking={BOOKING}
        block={null}
        token="secreto-del-enlace"
        onRescheduled={onRescheduled}
      />
    </DataWrapper>,
  );
  return { user, occupied, onRescheduled, notify };
}

async function chooseWednesdayAt(user: ReturnType<typeof userEvent.setup>, time: string) {
  await user.click(screen.getByRole('button', { name: 'Cambiar fecha u hora' }));
  const dialog = screen.getByRole('dialog', { name: 'Cambiar fecha u hora' });
  await user.click(
    within(dialog).getByRole('button', { name: 'miércoles 25 de noviembre de 2026' }),
  );
  await user.click(await within(dialog).findByRole('button', { name: time }));
  return dialog;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RescheduleAction and its dialog', () => {
  it('states the rules beside the button and in the dialog, with the current time', async () => {
    const { user } = setup({});
    const button = screen.getByRole('button', { name: 'Cambiar fecha u hora' });
    expect(button).toHaveAccessibleDescription(
      'Puedes cambiar la fecha u hora hasta 4 horas antes de la consulta, 2 veces como máximo. Tu reserva conserva su código y su pago.',
    );
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Cambiar fecha u hora' });
    expect(dialog).toHaveTextContent('Hora actual: lunes 30 de noviembre de 2026, 10:00');
    expect(dialog).toHaveTextContent('hasta 4 horas antes de la consulta, 2 veces como máximo');
    expect(
      within(dialog).getByRole('button', { name: 'Elige el nuevo día y hora' }),
    ).toBeDisabled();
  });

  it("offers the plan's free times, moves the booking and then sends both notices", async () => {
    const reschedule = vi.fn(() =>
      Promise.resolve(aBookingSummary({ fecha: '2026-11-25', hora: '11:00', movimientos: 1 })),
    );
    const notify = vi.fn<BackendPort['notificaciones']['notify']>(() =>
      Promise.resolve({ kind: 'enviado', intentos: 1 }),
    );
    const { user, occupied, onRescheduled } = setup({ reschedule }, notify);
    const dialog = await chooseWednesdayAt(user, '11:00');
    expect(occupied).toHaveBeenCalledWith('2026-11-23', '2026-12-20', 'laboral');
    expect(within(dialog).getByRole('button', { name: '10:00' })).toHaveAccessibleDescription(
      'Horario ocupado',
    );

    await user.click(
      within(dialog).getByRole('button', {
        name: 'Cambiar al miércoles 25 de noviembre de 2026 a las 11:00',
      }),
    );

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Tu reserva quedó para el miércoles 25 de noviembre de 2026 a las 11:00.',
    );
    expect(reschedule).toHaveBeenCalledWith({
      id: 'r1',
      fecha: '2026-11-25',
      hora: '11:00',
      token: 'secreto-del-enlace',
    });
    expect(onRescheduled).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(notify.mock.calls.map(([request]) => request)).toEqual([
        { tipo: 'reagendada', reservaId: 'r1' },
        { tipo: 'reagendada_abogado', reservaId: 'r1' },
      ]);
    });
  });

  it('shows the move as done even when the notices cannot go out', async () => {
    const reschedule = vi.fn(() =>
      Promise.resolve(aBookingSummary({ fecha: '2026-11-25', hora: '11:00' })),
    );
    const notify = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    const { user } = setup({ reschedule }, notify);
    const dialog = await chooseWednesdayAt(user, '11:00');
    await user.click(within(dialog).getByRole('button', { name: /^Cambiar al/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Tu reserva quedó para el miércoles 25 de noviembre de 2026 a las 11:00.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the database's refusal in Spanish and keeps the chosen time", async () => {
    const reschedule = vi.fn(() => Promise.reject(new BackendError(LIMIT, 'desconocido')));
    const { user, onRescheduled, notify } = setup({ reschedule });
    const dialog = await chooseWednesdayAt(user, '11:00');
    const confirm = within(dialog).getByRole('button', {
      name: 'Cambiar al miércoles 25 de noviembre de 2026 a las 11:00',
    });
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMIT);
    expect(within(dialog).getByRole('button', { name: '11:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(confirm).toBeEnabled();
    expect(onRescheduled).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('closes on its close button', async () => {
    const { user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Cambiar fecha u hora' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RescheduleAction when the booking may not move', () => {
  it.each([
    ['plazo', 'Faltan menos de 4 horas para la consulta'],
    ['limite', 'Ya cambiaste esta reserva 2 veces, el máximo.'],
  ] as const)('disables the button and says why (%s)', (block, reason) => {
    render(
      <DataWrapper backend={fakeBackend()}>
        <RescheduleAction booking={BOOKING} block={block} onRescheduled={vi.fn()} />
      </DataWrapper>,
    );
    const button = screen.getByRole('button', { name: 'Cambiar fecha u hora' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(reason));
  });

  it('shows nothing for a booking that can no longer change', () => {
    render(
      <DataWrapper backend={fakeBackend()}>
        <RescheduleAction booking={BOOKING} block="estado" onRescheduled={vi.fn()} />
      </DataWrapper>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
