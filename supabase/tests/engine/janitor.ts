/**
 * Stops the test cluster and deletes its directory once this process is gone, however it ended:
 * a normal teardown does it first, but an interrupted run (Ctrl-C, a crash, a kill) skips
 * teardowns, and the server runs in its own session, so it would outlive the run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ServerPrograms } from './server-programs';

const SCRIPT = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
if [ -f "$2/data/postmaster.pid" ]; then
  $4 "$3" -D "$2/data" -m immediate -w stop >/dev/null 2>&1
fi
rm -rf "$2"
`;

export function watchOverCluster(programs: ServerPrograms, root: string): { dismiss(): void } {
  const runAs = programs.owner ? `runuser -u ${programs.owner.user} --` : '';
  const pgCtl = path.join(programs.binDir, 'pg_ctl');
  const janitor = spawn('sh', ['-c', SCRIPT, 'janitor', String(process.pid), root, pgCtl, runAs], {
    detached: true,
    stdio: 'ignore',
  });
  janitor.unref();
  return {
    dismiss: () => {
      // Its own process group (detached): this ends the loop and its sleep together.
      if (janitor.pid !== undefined && janitor.exitCode === null) {
        try {
          process.kill(-janitor.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
