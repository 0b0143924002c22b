import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BackendError,
  type BackendPort,
  type BookingSummary,
  type Lawyer,
  type NoticeRequest,
  type Reservation,
} from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { fakeBackend, type BackendOverrides } from '@/test/fake-backend';
import { aReservation } from '@/test/reservation-fixture';
import { findToast } from '@/test/toasts';
import { BookingMoves } from './booking-moves';

/** Friday 27 November 2026, 09:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-27T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

const upcoming = aReservation({ id: 'r1', estado: 'confirmada', abogadoId: 'a1' });
const pastConfirmed = aReservation({ id: 'r2', fecha: '2026-11-26', hora: '10:00' });
const WHICH = 'la reserva de Ana Pérez';

const lawyer = (id: string, nombre: string, activo = true): Lawyer => ({
  id,
  nombre,
  email: `${id}@demo.cl`,
  activo,
  enlaceAgenda: false,
  horarios: [],
  areas: [],
  ausencias: [],
});

const summary = (r: Reservation, change: Partial<BookingSummary> = {}): BookingSummary => ({
  id: r.id,
  codigo: 'ABC123',
  fecha: r.fecha,
  hora: r.hora,
  servicio: r.servicio,
  plan: r.plan,
  categoria: r.categoria,
  precio: r.precio,
  tipoReunion: r.tipoReunion,
  estado: r.estado,
  abogado: 'Abogada Demo',
  movimientos: 1,
  movimientosCliente: 0,
  sinReagendar: null,
  ...change,
});

function setup(reservation: Reservation, overrides: BackendOverrides = {}) {
  const notify = vi.fn<BackendPort['notificaciones']['notify']>(() =>
    Promise.resolve({ kind: 'enviado', intentos: 1 }),
  );
  const backend = fakeBackend({
    ...overrides,
    reservas: {
      occupied: () => Promise.resolve([]),
      freeQuotaFull: () => Promise.resolve([]),
      ...overrides.reservas,
    },
    notificaciones: { notify, ...overrides.notificaciones },
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(
    <DataWrapper backend={backend}>
      <div role="group" aria-label="Acciones">
        <BookingMoves reservation={reservation} refreshKeys={[['prueba']]} which={WHICH} />
      </div>
    </DataWrapper>,
  );
  const buttons = () =>
    within(screen.getByRole('group', { name: 'Acciones' }))
      .queryAllByRole('button')
      .map((button) => button.textContent);
  return { user, notify, buttons };
}

const sentKinds = (notify: ReturnType<typeof vi.fn<BackendPort['notificaciones']['notify']>>) =>
  notify.mock.calls.map(([request]: [NoticeRequest]) => [request.tipo, request.reservaId]);

describe('BookingMoves: what is offered', () => {
  it.each([
    ['a pending booking ahead', { estado: 'pendiente' }, ['Cambiar hora', 'Reasignar']],
    ['a confirmed booking before its time', {}, ['Cambiar hora', 'Reasignar']],
    [
      'a confirmed consultation whose time has passed',
      { fecha: '2026-11-26' },
      ['Cambiar hora', 'Asistió', 'No asistió'],
    ],
    ['a completed one (to correct)', { fecha: '2026-11-26', estado: 'completada' }, ['No asistió']],
    ['a no-show (to correct)', { fecha: '2026-11-26', estado: 'no_asistio' }, ['Asistió']],
    ['a completed one not yet begun', { estado: 'completada' }, []],
    ['a cancelled booking', { estado: 'cancelada' }, []],
    ['an expired booking', { estado: 'expirada' }, []],
    ['an emergency request', { urgente: true, fecha: '2026-11-26' }, []],
  ] as const)('%s: %j', (_name, change: Partial<Reservation>, expected) => {
    const { buttons } = setup(aReservation(change));
    expect(buttons()).toEqual(expected);
  });

  it('names each button after the booking, for a list', () => {
    setup(pastConfirmed);
    expect(screen.getByRole('button', { name: `Asistió a ${WHICH}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `No asistió a ${WHICH}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Cambiar hora de ${WHICH}` })).toBeEnabled();
  });

  it('offers the attendance once the start time comes, while the page is open', async () => {
    const { buttons } = setup(aReservation({ fecha: '2026-11-27', hora: '09:30' }));
    expect(buttons()).not.toContain('Asistió');
    vi.advanceTimersByTime(31 * 60_000);
    await waitFor(() => {
      expect(buttons()).toContain('Asistió');
    });
  });
});

describe('BookingMoves: attendance', () => {
  it.each([
    ['Asistió', true, 'Asistencia registrada: consulta completada'],
    ['No asistió', false, 'Registrado: el cliente no asistió'],
  ] as const)('%s records it and says so', async (label, attended, message) => {
    const markAttendance = vi.fn<BackendPort['reservas']['markAttendance']>((_id, came) =>
      Promise.resolve({ ...pastConfirmed, estado: came ? 'completada' : 'no_asistio' }),
    );
    const { user } = setup(pastConfirmed, { reservas: { markAttendance } });

    await user.click(screen.getByRole('button', { name: `${label} a ${WHICH}` }));

    await findToast(message, 'exito');
    expect(markAttendance).toHaveBeenCalledExactlyOnceWith('r2', attended);
  });

  it('shows the database’s refusal in Spanish', async () => {
    const message = 'La consulta aún no empieza: marca la asistencia después de su hora';
    const { user } = setup(pastConfirmed, {
      reservas: {
        markAttendance: () =>
          Promise.reject(new BackendError(message, 'transicion_invalida', '22023')),
      },
    });

    await user.click(screen.getByRole('button', { name: `No asistió a ${WHICH}` }));

    await findToast(message, 'error');
    expect(screen.getByRole('button', { name: `No asistió a ${WHICH}` })).toBeEnabled();
  });
});

describe('BookingMoves: a new time', () => {
  async function chooseMonday10(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await screen.findByRole('dialog', {
      name: 'Cambiar la hora de la reserva de Ana Pérez',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Semana siguiente' }));
    await user.click(within(dialog).getByRole('button', { name: 'lunes 30 de noviembre de 2026' }));
    await user.click(await within(dialog).findByRole('button', { name: '10:30' }));
    return dialog;
  }

  it('offers the free times of the booking’s plan, moves it and sends both notices', async () => {
    const occupied = vi.fn<BackendPort['reservas']['occupied']>(() =>
      Promise.resolve([{ fecha: '2026-11-30', hora: '11:00' }]),
    );
    const calendar = vi.fn<BackendPort['reservas']['calendar']>((from, to) =>
      import('@/test/rule-calendar').then(({ ruleCalendar }) => ruleCalendar(from, to)),
    );
    const reschedule = vi.fn<BackendPort['reservas']['reschedule']>((input) =>
      Promise.resolve(summary(upcoming, { fecha: input.fecha, hora: input.hora })),
    );
    const { user, notify } = setup(upcoming, { reservas: { occupied, calendar, reschedule } });

    await user.click(screen.getByRole('button', { name: `Cambiar hora de ${WHICH}` }));
    const dialog = await chooseMonday10(user);

    expect(occupied).toHaveBeenCalledWith(expect.any(String), expect.any(String), 'laboral');
    expect(calendar).toHaveBeenCalledWith(expect.any(String), expect.any(String), 'laboral');
    expect(within(dialog).getByRole('button', { name: '11:00' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Cambiar al lunes 30 de noviembre de 2026, 10:30',
      }),
    );

    await findToast('Hora de la reserva cambiada. Avisamos al cliente y al abogado.', 'exito');
    expect(reschedule).toHaveBeenCalledExactlyOnceWith({
      id: 'r1',
      fecha: '2026-11-30',
      hora: '10:30',
    });
    await waitFor(() => {
      expect(sentKinds(notify)).toEqual([
        ['reagendada', 'r1'],
        ['reagendada_abogado', 'r1'],
      ]);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog and the choice open with the database’s refusal', async () => {
    const message = 'Horario ocupado';
    const { user, notify } = setup(upcoming, {
      reservas: {
        reschedule: () => Promise.reject(new BackendError(message, 'horario_ocupado', '23505')),
      },
    });

    await user.click(screen.getByRole('button', { name: `Cambiar hora de ${WHICH}` }));
    const dialog = await chooseMonday10(user);
    const confirm = within(dialog).getByRole('button', {
      name: 'Cambiar al lunes 30 de noviembre de 2026, 10:30',
    });
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: '10:30' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(confirm).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('BookingMoves: another lawyer', () => {
  const lawyers = () =>
    Promise.resolve([
      lawyer('a1', 'Abogada Demo'),
      lawyer('a2', 'Carlos Fuentes'),
      lawyer('a3', 'Inés Ramos', false),
    ]);

  it('offers the other active lawyers, reassigns and tells the new lawyer', async () => {
    const reassign = vi.fn<BackendPort['reservas']['reassign']>((id, abogadoId) =>
      Promise.resolve({ ...upcoming, id, abogadoId }),
    );
    const { user, notify } = setup(upcoming, {
      reservas: { reassign },
      agenda: {
        lawyers,
        lawyerNames: () => Promise.resolve([{ id: 'a1', nombre: 'Abogada Demo' }]),
      },
    });

    await user.click(screen.getByRole('button', { name: `Reasignar ${WHICH}` }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reasignar la reserva de Ana Pérez',
    });
    expect(dialog).toHaveTextContent('La atiende Abogada Demo.');
    const select = await within(dialog).findByRole('combobox', { name: 'Nuevo abogado' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige un abogado', 'Carlos Fuentes']);
    expect(within(dialog).getByRole('button', { name: 'Reasignar' })).toBeDisabled();

    await user.selectOptions(select, 'Carlos Fuentes');
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));

    await findToast('Reserva reasignada. Avisamos al abogado.', 'exito');
    expect(reassign).toHaveBeenCalledExactlyOnceWith('r1', 'a2');
    await waitFor(() => {
      expect(sentKinds(notify)).toEqual([['reagendada_abogado', 'r1']]);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the choice with the database’s refusal', async () => {
    const message = 'Ese abogado ya tiene una consulta a esa hora';
    const { user, notify } = setup(upcoming, {
      reservas: {
        reassign: () => Promise.reject(new BackendError(message, 'horario_ocupado', '23505')),
      },
      agenda: { lawyers },
    });

    await user.click(screen.getByRole('button', { name: `Reasignar ${WHICH}` }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: 'Nuevo abogado' });
    await user.selectOptions(select, 'Carlos Fuentes');
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(select).toHaveValue('a2');
    expect(notify).not.toHaveBeenCalled();
  });
});
