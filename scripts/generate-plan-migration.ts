/**
 * `npm run db:plans`: keeps the database's plan catalogue equal to src/content/catalogue. When the
 * catalogue changed since the last catalogue migration, writes a new migration (a migration
 * already applied must never be edited); otherwise says it is up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PLANS } from '../src/content/catalogue/plans';
import { PLAN_MIGRATION_SUFFIX, planMigrationSql } from './lib/plan-migration';

const MIGRATIONS = path.resolve('supabase/migrations');

const latest = fs
  .readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith(PLAN_MIGRATION_SUFFIX))
  .sort()
  .at(-1);
const sql = planMigrationSql(PLANS);

if (latest && fs.readFileSync(path.join(MIGRATIONS, latest), 'utf8') === sql) {
  console.log(`El catálogo de planes está al día (${latest}).`);
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const file = `${stamp}${PLAN_MIGRATION_SUFFIX}`;
  fs.writeFileSync(path.join(MIGRATIONS, file), sql);
  console.log(`Nueva migración del catálogo: supabase/migrations/${file}`);
}
