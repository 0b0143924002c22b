/**
 * `npm run db:migration -- <nombre>`: turns an edit of supabase/schemas/ into a migration.
 *
 * Edit a function, a policy, a grant, an index or a constraint in its readable file, then run
 * this: it builds the database the migrations give today (the shadow database), compares it with
 * the edited files, writes the statements that make the difference as a new migration, applies
 * that migration on the shadow database to prove it runs, and writes supabase/schemas/ again as
 * the server prints it. A change it cannot derive (a table's columns, a removed statement it does
 * not know how to undo) writes nothing and says so: that migration is written by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { splitDump } from './lib/declared-schema';
import {
  firstDifference,
  readDeclaredSchema,
  writeDeclaredSchema,
} from './lib/declared-schema-files';
import { MIGRATIONS_DIR, badMigrationName, migrationText, nextVersion } from './lib/migration-file';
import { schemaMigration } from './lib/schema-changes';
import { withShadowDatabase } from './lib/shadow-database';

const name = process.argv[2];
const badName = badMigrationName(name);
if (badName || !name) {
  console.error(badName);
  process.exit(1);
}

const edited = readDeclaredSchema();

const exitCode = await withShadowDatabase(async (shadow) => {
  const current = splitDump(await shadow.dump());
  const changedFiles = [...edited.keys()].filter((file) => edited.get(file) !== current.get(file));
  if (changedFiles.length === 0) {
    console.log(
      'supabase/schemas/ es igual a lo que construyen las migraciones: no hay nada que migrar.',
    );
    return 0;
  }
  const { statements, refused } = schemaMigration(current, edited);
  if (refused.length > 0) {
    console.error('No se escribió ninguna migración:');
    for (const line of refused) console.error(`  ${line}`);
    return 1;
  }
  if (statements.length === 0) {
    console.log('Solo cambian comentarios o espacios: no hay nada que migrar.');
    writeDeclaredSchema(current);
    return 0;
  }

  const file = `${nextVersion(fs.readdirSync(MIGRATIONS_DIR), new Date())}_${name}.sql`;
  const filePath = path.join(MIGRATIONS_DIR, file);
  const sql = migrationText(name, changedFiles, statements);
  fs.writeFileSync(filePath, sql);
  try {
    await shadow.apply(sql);
  } catch (error) {
    fs.rmSync(filePath);
    console.error(`La migración no se pudo aplicar y se borró:\n${String(error)}`);
    return 1;
  }
  const after = splitDump(await shadow.dump());
  writeDeclaredSchema(after);
  console.log(`Escrita supabase/migrations/${file} (${String(statements.length)} sentencias).`);
  const respelled = firstDifference(edited, after);
  if (respelled)
    console.log(
      `\nsupabase/schemas/ quedó como lo imprime el servidor, que escribe distinto parte de lo editado; revisa git diff:\n${respelled}`,
    );
  return 0;
});
process.exit(exitCode);
