/** node-postgres connections as the tests use them: like PGlite's, and always closed. */
import { Client, type ClientBase, type QueryConfig } from 'pg';
import type { Cluster } from './cluster';
import { PGLITE_TYPES } from './pg-types';
import type { Queryable } from './types';

/** The commands whose row count PGlite reports as affectedRows; it reports 0 for the rest. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/** A connection seen as a Queryable, with PGlite's result and error shapes. */
export function pgSession(client: ClientBase): Queryable {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row shape, as with PGlite
    async query<T>(sql: string, params: unknown[] = []) {
      // The extended protocol even without parameters, as PGlite's query(): one statement only.
      const config: QueryConfig & { queryMode: 'extended' } = {
        text: sql,
        values: params,
        queryMode: 'extended',
      };
      const result = await client.query(config);
      return {
        rows: result.rows as T[],
        affectedRows: COUNTED.has(result.command) ? (result.rowCount ?? 0) : 0,
      };
    },
    // pg's errors are passed on as they are: message, code, detail and hint included.
    exec: (sql) => client.query(sql),
  };
}

/** One connection to one of the cluster's databases, for the length of `fn`. */
export async function withClient<T>(
  cluster: Pick<Cluster, 'host' | 'port' | 'user'>,
  database: string,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const { host, port, user } = cluster;
  const client = new Client({ host, port, user, database, types: PGLITE_TYPES });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
