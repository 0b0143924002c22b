import authSql from '../../../supabase/embedded/auth.sql?raw';
import shimSql from '../../../supabase/embedded/shim.sql?raw';
import { migrationFromFile, type SqlFile } from './migrate';

/** The embedded setup and the migrations, bundled as text into the (lazy) embedded chunk. */
export const EMBEDDED_SETUP: readonly string[] = [shimSql, authSql];

export const MIGRATIONS: readonly SqlFile[] = Object.entries(
  import.meta.glob<string>('../../../supabase/migrations/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, sql]) => migrationFromFile(file, sql));
