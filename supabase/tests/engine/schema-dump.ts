/**
 * The schema of one database of a test cluster as `pg_dump` prints it: the app's schemas only
 * (`public` and `private`), no data, no owners, and with the grants and revokes kept, since who
 * may call what is as much a part of the schema as the functions themselves.
 */
import path from 'node:path';
import type { Cluster } from './cluster';
import { run } from './run';
import { findServerPrograms } from './server-programs';

/** The schemas the migrations own; auth, extensions and the embedded sign-in belong to others. */
export const APP_SCHEMAS = ['public', 'private'] as const;

export async function dumpSchema(
  cluster: Pick<Cluster, 'host' | 'port' | 'user'>,
  database: string,
): Promise<string> {
  const { binDir } = await findServerPrograms();
  // pg_dump is a client: it connects over TCP like the tests do, so root may run it directly.
  const args = [
    ...['--host', cluster.host, '--port', String(cluster.port), '--username', cluster.user],
    ...['--dbname', database, '--schema-only', '--no-owner'],
    ...APP_SCHEMAS.flatMap((schema) => ['--schema', schema]),
  ];
  const result = await run(path.join(binDir, 'pg_dump'), args);
  if (result.code !== 0)
    throw new Error(`pg_dump falló (código ${String(result.code)}):\n${result.stderr}`);
  return result.stdout;
}
