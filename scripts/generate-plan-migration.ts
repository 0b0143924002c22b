/**
 * `npm run db:plans`: keeps the database's generated data equal to its source in TypeScript: the
 * plan catalogue (src/content/catalogue) and the public holidays (src/booking/model/holidays.ts).
 * When a source changed since its last migration, writes a new migration (a migration already
 * applied must never be edited); otherwise says it is up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PLANS } from '../src/content/catalogue/plans';
import {
  generatedHolidays,
  HOLIDAY_MIGRATION_SUFFIX,
  holidayMigrationSql,
} from './lib/holiday-migration';
import { PLAN_MIGRATION_SUFFIX, planMigrationSql } from './lib/plan-migration';

const MIGRATIONS = path.resolve('supabase/migrations');
const GENERATED = [
  { label: 'catálogo de planes', suffix: PLAN_MIGRATION_SUFFIX, sql: planMigrationSql(PLANS) },
  {
    label: 'feriados',
    suffix: HOLIDAY_MIGRATION_SUFFIX,
    sql: holidayMigrationSql(generatedHolidays()),
  },
];

for (const { label, suffix, sql } of GENERATED) {
  const latest = fs
    .readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .at(-1);
  if (latest && fs.readFileSync(path.join(MIGRATIONS, latest), 'utf8') === sql) {
    console.log(`Al día: ${label} (${latest}).`);
    continue;
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const file = `${stamp}${suffix}`;
  fs.writeFileSync(path.join(MIGRATIONS, file), sql);
  console.log(`Nueva migración (${label}): supabase/migrations/${file}`);
}
