import fs from 'node:fs';
import path from 'node:path';
import { PLANS, type Plan } from '../../src/content/catalogue/plans';
import {
  generatedHolidays,
  HOLIDAY_MIGRATION_SUFFIX,
  HOLIDAY_YEARS,
  holidayMigrationSql,
} from '../../scripts/lib/holiday-migration';
import { PLAN_MIGRATION_SUFFIX, planMigrationSql } from '../../scripts/lib/plan-migration';
import {
  applyMigrations,
  migrationFiles,
  openTestDatabase,
  type TestDatabase,
} from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('apply cleanly and are recorded as the Supabase CLI records them', async () => {
    const { rows } = await database.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((m) => m.version));
  });

  it('do nothing when applied again', async () => {
    expect(await applyMigrations(database.db)).toEqual([]);
  });

  it('keep the privileges a migration revoked when the embedded setup runs again', async () => {
    // A browser's database runs the setup again whenever it changed; Supabase's default
    // privileges belong to a new project only, or they would undo what a migration revoked.
    const defaults = () =>
      database.db.query<{ acl: string }>(
        "select defaclobjtype::text || coalesce(defaclacl::text, '') as acl from pg_default_acl order by 1",
      );
    const before = (await defaults()).rows;
    await database.db.query("update supabase_migrations.embedded_setup set hash = 'anterior'");
    expect(await applyMigrations(database.db)).toEqual([]);
    expect((await defaults()).rows).toEqual(before);
    expect(before.find((row) => row.acl.startsWith('S'))?.acl).not.toContain('anon');
  });

  it('enable row-level security on every public table', async () => {
    const { rows } = await database.db.query<{ relname: string; relrowsecurity: boolean }>(
      "select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
    );
    expect(rows.map((r) => r.relname)).toEqual([
      'abogado_areas',
      'abogado_horarios',
      'abogados',
      'auditoria',
      'ausencias',
      'comprobantes_archivos',
      'eventos_seguridad',
      'feriados',
      'mensajes_contacto',
      'notificaciones',
      'pagos',
      'planes',
      'profiles',
      'reagendamientos',
      'reservas',
      'solicitudes_derechos',
      'suscriptores',
      'valores_referencia',
      'verificaciones_derechos',
      'versiones_legales',
    ]);
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
  });
});

describe('plan catalogue', () => {
  it('the latest catalogue migration is what the catalogue generates (npm run db:plans)', () => {
    const dir = path.resolve('supabase/migrations');
    const latest = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(PLAN_MIGRATION_SUFFIX))
      .sort()
      .at(-1);
    expect(latest).toBeDefined();
    expect(fs.readFileSync(path.join(dir, latest ?? ''), 'utf8')).toBe(planMigrationSql(PLANS));
  });

  it('the planes table holds exactly the catalogue', async () => {
    const { rows } = await database.db.query<{
      id: string;
      nombre: string;
      precio: number;
      precio_original: number | null;
      categoria: string;
      nota: string | null;
    }>('select * from public.planes order by id');
    const expected = Object.entries(PLANS as Readonly<Record<string, Plan>>)
      .map(([id, plan]) => ({
        id,
        nombre: plan.name,
        precio: plan.price,
        precio_original: plan.originalPrice ?? null,
        categoria: plan.category,
        nota: plan.note ?? null,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(rows).toEqual(expected);
  });
});

describe('public holidays', () => {
  const latestHolidayMigration = () => {
    const dir = path.resolve('supabase/migrations');
    const latest = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(HOLIDAY_MIGRATION_SUFFIX))
      .sort()
      .at(-1);
    return fs.readFileSync(path.join(dir, latest ?? ''), 'utf8');
  };

  it('the latest holiday migration is what the rules generate (npm run db:plans)', () => {
    expect(latestHolidayMigration()).toBe(holidayMigrationSql(generatedHolidays()));
  });

  it("the feriados table holds exactly the generated holidays, as the law's rows", async () => {
    const { rows } = await database.db.query<{ fecha: string; nombre: string; origen: string }>(
      'select fecha::text as fecha, nombre, origen from public.feriados order by fecha',
    );
    expect(rows).toEqual(
      generatedHolidays().map((h) => ({ fecha: h.date, nombre: h.name, origen: 'ley' })),
    );
  });

  it('covers the whole booking window: extend HOLIDAY_YEARS before it runs out', () => {
    const windowEnd = new Date(Date.now() + 22 * 24 * 3600_000).getUTCFullYear();
    expect(windowEnd).toBeLessThanOrEqual(HOLIDAY_YEARS.to);
  });
});
