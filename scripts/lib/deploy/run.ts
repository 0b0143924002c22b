/**
 * Runs the deploy's steps with the Supabase CLI, one after another, and stops at the first that
 * fails. The CLI's output is shown with every secret value hidden; a step's temporary file lives
 * in a private temporary folder only while the step runs, and is removed even when the person
 * interrupts the deploy.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMP_FILE, type DeployStep } from './plan';
import { lineRedactor, redactor } from './redact';

export interface RunOptions {
  /** The CLI's executable. */
  cli: string;
  cwd: string;
  /** The CLI's environment (the access token and the database password travel here). */
  env: NodeJS.ProcessEnv;
  hidden: readonly string[];
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface StepFailure {
  index: number;
  step: DeployStep;
  /** Why, in Spanish: the exit code, the signal, or why the CLI did not start. */
  reason: string;
}

function withTempFile(step: DeployStep): { args: string[]; cleanup: () => void } {
  if (!step.tempFile) return { args: step.args, cleanup: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  const file = path.join(dir, step.tempFile.name);
  fs.writeFileSync(file, step.tempFile.content, { mode: 0o600, flag: 'wx' });
  return {
    args: step.args.map((arg) => (arg === TEMP_FILE ? file : arg)),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function runOne(step: DeployStep, options: RunOptions): Promise<string | undefined> {
  const redact = redactor(options.hidden);
  const { args, cleanup } = withTempFile(step);
  return new Promise((resolve) => {
    // No prompt can wait for an answer: the CLI is told --yes where it asks, and gets no input.
    const child = spawn(options.cli, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = lineRedactor(redact, options.out);
    const stderr = lineRedactor(redact, options.err);
    child.stdout.setEncoding('utf8').on('data', stdout.push);
    child.stderr.setEncoding('utf8').on('data', stderr.push);
    const stop = (signal: NodeJS.Signals) => {
      child.kill(signal);
      cleanup();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
    let done = false;
    const finish = (reason: string | undefined) => {
      // 'error' (the CLI did not start) may be followed by 'close': the first one counts.
      if (done) return;
      done = true;
      process.off('SIGINT', stop).off('SIGTERM', stop);
      stdout.flush();
      stderr.flush();
      cleanup();
      resolve(reason);
    };
    child.on('error', (error) =>
      finish(`no se pudo ejecutar la CLI de Supabase (${options.cli}): ${error.message}`),
    );
    child.on('close', (code, signal) => {
      if (code === 0) finish(undefined);
      else if (signal) finish(`la CLI terminó por la señal ${signal}`);
      else finish(`la CLI terminó con el código ${String(code)}`);
    });
  });
}

export async function runSteps(
  steps: readonly DeployStep[],
  options: RunOptions,
): Promise<StepFailure | undefined> {
  for (const [index, step] of steps.entries()) {
    options.out(`\n[${String(index + 1)}/${String(steps.length)}] ${step.title}\n`);
    const reason = await runOne(step, options);
    if (reason !== undefined) return { index, step, reason };
  }
  return undefined;
}
