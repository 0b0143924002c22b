/**
 * The real-server engine: each test file gets its own database, cloned from the migrated
 * template, an owner session, and a pool for the callers, so concurrent calls really race.
 */
import { randomBytes } from 'node:crypto';
import { Client, Pool, escapeIdentifier } from 'pg';
import { inject } from 'vitest';
import { createAuthUser, enterCaller } from './caller';
import { POOL_SIZE } from './cluster-address';
import { pgSession, withClient } from './pg-session';
import { PGLITE_TYPES } from './pg-types';
import type { TestDatabase } from './types';

/** A connection that breaks while idle must not crash the test run; its next use reports it. */
const ignoreIdleError = () => undefined;

export async function openPostgresDatabase(): Promise<TestDatabase> {
  const cluster = inject('postgresCluster');
  const name = `prueba_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  const quoted = escapeIdentifier(name);
  await withClient(cluster, 'postgres', (admin) =>
    admin.query(`create database ${quoted} template ${escapeIdentifier(cluster.template)}`),
  );

  const connection = {
    host: cluster.host,
    port: cluster.port,
    user: cluster.user,
    database: name,
    types: PGLITE_TYPES,
  };
  const owner = new Client(connection);
  owner.on('error', ignoreIdleError);
  await owner.connect();
  const pool = new Pool({ ...connection, max: POOL_SIZE });
  pool.on('error', ignoreIdleError);

  const as: TestDatabase['as'] = async (caller, fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const tx = pgSession(client);
      await enterCaller(tx, caller);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      // A connection that could not roll back is closed rather than reused.
      client.release(broken);
    }
  };

  const db = pgSession(owner);
  return {
    engine: 'postgres',
    db,
    as,
    createUser: (email, role, options) => createAuthUser(db, email, role, options),
    close: async () => {
      await Promise.all([pool.end(), owner.end()]);
      await withClient(cluster, 'postgres', (admin) =>
        admin.query(`drop database if exists ${quoted} with (force)`),
      );
    },
  };
}
