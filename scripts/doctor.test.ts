import { spawn } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { EXPECTED_JOBS } from './lib/doctor/scheduled-jobs';
import {
  goodProject,
  misconfiguredProject,
  type StandInAccess,
} from './lib/doctor/project-profiles';
import { startProjectStandIn, type StandInProject } from './lib/doctor/project-stand-in';
import { readRepository } from './lib/doctor/run-doctor';

const root = path.resolve(import.meta.dirname, '..');
const repo = readRepository(root);
const JWT_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.firma-de-prueba';
const SECRET_KEY = 'sb_secret_clave-de-prueba-0123456789';
const TOKEN = 'sbp_token-de-prueba-0123456789';

/** `tsx scripts/doctor.ts` against a stand-in for `project`, as a person would run it. */
async function runDoctor(project: StandInProject, access: StandInAccess) {
  const server: http.Server = await startProjectStandIn(project);
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  try {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [
        'scripts/doctor.ts',
        '--url',
        url,
        '--key',
        access.key,
        '--token',
        access.token,
        '--site',
        access.site,
        '--api',
        url,
        '--ref',
        access.ref,
      ],
      {
        cwd: root,
        env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: '', SUPABASE_ACCESS_TOKEN: '' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, output };
  } finally {
    server.close();
  }
}

describe('npm run doctor', () => {
  it('passes a project that has everything, reached with a secret key', async () => {
    const access = {
      ref: 'abcdefghijklmnopqrst',
      key: SECRET_KEY,
      token: TOKEN,
      site: 'https://www.ejemplo.cl',
    };
    const { code, output } = await runDoctor(goodProject(repo, access), access);
    expect(output).toContain(
      `✓ Migraciones: las ${String(repo.migrations.length)} del repositorio están aplicadas`,
    );
    for (const job of EXPECTED_JOBS)
      expect(output).toContain(`✓ Tarea ${job}: programada y activa`);
    for (const name of repo.functions)
      expect(output).toMatch(new RegExp(`✓ Función ${name}: desplegada`));
    expect(output).toContain('✓ Claves de firma: asimétricas (ES256)');
    expect(output).toContain('✓ SMTP propio: smtp_host = smtp.ejemplo.cl');
    expect(output).not.toContain('✗');
    expect(output).toContain('Resultado: todo lo que el sitio necesita está en orden');
    expect(code).toBe(0);
    expect(output).not.toContain(SECRET_KEY);
    expect(output).not.toContain(TOKEN);
  }, 60_000);

  it('names each problem of a misconfigured project, reached with a legacy key', async () => {
    const access = {
      ref: 'abcdefghijklmnopqrst',
      key: JWT_KEY,
      token: TOKEN,
      site: 'https://www.ejemplo.cl',
    };
    const [absent = '', withJwt = ''] = repo.functions;
    const [, paused, , missingJob] = EXPECTED_JOBS;
    const { code, output } = await runDoctor(misconfiguredProject(repo, access), access);
    const [secondLast = '', last = ''] = repo.migrations.slice(-2);
    expect(output).toContain(
      `✗ Migraciones: faltan 2 de ${String(repo.migrations.length)}: ${secondLast}, ${last} → aplícalas con \`npm run deploy\``,
    );
    expect(output).toContain('✗ pg_cron: no está activa');
    expect(output).toContain(`✗ Tarea ${missingJob}: no está programada`);
    expect(output).toContain(`✗ Tarea ${paused}: está programada (*/15 * * * *) pero desactivada`);
    expect(output).toContain('✗ Secretos en Vault: faltan valores_referencia_secret');
    expect(output).toContain(
      `✗ Función ${absent}: no está desplegada (HTTP 404) → \`npx supabase functions deploy ${absent}\``,
    );
    expect(output).toContain(`✗ Función ${withJwt}: el gateway pide un JWT (HTTP 401)`);
    expect(output).toContain(
      '! Claves de firma: el proyecto firma las sesiones con el secreto HS256 heredado',
    );
    expect(output).toContain('✗ Confirmación de correo: apagada (mailer_autoconfirm = true)');
    expect(output).toContain('✗ SMTP propio: sin SMTP propio');
    expect(output).toContain(
      '✗ TOTP: mfa_totp_enroll_enabled = false, mfa_totp_verify_enabled = false',
    );
    expect(output).toContain(
      '✗ URL de regreso: Auth no admite volver a https://www.ejemplo.cl/auth',
    );
    expect(output).toContain(
      `✗ verify_jwt de las funciones: distinto de supabase/config.toml en ${withJwt} (true)`,
    );
    expect(output).toMatch(/Resultado: \d+ problemas por corregir/);
    expect(code).toBe(1);
    expect(output).not.toContain(JWT_KEY);
    expect(output).not.toContain(TOKEN);
  }, 60_000);
});
