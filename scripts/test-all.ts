/**
 * `npm test`: every check, in three steps. The checks of a step run side by side, since none of
 * them uses both cores all the time (type checking and lint run on one; the unit and database
 * tiers leave about a third of the machine idle while they wait on databases); together they end
 * minutes sooner than one after another. Each check's output is printed whole when it ends, so
 * the log reads as if they had run in turn. A step runs only when every check before it passed.
 *
 *   npm test                  everything
 *   npm test -- --from e2e    from a step on: static, checks or e2e (the build must exist)
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  /** npm scripts, run at once. */
  scripts: string[];
}

const STEPS: Step[] = [
  {
    name: 'static',
    // The build is the end-to-end tests' build (MAKE_WEBHOOK_URL set, to prove it stays out).
    // The hosted build (VITE_SUPABASE_URL set) is checked too: its budgets, and that no page of
    // it ships the embedded database.
    scripts: [
      'typecheck',
      'lint',
      'test:unit',
      'test:deno',
      'build:e2e',
      'build:hosted',
      'ensure:chromium',
    ],
  },
  {
    name: 'checks',
    scripts: ['check:budgets', 'check:pages', 'check:secrets', 'check:hosted'],
  },
  { name: 'e2e', scripts: ['test:e2e'] },
];

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  console.log(`▶ npm run ${script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const ok = code === 0;
      console.log(
        `\n── npm run ${script}: ${ok ? 'bien' : `FALLÓ (código ${String(code)})`}, ${String(seconds)} s ──`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

async function main(): Promise<number> {
  const fromIndex = process.argv.indexOf('--from');
  const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
  const first = from ? STEPS.findIndex((step) => step.name === from) : 0;
  if (first < 0) {
    console.error(`--from: usa uno de ${STEPS.map((step) => step.name).join(', ')}`);
    return 2;
  }
  const started = performance.now();
  for (const step of STEPS.slice(first)) {
    const outcomes = await Promise.all(step.scripts.map(run));
    const failed = outcomes.filter((outcome) => outcome.code !== 0);
    if (failed.length > 0) {
      console.error(`\nFallaron: ${failed.map((outcome) => outcome.script).join(', ')}`);
      return 1;
    }
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nTodas las verificaciones pasaron en ${minutes.toFixed(1)} min.`);
  return 0;
}

process.exitCode = await main();
