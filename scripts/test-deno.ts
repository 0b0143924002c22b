/**
 * `npm run test:deno`: the Edge Functions under Deno, the engine of Supabase's Edge runtime (the
 * other tiers run the same handlers under Node). Part of `npm test`, beside the unit tiers.
 *
 *   1. Each function (supabase/functions/<name>/index.ts) is type-checked by `deno check` with its
 *      own deno.json, and every bare import its graph reaches must be mapped there
 *      (lib/deno-checks.ts says why `deno check` alone would not notice).
 *   2. Each function's Deno tests (<name>/**\/*.deno.test.ts) run with that deno.json and no
 *      permission but the loopback network and one variable (assertions from node:assert/strict,
 *      nothing from jsr).
 *   3. Each function's own index.ts is started under Deno, with the loopback network and its
 *      environment as its only permissions and every service it reaches a local stand-in, and
 *      answers a CORS preflight, a call without credentials and a body that is not JSON with the
 *      status and fields its handler gives (lib/edge-smoke.ts, lib/edge-smoke-probes.ts).
 *
 * Nothing is downloaded: npm: imports resolve from node_modules (--node-modules-dir=manual, which
 * also checks the versions they name against the installed ones), remote ones are refused
 * (--no-remote), and Deno's own binary comes from npm (@deno/linux-x64-glibc, pinned; DENO_BIN
 * names another). Its cache (type checks) is node_modules/.cache/deno.
 *
 *   tsx scripts/test-deno.ts [--functions supabase/functions] [--no-start]
 *
 * --no-start leaves out 3, for folders whose functions serve nothing (lib/deno-checks.test.ts's).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  findEdgeFunctions,
  importMapKeys,
  strayDenoTests,
  unmappedImports,
  type EdgeFunction,
} from './lib/deno-checks';
import { smokeFunction } from './lib/edge-smoke';
import { startSharedStandIns, type SharedStandIns } from './lib/edge-smoke-stand-ins';

const root = process.cwd();
const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const functionsDir = path.resolve(option('functions', 'supabase/functions'));
const startFunctions = !process.argv.includes('--no-start');

/**
 * Deno's binary, from its npm package for this platform (an optional dependency: npm installs it
 * where it runs, on Linux x64, and skips it elsewhere).
 */
function denoBinary(): string | null {
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve(`${DENO_PACKAGE}/package.json`)), 'deno');
  } catch {
    return null;
  }
}

const DENO_PACKAGE = '@deno/linux-x64-glibc';
const denoPath = process.env.DENO_BIN ?? denoBinary();
if (!denoPath) {
  console.error(
    `Falta Deno: ${DENO_PACKAGE} (optionalDependencies) solo se instala en Linux x64; ` +
      'en otra plataforma instala Deno 2.9 y da su ruta en DENO_BIN.',
  );
  process.exit(1);
}
const deno: string = denoPath;
/** Deno's own settings; a started function sees these and its own variables, nothing else. */
const denoEnv = {
  DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
  DENO_NO_UPDATE_CHECK: '1',
  DENO_NO_PROMPT: '1',
  NO_COLOR: '1',
  RUST_BACKTRACE: '0',
};
const env = { ...process.env, ...denoEnv };

interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr as they came. */
  output: string;
}

function run(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(deno, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      resolve({
        code: code ?? 1,
        stdout: Buffer.concat(stdout).toString(),
        output: Buffer.concat(chunks).toString(),
      });
    });
  });
}

const resolution = (fn: EdgeFunction) => [
  '--config',
  fn.config,
  '--node-modules-dir=manual',
  '--no-remote',
  '--no-lock',
];

/** The function's checks; the reasons it fails, empty when it passes. */
async function checkFunction(fn: EdgeFunction, shared: SharedStandIns | null): Promise<string[]> {
  if (!fs.existsSync(fn.config)) return [`${fn.name}: falta ${path.relative(root, fn.config)}`];
  const failures: string[] = [];
  const info = await run(['info', '--json', ...resolution(fn), fn.entry]);
  if (info.code !== 0) return [`${fn.name}: deno info falló\n${info.output}`];
  const keys = importMapKeys(fs.readFileSync(fn.config, 'utf8'));
  const graph = JSON.parse(info.stdout) as Parameters<typeof unmappedImports>[0];
  for (const { specifier, importer } of unmappedImports(graph, keys, root)) {
    failures.push(
      `${fn.name}: '${specifier}' (importado por ${importer}) no está en ${path.relative(root, fn.config)}`,
    );
  }
  const check = await run(['check', ...resolution(fn), fn.entry]);
  if (check.code !== 0) failures.push(`${fn.name}: deno check falló\n${check.output}`);
  if (fn.tests.length > 0) {
    const tests = await run([
      'test',
      ...resolution(fn),
      '--allow-net=127.0.0.1',
      // The Webpay simulator (e2e/webpay-simulator.ts) reads its port's variable when loaded.
      '--allow-env=E2E_WEBPAY_PORT',
      // Type-checked with the rest by tsc: Deno's checker would want node:assert's types from an
      // @types/node it does not find in node_modules. The functions themselves pass `deno check`.
      '--no-check',
      '--reporter=dot',
      ...fn.tests,
    ]);
    console.log(`── ${fn.name}: ${String(fn.tests.length)} archivo(s) de pruebas Deno ──`);
    console.log(tests.output.trim());
    if (tests.code !== 0) failures.push(`${fn.name}: fallaron pruebas Deno`);
  }
  if (!shared) return failures;
  const smoke = await smokeFunction(fn, { deno, denoEnv, shared });
  console.log(
    smoke.failures.length === 0
      ? `── ${fn.name}: index.ts escuchó en ${smoke.startSeconds.toFixed(1)} s y respondió ` +
          `bien ${String(smoke.calls)} llamada(s); ${smoke.seconds.toFixed(1)} s en total ──`
      : `── ${fn.name}: index.ts bajo Deno no respondió como se espera (detalle al final) ──`,
  );
  return [...failures, ...smoke.failures];
}

/** Two at a time: the machine has two cores, and `npm test` runs other tiers beside this. */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

async function main(): Promise<number> {
  const started = performance.now();
  const functions = findEdgeFunctions(functionsDir);
  const stray = strayDenoTests(functionsDir).map(
    (file) =>
      `${path.relative(root, file)}: una prueba Deno va en la carpeta de su función (usa su deno.json)`,
  );
  const shared = startFunctions ? await startSharedStandIns() : null;
  let checked: string[][];
  try {
    checked = await inPairs(functions, (fn) => checkFunction(fn, shared));
  } finally {
    await shared?.close();
  }
  const failures = [...stray, ...checked.flat()];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const tests = functions.reduce((sum, fn) => sum + fn.tests.length, 0);
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    return 1;
  }
  console.log(
    `Deno: ${String(functions.length)} funciones verificadas${shared ? ', arrancadas y llamadas,' : ''} ` +
      `y ${String(tests)} archivo(s) de pruebas en ${seconds} s.`,
  );
  return 0;
}

process.exitCode = await main();
