/**
 * The shadow database of the schema scripts: a throwaway PostgreSQL server (the real-server test
 * tier's, no Docker) with every migration applied as the tests apply them. `npm run db:schema`
 * dumps it; `npm run db:migration` applies its new migration there before keeping it.
 */
import { escapeIdentifier } from 'pg';
import { startCluster } from '../../supabase/tests/engine/cluster';
import { pgSession, withClient } from '../../supabase/tests/engine/pg-session';
import { applyMigrations } from '../../supabase/tests/engine/schema';
import { dumpSchema } from '../../supabase/tests/engine/schema-dump';

const DATABASE = 'esquema_declarado';

export interface ShadowDatabase {
  /**
   * Runs one more migration in a transaction, as `supabase db push` does on a hosted project.
   * (The tests' migrate would also run the embedded setup again, which a hosted project never
   * has, and which restores default privileges that a migration revoked.)
   */
  apply(sql: string): Promise<void>;
  /** The app's schemas as pg_dump prints them now. */
  dump(): Promise<string>;
}

export async function withShadowDatabase<T>(
  work: (shadow: ShadowDatabase) => Promise<T>,
): Promise<T> {
  const cluster = await startCluster({ maxConnections: 10 });
  try {
    await withClient(cluster, 'postgres', (admin) =>
      admin.query(`create database ${escapeIdentifier(DATABASE)}`),
    );
    return await withClient(cluster, DATABASE, async (client) => {
      const session = pgSession(client);
      await applyMigrations(session);
      return work({
        async apply(sql) {
          await session.exec('begin');
          try {
            await session.exec(sql);
            await session.exec('commit');
          } catch (error) {
            await session.exec('rollback');
            throw error;
          }
        },
        dump: () => dumpSchema(cluster, DATABASE),
      });
    });
  } finally {
    await cluster.stop();
  }
}
