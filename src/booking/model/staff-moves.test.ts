import { attendanceMarks, canMove, canReassign, hasStarted } from './staff-moves';

/** Friday 27 November 2026, 15:30 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-27T18:30:00Z');
const at = (fecha: string, hora: string, estado = 'confirmada', urgente = false) => ({
  fecha,
  hora,
  estado,
  urgente,
});

describe('hasStarted', () => {
  it.each([
    ['2026-11-27', '15:00', true],
    ['2026-11-27', '15:30', true],
    ['2026-11-27', '16:00', false],
    ['2026-11-26', '17:00', true],
    ['2026-11-30', '09:00', false],
  ])('%s %s in Chile: %s', (fecha, hora, started) => {
    expect(hasStarted({ fecha, hora }, NOW)).toBe(started);
  });
});

describe('canMove and canReassign', () => {
  it.each([
    ['pendiente', false, true, true],
    ['confirmada', false, true, true],
    ['confirmada', true, false, false],
    ['cancelada', false, false, false],
    ['completada', false, false, false],
    ['expirada', false, false, false],
    ['no_asistio', false, false, false],
  ])('%s (urgente %s): move %s, reassign %s', (estado, urgente, move, reassign) => {
    const booking = at('2026-11-30', '10:00', estado, urgente);
    expect(canMove(booking)).toBe(move);
    expect(canReassign(booking, NOW)).toBe(reassign);
  });

  it('does not reassign a consultation whose time has come', () => {
    expect(canReassign(at('2026-11-27', '15:00'), NOW)).toBe(false);
    expect(canMove(at('2026-11-27', '15:00'))).toBe(true);
  });
});

describe('attendanceMarks', () => {
  it.each([
    ['confirmada', '15:00', ['asistio', 'no_asistio']],
    ['confirmada', '16:00', []],
    ['completada', '15:00', ['no_asistio']],
    ['no_asistio', '15:00', ['asistio']],
    ['pendiente', '15:00', []],
    ['cancelada', '15:00', []],
  ])('%s at %s: %j', (estado, hora, marks) => {
    expect(attendanceMarks(at('2026-11-27', hora, estado), NOW)).toEqual(marks);
  });

  it('never marks an emergency request', () => {
    expect(attendanceMarks(at('2026-11-26', '10:00', 'confirmada', true), NOW)).toEqual([]);
  });
});
