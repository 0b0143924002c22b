/**
 * A throwaway PostgreSQL cluster for one test run: its own temporary directory, a free port on
 * 127.0.0.1 only, its unix socket in that directory, and no durability (the data is thrown away).
 * Nothing of the system's own PostgreSQL (clusters, service, port 5432) is used, so two
 * worktrees can run their tests at the same time.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { watchOverCluster } from './janitor';
import { run, type RunResult } from './run';
import { findServerPrograms, type ServerPrograms } from './server-programs';

export interface Cluster {
  host: string;
  port: number;
  /** The superuser, with trust authentication. */
  user: string;
  /** Stops the server and deletes its directory. Safe to call more than once. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const SUPERUSER = 'postgres';
const START_ATTEMPTS = 5;

/** Asks the OS for a port nobody listens on. Someone may take it before the server does. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function failed(what: string, result: RunResult): Error {
  return new Error(
    `${what} falló (código ${String(result.code)}):\n${result.stdout}${result.stderr}`,
  );
}

/**
 * Collation C and character classes of C.UTF-8, as PGlite has them (lower('Á') is 'á'), and
 * messages in English, as the tests expect. Falls back to plain C where C.UTF-8 does not exist.
 */
async function initCluster(programs: ServerPrograms, dataDir: string): Promise<void> {
  const common = ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync'];
  const initdb = (locale: string[]) => {
    const [file, args] = programs.command('initdb', [...common, ...locale]);
    return run(file, args, { cwd: path.dirname(dataDir) });
  };
  const first = await initdb(['--locale=C.UTF-8', '--lc-collate=C']);
  if (first.code === 0) return;
  if (!/locale/i.test(first.stdout + first.stderr)) throw failed('initdb', first);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const second = await initdb(['--locale=C']);
  if (second.code !== 0) throw failed('initdb', second);
}

function configure(dataDir: string, socketDir: string, maxConnections: number): void {
  const settings = {
    listen_addresses: `'${HOST}'`,
    unix_socket_directories: `'${socketDir}'`,
    max_connections: String(maxConnections),
    // Thrown away after the run: durability only costs time.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    // What PGlite uses, so times read the same on both engines.
    timezone: "'UTC'",
    log_timezone: "'UTC'",
  };
  const lines = Object.entries(settings).map(([name, value]) => `${name} = ${value}`);
  fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
}

/** Starts the server on a free port; tries another one when the port was taken meanwhile. */
async function startServer(programs: ServerPrograms, root: string): Promise<number> {
  const logFile = path.join(root, 'server.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const [file, args] = programs.command('pg_ctl', [
      ...['-D', path.join(root, 'data'), '-l', logFile, '-o', `-p ${String(port)}`],
      ...['-w', '-t', '180', 'start'],
    ]);
    const result = await run(file, args, { cwd: root });
    if (result.code === 0) return port;
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    if (attempt >= START_ATTEMPTS || !/could not (bind|create listen)/.test(log))
      throw new Error(`PostgreSQL no arrancó:\n${result.stdout}${result.stderr}\n${log}`);
  }
}

export async function startCluster(options: { maxConnections: number }): Promise<Cluster> {
  const programs = await findServerPrograms();
  // A root process hands the directory to the server's user, who must be able to reach it:
  // /tmp always is, a private TMPDIR may not be.
  const base = programs.owner ? '/tmp' : os.tmpdir();
  const root = fs.mkdtempSync(path.join(base, 'punto-legal-pg-'));
  if (programs.owner) fs.chownSync(root, programs.owner.uid, programs.owner.gid);
  const dataDir = path.join(root, 'data');
  const janitor = watchOverCluster(programs, root);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      // Immediate: nothing needs to survive, so there is no checkpoint to wait for.
      const [file, args] = programs.command('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      await run(file, args, { cwd: root });
    }
    fs.rmSync(root, { recursive: true, force: true });
    janitor.dismiss();
  };

  try {
    await initCluster(programs, dataDir);
    configure(dataDir, root, options.maxConnections);
    const port = await startServer(programs, root);
    return { host: HOST, port, user: SUPERUSER, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
