/**
 * The PostgreSQL server programs, found (or installed) by scripts/ensure-postgres.sh, and how to
 * run them: PostgreSQL refuses to run as root, so a root process runs them as the `postgres`
 * system user that Debian's package creates.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run';

const ENSURE_SCRIPT = fileURLToPath(
  new URL('../../../scripts/ensure-postgres.sh', import.meta.url),
);
const SERVER_USER = 'postgres';

export interface ServerPrograms {
  binDir: string;
  /** Set when this process is root: the user (and its ids) the server runs as. */
  owner?: { user: string; uid: number; gid: number };
  /** The command line that runs one of the programs, as the server's user. */
  command(program: 'initdb' | 'pg_ctl', args: readonly string[]): [string, string[]];
}

async function systemUserIds(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
  if (uid.code !== 0 || gid.code !== 0)
    throw new Error(
      `PostgreSQL no se ejecuta como root y no existe el usuario ${user}. ` +
        'Instala el paquete postgresql de Debian (lo crea) o ejecuta las pruebas sin ser root.',
    );
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function findServerPrograms(): Promise<ServerPrograms> {
  const found = await run('bash', [ENSURE_SCRIPT], { showErrors: true });
  const binDir = found.stdout.trim().split('\n').at(-1) ?? '';
  if (found.code !== 0 || !binDir)
    throw new Error('No hay servidor PostgreSQL para las pruebas (ver el mensaje anterior).');

  const owner =
    process.getuid?.() === 0
      ? { user: SERVER_USER, ...(await systemUserIds(SERVER_USER)) }
      : undefined;
  return {
    binDir,
    owner,
    command: (program, args) => {
      const file = path.join(binDir, program);
      return owner ? ['runuser', ['-u', owner.user, '--', file, ...args]] : [file, [...args]];
    },
  };
}
