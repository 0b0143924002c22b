import { BackendError, type ScheduleRunReport } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';
import { actionContext } from './notification-deps';
import { NOTHING_DUE, runSchedule, SCHEDULE_ERROR, scheduleSummary } from './run-schedule';

const EMPTY: ScheduleRunReport = {
  copias: 0,
  recordatorios: 0,
  enviados: 0,
  fallidos: 0,
  sinEnvio: 0,
  descartados: 0,
  aplazados: 0,
  sinRegistro: 0,
  incompleto: false,
};

const context = (runSchedule: () => Promise<ScheduleRunReport>) =>
  actionContext(fakeBackend({ notificaciones: { runSchedule } }), {
    sleep: () => Promise.resolve(),
    now: () => new Date('2026-11-23T12:00:00Z'),
  });

describe('scheduleSummary', () => {
  it('says when there was nothing to send', () => {
    expect(scheduleSummary(EMPTY)).toEqual({ kind: 'exito', text: NOTHING_DUE });
  });

  it('counts what went and what failed, and says what waits', () => {
    expect(scheduleSummary({ ...EMPTY, enviados: 4 })).toEqual({
      kind: 'exito',
      text: 'Avisos enviados: 4. Errores: 0.',
    });
    expect(
      scheduleSummary({ ...EMPTY, enviados: 3, fallidos: 1, sinEnvio: 2, incompleto: true }),
    ).toEqual({
      kind: 'error',
      text: 'Avisos enviados: 3. Errores: 1. Sin canal configurado: 2. Quedan avisos para la próxima ejecución.',
    });
    expect(scheduleSummary({ ...EMPTY, descartados: 1 })).toEqual({
      kind: 'exito',
      text: 'Avisos enviados: 0. Errores: 0. Descartados: 1.',
    });
  });
});

describe('runSchedule', () => {
  it('runs the schedule once and reports it', async () => {
    const run = vi.fn(() => Promise.resolve({ ...EMPTY, enviados: 2 }));
    expect(await runSchedule(context(run))).toEqual({
      kind: 'exito',
      text: 'Avisos enviados: 2. Errores: 0.',
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal, or a fixed message for anything else', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      await runSchedule(
        context(() => Promise.reject(new BackendError('Solo administradores', 'acceso_denegado'))),
      ),
    ).toEqual({ kind: 'error', text: 'Solo administradores' });
    expect(await runSchedule(context(() => Promise.reject(new Error('boom'))))).toEqual({
      kind: 'error',
      text: SCHEDULE_ERROR,
    });
    spy.mockRestore();
  });
});
