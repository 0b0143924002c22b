import type { BackendPort } from '@/backend/port';
import { BOOKING_WINDOW_DAYS, slotKey } from '@/booking/model/schedule';
import { addDays, chileNow } from '@/lib/time/chile-time';
import type { ActionResult } from './notification-deps';

export interface DiagnosticStep {
  nombre: string;
  ok: boolean;
  /** What the step found, or its failure ('Error en tabla pagos'). */
  detalle: string;
  /** The backend's own message when the step failed. */
  causa?: string;
}

export interface DiagnosticsReport {
  steps: DiagnosticStep[];
  result: ActionResult;
}

export const DIAGNOSTICS_OK = 'Diagnóstico completado sin errores';
export const DIAGNOSTICS_PARTIAL = 'Configuración parcial - revisar detalles';
export const DIAGNOSTICS_ERROR = 'Error ejecutando suite de pruebas';

const TABLES = ['reservas', 'notificaciones', 'pagos'] as const;
const TEST_BOOKINGS = 2;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The first free slot of each of the next open days (from tomorrow), `count` of them: the days and
 * times the database's calendar offers, so a test booking never lands on a day the firm closed.
 */
async function testSlots(
  backend: BackendPort,
  now: Date,
  count: number,
): Promise<{ fecha: string; hora: string }[]> {
  const today = chileNow(now).date;
  const calendar = await backend.reservas.calendar(
    addDays(today, 1),
    addDays(today, BOOKING_WINDOW_DAYS),
  );
  const days = calendar.filter((day) => day.horarios.length > 0);
  const first = days[0]?.fecha;
  const last = days.at(-1)?.fecha;
  if (first === undefined || last === undefined) return [];
  const occupied = new Set(
    (await backend.reservas.occupied(first, last)).map((slot) => slotKey(slot.fecha, slot.hora)),
  );
  const slots: { fecha: string; hora: string }[] = [];
  for (const { fecha, horarios } of days) {
    const hora = horarios.find((time) => !occupied.has(slotKey(fecha, time)));
    if (hora !== undefined) slots.push({ fecha, hora });
    if (slots.length === count) break;
  }
  return slots;
}

/**
 * The diagnostics suite (spec section 7): connection, access to each table, two test bookings on
 * the next working days, the counts, and the clean-up, which runs whatever happened before it so
 * no test booking is left holding a slot. Every step reports on its own; one failing does not
 * stop the others.
 */
export async function runDiagnostics(backend: BackendPort, now: Date): Promise<DiagnosticsReport> {
  const steps: DiagnosticStep[] = [];
  const check = async (nombre: string, failure: string, run: () => Promise<string>) => {
    try {
      steps.push({ nombre, ok: true, detalle: await run() });
    } catch (error) {
      console.error(failure, error);
      steps.push({ nombre, ok: false, detalle: failure, causa: messageOf(error) });
    }
  };

  let unexpected = false;
  try {
    await check('Conexión', 'Error de conexión', async () => {
      await backend.diagnostics.ping();
      return 'Conexión con la base de datos establecida';
    });
    for (const table of TABLES) {
      await check(`Tabla ${table}`, `Error en tabla ${table}`, async () => {
        await backend.diagnostics.readTable(table);
        return `Tabla ${table} accesible`;
      });
    }
    await check('Reservas de prueba', 'Error creando reservas de prueba', async () => {
      const slots = await testSlots(backend, now, TEST_BOOKINGS);
      if (slots.length < TEST_BOOKINGS)
        throw new Error('No hay horarios libres en los próximos días');
      for (const slot of slots) await backend.diagnostics.insertTestReservation(slot);
      const when = slots.map((slot) => `${slot.fecha} ${slot.hora}`).join(' y ');
      return `Reservas de prueba creadas: ${slots.length} (${when})`;
    });
    await check('Conteo', 'Error contando registros', async () => {
      const counts = await backend.diagnostics.counts();
      return `Reservas: ${counts.reservas} · Usuarios: ${counts.profiles}`;
    });
  } catch (error) {
    console.error(DIAGNOSTICS_ERROR, error);
    unexpected = true;
  } finally {
    await check('Limpieza', 'Error limpiando', async () => {
      const removed = await backend.diagnostics.cleanUp();
      return `Eliminadas: ${removed.reservas} reservas de prueba y ${removed.notificaciones} notificaciones sin reserva`;
    });
  }

  if (unexpected) return { steps, result: { kind: 'error', text: DIAGNOSTICS_ERROR } };
  return {
    steps,
    result: steps.every((step) => step.ok)
      ? { kind: 'exito', text: DIAGNOSTICS_OK }
      : { kind: 'error', text: DIAGNOSTICS_PARTIAL },
  };
}
