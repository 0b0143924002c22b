import { fakeBackend } from '@/test/fake-backend';
import { BackendError, type BackendPort, type OccupiedSlot } from '@/backend/port';
import { DIAGNOSTICS_OK, DIAGNOSTICS_PARTIAL, runDiagnostics } from './run-diagnostics';
import { NOW } from './test-fixtures';

type Diagnostics = BackendPort['diagnostics'];

/** Friday 27 November 2026, 09:00 in Santiago: the next working days are Monday and Tuesday. */
const FRIDAY = new Date('2026-11-27T12:00:00Z');

function setup(occupied: OccupiedSlot[] = []) {
  const diagnostics = {
    ping: vi.fn<Diagnostics['ping']>(() => Promise.resolve()),
    readTable: vi.fn<Diagnostics['readTable']>(() => Promise.resolve()),
    insertTestReservation: vi.fn<Diagnostics['insertTestReservation']>(() =>
      Promise.resolve('test-id'),
    ),
    counts: vi.fn<Diagnostics['counts']>(() => Promise.resolve({ reservas: 12, profiles: 3 })),
    cleanUp: vi.fn<Diagnostics['cleanUp']>(() =>
      Promise.resolve({ reservas: 2, notificaciones: 1 }),
    ),
  };
  const occupiedFn = vi.fn<BackendPort['reservas']['occupied']>(() => Promise.resolve(occupied));
  const backend = fakeBackend({ diagnostics, reservas: { occupied: occupiedFn } });
  return { backend, diagnostics, occupied: occupiedFn };
}

describe('runDiagnostics', () => {
  it('runs every check and reports success', async () => {
    const { backend, diagnostics } = setup();
    const report = await runDiagnostics(backend, NOW);
    expect(report.result).toEqual({ kind: 'exito', text: DIAGNOSTICS_OK });
    expect(report.steps.map((step) => [step.nombre, step.ok, step.detalle])).toEqual([
      ['Conexión', true, 'Conexión con la base de datos establecida'],
      ['Tabla reservas', true, 'Tabla reservas accesible'],
      ['Tabla notificaciones', true, 'Tabla notificaciones accesible'],
      ['Tabla pagos', true, 'Tabla pagos accesible'],
      [
        'Reservas de prueba',
        true,
        'Reservas de prueba creadas: 2 (2026-11-24 09:00 y 2026-11-25 09:00)',
      ],
      ['Conteo', true, 'Reservas: 12 · Usuarios: 3'],
      ['Limpieza', true, 'Eliminadas: 2 reservas de prueba y 1 notificaciones sin reserva'],
    ]);
    expect(diagnostics.cleanUp).toHaveBeenCalledTimes(1);
  });

  it('books the test slots on working days only, at a free time', async () => {
    const { backend, diagnostics, occupied } = setup([
      { fecha: '2026-11-30', hora: '09:00' },
      { fecha: '2026-11-30', hora: '09:30' },
    ]);
    await runDiagnostics(backend, FRIDAY);
    expect(occupied.mock.calls[0]?.[0]).toBe('2026-11-30');
    expect(diagnostics.insertTestReservation.mock.calls).toEqual([
      [{ fecha: '2026-11-30', hora: '10:00' }],
      [{ fecha: '2026-12-01', hora: '09:00' }],
    ]);
  });

  it('reports a failing table as a partial configuration and still cleans up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, diagnostics } = setup();
    diagnostics.readTable.mockImplementation((table) =>
      table === 'pagos' ? Promise.reject(new BackendError('permiso denegado')) : Promise.resolve(),
    );
    const report = await runDiagnostics(backend, NOW);
    expect(report.result).toEqual({ kind: 'error', text: DIAGNOSTICS_PARTIAL });
    expect(report.steps.find((step) => step.nombre === 'Tabla pagos')).toEqual({
      nombre: 'Tabla pagos',
      ok: false,
      detalle: 'Error en tabla pagos',
      causa: 'permiso denegado',
    });
    expect(diagnostics.cleanUp).toHaveBeenCalledTimes(1);
  });

  it('cleans up after a failed test booking and reports a failed clean-up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend, diagnostics } = setup();
    diagnostics.ping.mockRejectedValue(new BackendError('sin red'));
    diagnostics.insertTestReservation.mockRejectedValue(new BackendError('Horario ocupado'));
    diagnostics.cleanUp.mockRejectedValue(new BackendError('sin permiso'));
    const report = await runDiagnostics(backend, NOW);
    expect(report.result.text).toBe(DIAGNOSTICS_PARTIAL);
    expect(report.steps.filter((step) => !step.ok).map((step) => step.detalle)).toEqual([
      'Error de conexión',
      'Error creando reservas de prueba',
      'Error limpiando',
    ]);
    expect(diagnostics.cleanUp).toHaveBeenCalledTimes(1);
  });
});
