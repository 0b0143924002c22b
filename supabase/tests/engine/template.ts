/**
 * The migrated database that every test file clones: built once per run, so a file's fresh
 * database costs a copy (a fraction of a second) instead of running every migration again.
 */
import { escapeIdentifier } from 'pg';
import type { Cluster } from './cluster';
import { pgSession, withClient } from './pg-session';
import { applyMigrations, ensureTestLawyer } from './schema';

export async function buildTemplate(cluster: Cluster, name: string): Promise<void> {
  const quoted = escapeIdentifier(name);
  await withClient(cluster, 'postgres', (admin) => admin.query(`create database ${quoted}`));
  await withClient(cluster, name, async (client) => {
    await applyMigrations(pgSession(client));
    await ensureTestLawyer(pgSession(client));
  });
  // Cloning needs the template free of connections: refuse them from now on.
  await withClient(cluster, 'postgres', (admin) =>
    admin.query(`alter database ${quoted} with is_template true allow_connections false`),
  );
}
