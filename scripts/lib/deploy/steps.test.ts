import fs from 'node:fs';
import path from 'node:path';
import { dashboardSettings } from './dashboard';
import { cliEnvFile } from './env-file';
import { TEMP_FILE, deploySteps } from './plan';
import { readProject } from './project';
import { HIDDEN, lineRedactor, redactor } from './redact';
import { VALID_ENV } from './test-fixtures';
import { validateDeployEnv } from './validate';
import { vaultSql } from './vault-sql';

const config = validateDeployEnv(new Map(Object.entries(VALID_ENV)), 'deploy.env').config;
if (!config) throw new Error('VALID_ENV debe ser válido');

describe('deploySteps', () => {
  it('links, pushes, sets the secrets, deploys each function and fills Vault, in that order', () => {
    const steps = deploySteps(
      config,
      [
        { name: 'notificar', verifyJwt: false },
        { name: 'protegida', verifyJwt: true },
      ],
      { includeAll: false },
    );
    const ref = ['--project-ref', 'abcdefghijklmnopqrst'];
    expect(steps.map((step) => step.args)).toEqual([
      ['link', ...ref],
      ['db', 'push', '--linked', ...ref, '--yes'],
      ['secrets', 'set', '--env-file', TEMP_FILE, ...ref],
      ['functions', 'deploy', 'notificar', ...ref, '--use-api', '--no-verify-jwt'],
      ['functions', 'deploy', 'protegida', ...ref, '--use-api'],
      ['db', 'query', '--linked', ...ref, '--file', TEMP_FILE],
    ]);
    expect(steps[2]?.tempFile?.content).toBe(cliEnvFile(config.functionSecrets));
    const withOld = deploySteps(config, [], { includeAll: true });
    expect(withOld[1]?.args).toContain('--include-all');
  });
});

describe('the CLI env file', () => {
  it('single-quotes each value, the one form the CLI takes literally', () => {
    expect(cliEnvFile([['A', 'x $HOME "y" #z \\n']])).toBe(`A='x $HOME "y" #z \\n'\n`);
    expect(() => cliEnvFile([['A', "it's"]])).toThrow('comillas simples');
    expect(() => cliEnvFile([['A', 'x\\']])).toThrow('barra invertida');
  });
});

describe('vaultSql', () => {
  const tricky = "a'b$$c\\d; drop table x; --";
  const sql = vaultSql([
    ['proyecto_url', 'https://abcdefghijklmnopqrst.supabase.co'],
    ['webpay_sweep_secret', tricky],
  ]);

  it('updates the secret where it exists and creates it where not, for each name', () => {
    expect(sql).toContain("select vault.update_secret(id, convert_from(decode('");
    expect(sql.match(/vault\.update_secret/g)).toHaveLength(2);
    expect(sql.match(/vault\.create_secret/g)).toHaveLength(2);
    expect(sql).toContain(
      "where not exists (select 1 from vault.secrets where name = 'webpay_sweep_secret')",
    );
    expect(sql.trim().split('\n').at(-1)).toBe(
      "select name from vault.secrets where name in ('proyecto_url', 'webpay_sweep_secret') order by name;",
    );
  });

  it('carries any value hex-encoded, so it never appears in the SQL as written', () => {
    expect(sql).not.toContain(tricky);
    expect(sql).not.toContain('$$');
    expect(sql).toContain(Buffer.from(tricky, 'utf8').toString('hex'));
  });

  it('refuses a Vault name that is not a plain lowercase word', () => {
    expect(() => vaultSql([["x'; drop", 'v']])).toThrow('no válido');
  });
});

describe('the repository as the deploy reads it', () => {
  const project = readProject(path.resolve('.'));

  it('finds every function folder, with config.toml’s JWT rule', () => {
    const folders = fs
      .readdirSync('supabase/functions')
      .filter(
        (name) => !name.startsWith('_') && fs.existsSync(`supabase/functions/${name}/index.ts`),
      );
    expect(project.functions.map((fn) => fn.name).sort()).toEqual(folders.sort());
    expect(project.functions.find((fn) => fn.name === 'notificar')?.verifyJwt).toBe(false);
  });

  it('prints the Auth settings from config.toml, moved to the live site', () => {
    const text = dashboardSettings(
      project.config,
      'abcdefghijklmnopqrst',
      'https://puntolegal.cl',
      'Punto Legal <avisos@correo.puntolegal.cl>',
    );
    expect(text).toContain("'Confirm email' activado y 'Secure email change' activado");
    expect(text).toContain("'Email OTP Expiration' = 3600 segundos");
    expect(text).toContain("'Minimum password length' = 8");
    expect(text).toContain(
      'Redirect URLs: https://puntolegal.cl/auth y https://puntolegal.cl/auth?next=%2Fmi-cuenta',
    );
    expect(text).toContain("'Inactivity timeout' = 30m");
    expect(text).toContain(
      'En Resend (https://resend.com/domains): el dominio del remitente (Punto Legal <avisos@correo.puntolegal.cl>), correo.puntolegal.cl, verificado',
    );
    expect(text).toContain('VITE_SUPABASE_URL=https://abcdefghijklmnopqrst.supabase.co');
    expect(text).toContain(
      'npm run doctor -- --url https://abcdefghijklmnopqrst.supabase.co --key <clave service_role',
    );
  });

  it('follows config.toml when a setting changes there', () => {
    const changed = new Map(project.config);
    changed.set('auth.email.otp_expiry', 900);
    changed.set('auth.email.enable_confirmations', false);
    const text = dashboardSettings(
      changed,
      'abcdefghijklmnopqrst',
      'https://puntolegal.cl',
      'contacto@puntolegal.cl',
    );
    expect(text).toContain("'Email OTP Expiration' = 900 segundos");
    expect(text).toContain("'Confirm email' desactivado");
  });
});

describe('redaction', () => {
  it('hides each value, even when the output splits it across chunks', () => {
    const written: string[] = [];
    const lines = lineRedactor(redactor(['secreto-largo', 'abc']), (text) => written.push(text));
    lines.push('primera secr');
    lines.push('eto-largo y abc\nsegunda secreto-largo');
    lines.flush();
    expect(written.join('')).toBe(`primera ${HIDDEN} y abc\nsegunda ${HIDDEN}`);
  });
});
