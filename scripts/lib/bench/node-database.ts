/**
 * `npm run bench:db`'s Node part: starting the embedded database (in memory, in a directory, from
 * the built snapshot) and the two queries a booking leans on, `crear_reserva` and the occupied
 * slots of four weeks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { seedDemoAccounts } from '../../../src/backend/embedded/demo-accounts';
import { migrate } from '../../../src/backend/embedded/migrate';
import {
  embeddedSetup,
  migrationFiles,
  upcomingWeekday,
} from '../../../supabase/tests/test-database';
import { ensureSnapshot } from '../database-snapshot';
import { percentile, spread } from './spread';

const extensions = { pgcrypto };

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function openAndMigrate(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir, { extensions });
  await migrate(db, embeddedSetup(), migrationFiles());
  await seedDemoAccounts(db);
  return db;
}

/** One of each start in Node: in memory, a new directory, that directory again, the snapshot. */
async function nodeStartOnce(): Promise<number[]> {
  const [memory, cold] = await timed(() => openAndMigrate());
  await memory.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-bench-'));
  const [first, firstVisit] = await timed(() => openAndMigrate(dir));
  await first.close();
  const [again, repeatVisit] = await timed(() => openAndMigrate(dir));
  await again.close();
  fs.rmSync(dir, { recursive: true, force: true });
  // What the browser and the database tests do instead of creating: load the built snapshot.
  const snapshot = new Blob([fs.readFileSync(await ensureSnapshot({ seed: true }))]);
  const [loaded, fromSnapshot] = await timed(async () => {
    const db = await PGlite.create({ loadDataDir: snapshot, extensions });
    await migrate(db, embeddedSetup(), migrationFiles());
    await seedDemoAccounts(db);
    return db;
  });
  await loaded.close();
  return [cold, firstVisit, repeatVisit, fromSnapshot];
}

export async function nodeStarts(runs: number): Promise<string[]> {
  const samples: number[][] = [[], [], [], []];
  for (let i = 0; i < runs; i += 1)
    (await nodeStartOnce()).forEach((value, kind) => samples[kind]?.push(value));
  const [cold = [], firstVisit = [], repeatVisit = [], fromSnapshot = []] = samples;
  return [
    `Node, cold start in memory (create + migrate + seed): ${spread(cold)}`,
    `Node, first visit (directory): ${spread(firstVisit)}`,
    `Node, repeat visit (reopen, already migrated): ${spread(repeatVisit)}`,
    `Node, open from the snapshot (load + up-to-date checks): ${spread(fromSnapshot)}`,
  ];
}

export async function nodeQueries(): Promise<string[]> {
  const db = await openAndMigrate();
  const fecha = await upcomingWeekday(db, 2);
  const asAnon = async <T>(fn: () => Promise<T>) => {
    await db.exec(
      'set role anon; select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', false)',
    );
    try {
      return await fn();
    } finally {
      await db.exec('reset role');
    }
  };
  const durations: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const [rows, duration] = await timed(() =>
      asAnon(() =>
        db.query<{ id: string }>(
          "select id from public.crear_reserva('Bench Persona', '12.345.678-5', 'bench@ejemplo.cl', '+56912345678', $1::date, '09:00', 'laboral', 'videollamada', p_declaracion_edad => 'mayor_de_edad', p_aviso_version => '2.0', p_terminos_version => '1.0')",
          [fecha],
        ),
      ),
    );
    durations.push(duration);
    // Free the slot again, outside the measurement, and date the booking two days back: one
    // person may make only 5 bookings in 24 hours, and all 500 are the same person.
    await db.query(
      "update public.reservas set estado = 'cancelada', created_at = created_at - interval '2 days' where id = $1",
      [rows.rows[0]?.id],
    );
  }
  // A busy month: every other slot of the next four weeks taken.
  await db.exec(`
    insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria, estado)
    select 'Ocupado', '12.345.678-5', 'o@ejemplo.cl', '+56912345678', d::date, h, 'laboral', 'Consulta Laboral', 35000, 'Laboral', 'confirmada'
    from generate_series(current_date + 1, current_date + 28, interval '1 day') d,
         unnest(array['09:00','10:00','11:00','14:00','15:00','16:00','17:00']) h
    where extract(isodow from d) between 1 and 5
    on conflict do nothing`);
  const occupied: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const [, duration] = await timed(() =>
      asAnon(() =>
        db.query('select * from public.horarios_ocupados(current_date, current_date + 28)'),
      ),
    );
    occupied.push(duration);
  }
  await db.close();
  return [
    `crear_reserva, 500 calls: median ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms`,
    `horarios_ocupados for 4 weeks, 100 calls: median ${percentile(occupied, 50).toFixed(1)} ms, p95 ${percentile(occupied, 95).toFixed(1)} ms`,
  ];
}
