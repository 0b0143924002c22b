/**
 * Whether the project has every migration of this repository: the versions in its migration
 * history (what `supabase db push` records) against the 14-digit prefixes of
 * supabase/migrations/*.sql.
 */
import fs from 'node:fs';
import { fail, pass, warn, type CheckLine } from './report.ts';

const MIGRATION_FILE = /^(\d{14})_.+\.sql$/;

export const DEPLOY_COMMAND = '`npm run deploy` (o `npx supabase db push`)';
export const DEPLOY_REMEDY = `aplícalas con ${DEPLOY_COMMAND}`;

/** The versions of the repository's migrations, oldest first. */
export function localMigrationVersions(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort();
}

/** The first few of a list, then how many more: a long list would hide the rest of the report. */
export function shortList(items: readonly string[], shown = 6): string {
  if (items.length <= shown) return items.join(', ');
  return `${items.slice(0, shown).join(', ')} y ${String(items.length - shown)} más`;
}

/**
 * `applied` is the project's history; null when the project has none (its migrations were run by
 * hand in the SQL editor, or never), so nothing can be compared.
 */
export function checkMigrations(
  applied: readonly string[] | null,
  local: readonly string[],
): CheckLine[] {
  const label = 'Migraciones';
  if (applied === null) {
    return [
      warn(
        label,
        'el proyecto no tiene historial de migraciones (supabase_migrations.schema_migrations): no se puede saber cuáles están aplicadas',
        'si las aplicaste a mano, regístralas con `npx supabase migration repair --status applied <versión>`; si no, ' +
          DEPLOY_REMEDY,
      ),
    ];
  }
  const have = new Set(applied);
  const missing = local.filter((version) => !have.has(version));
  const ours = new Set(local);
  const foreign = [...have].filter((version) => !ours.has(version)).sort();
  const lines: CheckLine[] = [
    missing.length === 0
      ? pass(label, `las ${String(local.length)} del repositorio están aplicadas`)
      : fail(
          label,
          `faltan ${String(missing.length)} de ${String(local.length)}: ${shortList(missing)}`,
          DEPLOY_REMEDY,
        ),
  ];
  if (foreign.length > 0) {
    lines.push(
      warn(
        'Migraciones ajenas',
        `el proyecto tiene ${String(foreign.length)} que este repositorio no tiene: ${shortList(foreign)}`,
        '¿es esta la versión desplegada? actualiza el repositorio (`git pull`) antes de desplegar',
      ),
    );
  }
  return lines;
}
