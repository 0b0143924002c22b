import { CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_MOVES, MOVE_RULES } from './client-change-limits';
import { moveBlock, type MovableBooking } from './client-changes';

// 10:00 in Santiago on 24 Nov 2026 (summer time, UTC-3) is 13:00 UTC.
const booking = (change: Partial<MovableBooking> = {}): MovableBooking => ({
  estado: 'confirmada',
  fecha: '2026-11-24',
  hora: '10:00',
  movimientosCliente: 0,
  ...change,
});
const early = new Date('2026-11-23T09:00:00Z');

describe('moveBlock', () => {
  it('lets the client move an active booking until 4 hours before, Chilean time', () => {
    expect(moveBlock(booking(), new Date('2026-11-24T09:00:00Z'))).toBeNull();
    expect(moveBlock(booking(), new Date('2026-11-24T09:00:01Z'))).toBe('plazo');
  });

  it.each([
    [{ estado: 'cancelada' }, 'estado'],
    [{ estado: 'completada' }, 'estado'],
    [{ estado: 'no_asistio' }, 'estado'],
    [{ urgente: true }, 'estado'],
    [{ estado: 'pendiente', expiraEn: '2026-11-23T08:00:00Z' }, 'estado'],
    [{ estado: 'pendiente', expiraEn: '2026-11-23T10:00:00Z' }, null],
    [{ movimientosCliente: 1 }, null],
    [{ movimientosCliente: 2 }, 'limite'],
  ] as const)('%o → %s', (change, reason) => {
    expect(moveBlock(booking(change), early)).toBe(reason);
  });

  it('states the same limits it applies', () => {
    expect(CLIENT_CHANGE_CUTOFF_HOURS).toBe(4);
    expect(MAX_CLIENT_MOVES).toBe(2);
    expect(MOVE_RULES).toContain('hasta 4 horas antes');
    expect(MOVE_RULES).toContain('2 veces como máximo');
  });
});
