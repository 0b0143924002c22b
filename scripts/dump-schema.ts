/**
 * `npm run db:schema`: writes supabase/schemas/, today's schema one file per domain, from what
 * the migrations build. It starts a throwaway PostgreSQL server (the real-server test tier's),
 * applies every migration as the tests do, dumps the app's schemas with pg_dump and splits the
 * dump (scripts/lib/declared-schema.ts). The migrations stay the deploy history; this folder is
 * for reading, and a test fails while it and the migrations disagree.
 */
import { splitDump, unmappedSubjects } from './lib/declared-schema';
import { SCHEMAS_DIR, writeDeclaredSchema } from './lib/declared-schema-files';
import { UNMAPPED_FILE } from './lib/schema-domains';
import { withShadowDatabase } from './lib/shadow-database';

const dump = await withShadowDatabase((shadow) => shadow.dump());
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
