/**
 * Each Edge Function started under Deno from its own index.ts, as the Edge runtime starts it, and
 * called (`npm run test:deno`): the calls and answers are in edge-smoke-probes.ts.
 *
 * The function runs with its deno.json, nothing downloaded (--node-modules-dir=manual,
 * --no-remote, --no-lock), the loopback network and its environment as its only permissions, and
 * no variable but the ones given here. Every service it could reach is a local stand-in on a free
 * loopback port: the Supabase API (supabase-stand-in.ts, one per function), Webpay, the
 * automation webhook, Turnstile, the CMF and Resend (one each for the run). Deno.serve listens on
 * a free port instead of 8000 (supabase/functions/_shared/testing/serve-on-free-port.ts,
 * preloaded).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { EdgeFunction } from './deno-checks.ts';
import { answerProblems } from './edge-smoke-answer.ts';
import {
  PROBES,
  SMOKE_ADMIN_ID,
  SMOKE_SITE_URL,
  SMOKE_USER_ID,
  type Probe,
  type TokenHolder,
} from './edge-smoke-probes.ts';
import type { SharedStandIns } from './edge-smoke-stand-ins.ts';
import { startSupabaseStandIn } from './supabase-stand-in.ts';

type Env = Record<string, string>;

const PRELOAD = fileURLToPath(
  new URL('../../supabase/functions/_shared/testing/serve-on-free-port.ts', import.meta.url),
);
/** What the preload prints, as Deno.serve's own default does. */
const LISTENING = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//;
const START_TIMEOUT_MS = 30_000;
const CALL_TIMEOUT_MS = 15_000;
/** What supabase-js sends beside the body when the site calls a function (and the pass header). */
const SITE_HEADERS = 'authorization, apikey, content-type, x-client-info, x-pase-humano';

/** Resolves with the function's address once it listens; rejects if it exits or takes too long. */
function listening(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no escuchó en ${String(START_TIMEOUT_MS / 1000)} s`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const address = LISTENING.exec(output())?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`terminó antes de escuchar (${String(signal ?? code)})`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function requestFor(
  address: string,
  fn: EdgeFunction,
  probe: Probe,
  tokens: Record<TokenHolder, string>,
  env: Env,
): Request {
  const headers = new Headers({ origin: SMOKE_SITE_URL });
  if (probe.method === 'OPTIONS') {
    headers.set('access-control-request-method', 'POST');
    headers.set('access-control-request-headers', SITE_HEADERS);
  }
  const credential = probe.credential;
  if (credential && 'token' in credential) {
    headers.set('authorization', `Bearer ${tokens[credential.token]}`);
  } else if (credential) {
    headers.set(credential.header, env[credential.secret] ?? '');
  }
  if (probe.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${address}/functions/v1/${fn.name}${probe.query ?? ''}`, {
    method: probe.method,
    headers,
    body: probe.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
}

export interface SmokeOptions {
  deno: string;
  /** Deno's own variables (DENO_DIR...): the function sees these and its own, nothing else. */
  denoEnv: Env;
  shared: SharedStandIns;
}

export interface SmokeResult {
  failures: string[];
  calls: number;
  /** From the start of `deno run` to the function listening. */
  startSeconds: number;
  /** From the start of `deno run` to its end, the calls made. */
  seconds: number;
}

/** Starts the function's index.ts under Deno, makes its calls, and stops it. */
export async function smokeFunction(fn: EdgeFunction, options: SmokeOptions): Promise<SmokeResult> {
  const probes = PROBES[fn.name];
  if (!probes) {
    return {
      failures: [
        `${fn.name}: no tiene llamadas de arranque; añádelas en scripts/lib/edge-smoke-probes.ts`,
      ],
      calls: 0,
      startSeconds: 0,
      seconds: 0,
    };
  }
  const { shared } = options;
  const supabase = await startSupabaseStandIn({
    jwks: shared.signer.jwks,
    admins: [SMOKE_ADMIN_ID],
  });
  const issuer = { issuer: `${supabase.url}/auth/v1` };
  const tokens: Record<TokenHolder, string> = {
    admin: await shared.signer.mint({ sub: SMOKE_ADMIN_ID }, issuer),
    usuario: await shared.signer.mint({ sub: SMOKE_USER_ID }, issuer),
    ajeno: await shared.other.mint({ sub: SMOKE_ADMIN_ID }, issuer),
  };
  const env: Env = {
    ...shared.env,
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: 'clave-de-servicio-de-prueba',
    SUPABASE_ANON_KEY: 'clave-publica-de-prueba',
  };
  const started = performance.now();
  const child = spawn(
    options.deno,
    [
      'run',
      '--config',
      fn.config,
      '--node-modules-dir=manual',
      '--no-remote',
      '--no-lock',
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--preload',
      PRELOAD,
      fn.entry,
    ],
    { env: { ...options.denoEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString();
  const failures: string[] = [];
  let startSeconds = 0;
  try {
    const address = await listening(child, output);
    startSeconds = (performance.now() - started) / 1000;
    for (const probe of probes) {
      const sent = requestFor(address, fn, probe, tokens, env);
      try {
        const problems = await answerProblems(sent, probe.expect, await fetch(sent));
        failures.push(...problems.map((problem) => `${fn.name}: ${probe.name}: ${problem}`));
      } catch (error) {
        failures.push(`${fn.name}: ${probe.name}: sin respuesta (${String(error)})`);
      }
    }
  } catch (error) {
    failures.push(
      `${fn.name}: index.ts bajo Deno ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await stop(child);
    await supabase.close();
  }
  if (failures.length > 0) {
    failures.push(
      `${fn.name}: llamadas al sustituto de Supabase: ${supabase.calls.join(', ') || 'ninguna'}`,
      `${fn.name}: salida de Deno:\n${output().trim()}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { failures, calls: probes.length, startSeconds, seconds };
}
