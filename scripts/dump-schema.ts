/**
 * `npm run db:schema`: writes supabase/schemas/, today's schema one file per domain, from what
 * the migrations build. It starts a throwaway PostgreSQL server (the real-server test tier's),
 * applies every migration as the tests do, dumps the app's schemas with pg_dump and splits the
 * dump (scripts/lib/declared-schema.ts). The migrations stay the deploy history; this folder is
 * for reading, and a test fails while it and the migrations disagree.
 */
import { escapeIdentifier } from 'pg';
import { startCluster } from '../supabase/tests/engine/cluster';
import { pgSession, withClient } from '../supabase/tests/engine/pg-session';
import { applyMigrations } from '../supabase/tests/engine/schema';
import { dumpSchema } from '../supabase/tests/engine/schema-dump';
import { splitDump, unmappedSubjects } from './lib/declared-schema';
import { SCHEMAS_DIR, writeDeclaredSchema } from './lib/declared-schema-files';
import { UNMAPPED_FILE } from './lib/schema-domains';

const DATABASE = 'esquema_declarado';

async function migratedDump(): Promise<string> {
  const cluster = await startCluster({ maxConnections: 10 });
  try {
    await withClient(cluster, 'postgres', (admin) =>
      admin.query(`create database ${escapeIdentifier(DATABASE)}`),
    );
    await withClient(cluster, DATABASE, (client) => applyMigrations(pgSession(client)));
    return await dumpSchema(cluster, DATABASE);
  } finally {
    await cluster.stop();
  }
}

const dump = await migratedDump();
const files = splitDump(dump);
writeDeclaredSchema(files);
for (const [file, text] of files)
  console.log(`${file}: ${String(text.split('\n').length - 1)} líneas`);
console.log(`Escrito en ${SCHEMAS_DIR}`);

const unmapped = unmappedSubjects(dump);
if (unmapped.length > 0) {
  console.log(
    `\nSin dominio (van a ${UNMAPPED_FILE}; asígnalos en scripts/lib/schema-domains.ts):`,
  );
  for (const subject of unmapped) console.log(`  ${subject}`);
}
