/**
 * `npm run deploy` end to end, against a stand-in for the Supabase CLI: a small script that
 * records each call (its arguments, the token and password it was given, and the temporary file
 * it was pointed at, with that file's permissions) and echoes that file to its error output, as a
 * CLI quoting its input in an error would. It fails the call that starts with FAKE_CLI_FAIL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findEdgeFunctions } from './lib/deno-checks';
import { HIDDEN } from './lib/deploy/redact';
import { envText, VALID_ENV } from './lib/deploy/test-fixtures';
import { validateDeployEnv } from './lib/deploy/validate';

interface CliCall {
  args: string[];
  token?: string;
  password?: string;
  cwd: string;
  file?: { path: string; mode: number; content: string };
}

const FAKE_CLI = `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
const call = {
  args,
  token: process.env.SUPABASE_ACCESS_TOKEN,
  password: process.env.SUPABASE_DB_PASSWORD,
  cwd: process.cwd(),
};
const flag = ['--env-file', '--file'].find((name) => args.includes(name));
if (flag) {
  const file = args[args.indexOf(flag) + 1];
  const content = fs.readFileSync(file, 'utf8');
  call.file = { path: file, mode: fs.statSync(file).mode & 0o777, content };
  process.stderr.write('leído: ' + content);
}
fs.appendFileSync(process.env.FAKE_CLI_LOG, JSON.stringify(call) + '\\n');
const fail = process.env.FAKE_CLI_FAIL;
if (fail && args.join(' ').startsWith(fail)) {
  console.error('error simulado de la CLI');
  process.exit(1);
}
`;

const ROOT = path.resolve('.');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
const cli = path.join(dir, 'supabase');
const log = path.join(dir, 'calls.jsonl');
const functions = findEdgeFunctions(path.join(ROOT, 'supabase', 'functions')).map((fn) => fn.name);
const secretValues = validateDeployEnv(new Map(Object.entries(VALID_ENV)), 'x').config
  ?.hiddenValues;

beforeAll(() => fs.writeFileSync(cli, FAKE_CLI, { mode: 0o755 }));
beforeEach(() => fs.rmSync(log, { force: true }));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function deploy(env: Record<string, string>, extra: Record<string, string> = {}) {
  const envFile = path.join(dir, 'deploy.env');
  fs.writeFileSync(envFile, envText(env), { mode: 0o600 });
  const result = spawnSync(TSX, ['scripts/deploy.ts', '--env-file', envFile], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SUPABASE_CLI: cli, FAKE_CLI_LOG: log, ...extra },
    timeout: 60_000,
  });
  const calls = fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as CliCall)
    : [];
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, calls };
}

describe('npm run deploy', { timeout: 60_000 }, () => {
  it('runs every step in order, with the secrets in private files it removes after', () => {
    const { status, stdout, stderr, calls } = deploy({ ...VALID_ENV });
    expect(stderr).not.toContain('Falló');
    expect(status).toBe(0);
    const ref = ['--project-ref', VALID_ENV.SUPABASE_PROJECT_REF];
    expect(calls.map((call) => call.args.filter((arg) => !arg.startsWith('/')))).toEqual([
      ['link', ...ref],
      ['db', 'push', '--linked', ...ref, '--yes'],
      ['secrets', 'set', '--env-file', ...ref],
      ...functions.map((name) => [
        'functions',
        'deploy',
        name,
        ...ref,
        '--use-api',
        '--no-verify-jwt',
      ]),
      ['db', 'query', '--linked', ...ref, '--file'],
    ]);
    for (const call of calls) {
      expect(call.token).toBe(VALID_ENV.SUPABASE_ACCESS_TOKEN);
      expect(call.password).toBe(VALID_ENV.SUPABASE_DB_PASSWORD);
      expect(call.cwd).toBe(ROOT);
    }

    const secrets = calls[2]?.file;
    const secretNames = secrets?.content
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('=')[0]);
    expect(secretNames).toEqual(
      Object.keys(VALID_ENV).filter((name) => !name.startsWith('SUPABASE_')),
    );
    expect(secrets?.content).toContain(
      `BORRAR_ARCHIVOS_SECRET='${VALID_ENV.BORRAR_ARCHIVOS_SECRET}'`,
    );
    const vault = calls.at(-1)?.file;
    expect(vault?.content).toContain("where name = 'valores_referencia_secret'");
    expect(vault?.content).toContain("where name = 'avisos_programados_secret'");
    for (const file of [secrets, vault]) {
      expect(file?.mode).toBe(0o600);
      expect(fs.existsSync(file?.path ?? '')).toBe(false);
    }

    expect(stdout).toContain('Aplicar las migraciones nuevas a la base de datos');
    expect(stdout).toContain("'Confirm email' activado");
    expect(stdout).toContain('el dominio del remitente (Punto Legal <avisos@puntolegal.cl>)');
    expect(stdout).toContain('npm run doctor -- --url https://abcdefghijklmnopqrst.supabase.co');
    // The stand-in echoed the secrets file: the deploy's output shows none of its values.
    expect(stderr).toContain("SITE_URL='https://puntolegal.cl'");
    expect(stderr).toContain(`MAKE_WEBHOOK_URL='${HIDDEN}'`);
    for (const value of secretValues ?? []) {
      expect(stdout).not.toContain(value);
      expect(stderr).not.toContain(value);
    }
  });

  it('refuses a file missing several secrets, naming each, and runs nothing', () => {
    const missing = [
      'WEBPAY_SWEEP_SECRET',
      'CMF_API_KEY',
      'SUPABASE_DB_PASSWORD',
      'RESEND_API_KEY',
    ];
    const env = Object.fromEntries(
      Object.entries(VALID_ENV).filter(([name]) => !missing.includes(name)),
    );
    const { status, stderr, calls } = deploy(env);
    expect(status).toBe(1);
    for (const name of missing) expect(stderr).toContain(`Falta ${name} en `);
    expect(stderr).toContain('no se ejecutó nada');
    expect(calls).toEqual([]);
  });

  it('stops at the step that fails, names it, and runs none after it', () => {
    const { status, stderr, calls } = deploy({ ...VALID_ENV }, { FAKE_CLI_FAIL: 'db push' });
    expect(status).toBe(1);
    expect(calls.map((call) => call.args.slice(0, 2))).toEqual([
      ['link', '--project-ref'],
      ['db', 'push'],
    ]);
    expect(stderr).toContain(
      'Falló el paso 2 de ' +
        String(functions.length + 4) +
        ', «Aplicar las migraciones nuevas a la base de datos (supabase db push)»: la CLI terminó con el código 1.',
    );
    expect(stderr).toContain('Los pasos siguientes no se ejecutaron');
  });

  it('says so when the CLI cannot be started', () => {
    const { status, stderr } = deploy(
      { ...VALID_ENV },
      { SUPABASE_CLI: path.join(dir, 'no-existe') },
    );
    expect(status).toBe(1);
    expect(stderr).toContain('no se pudo ejecutar la CLI de Supabase');
  });
});
