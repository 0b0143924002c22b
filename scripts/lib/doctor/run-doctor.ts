/**
 * One run of the doctor: every request to the project (and, with a token, to the Management API)
 * at once, and the report's groups from their answers. Nothing here prints or exits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findEdgeFunctions } from '../deno-checks.ts';
import { expectsJwtVerification } from '../config-toml.ts';
import { authExpectations } from './auth-expectations.ts';
import { checkAuthSettings } from './auth-settings.ts';
import { parseToml, type TomlTable } from '../config-toml.ts';
import {
  checkExtensions,
  checkJobs,
  checkReceiptsBucket,
  checkVaultSecrets,
} from './database-checks.ts';
import { classifyDiagnosis, DIAGNOSIS_RPC, withoutDiagnosis } from './diagnosis.ts';
import { checkFunction, DEFAULT_ORIGIN, preflightInit } from './function-checks.ts';
import { request } from './http-answer.ts';
import { authConfigLines, jwtSettingLine, withoutToken } from './management.ts';
import { checkMigrations, localMigrationVersions } from './migrations.ts';
import { projectHeaders, type DoctorOptions } from './options.ts';
import { fail, type CheckGroup, type CheckLine } from './report.ts';
import { checkSigningKeys } from './signing-keys.ts';

/** What the repository says the project should have. */
export interface Repository {
  migrations: string[];
  functions: string[];
  config: TomlTable;
}

export function readRepository(root: string): Repository {
  const supabase = path.join(root, 'supabase');
  return {
    migrations: localMigrationVersions(path.join(supabase, 'migrations')),
    functions: findEdgeFunctions(path.join(supabase, 'functions')).map((fn) => fn.name),
    config: parseToml(fs.readFileSync(path.join(supabase, 'config.toml'), 'utf8')),
  };
}

export async function runDoctor(
  options: DoctorOptions,
  repo: Repository,
  fetcher: typeof fetch = fetch,
  timeoutMs = 15_000,
): Promise<CheckGroup[]> {
  const get = (url: string, init: RequestInit = {}) => request(fetcher, url, init, timeoutMs);
  const { url, key } = options;
  const expected = authExpectations(repo.config);
  const jwtByFunction = new Map(
    repo.functions.map((name) => [name, expectsJwtVerification(repo.config, name)]),
  );
  const [diagnosis, jwks, settings, preflights, management] = await Promise.all([
    get(`${url}/rest/v1/rpc/${DIAGNOSIS_RPC}`, {
      method: 'POST',
      headers: { ...projectHeaders(key), 'content-type': 'application/json' },
      body: '{}',
    }),
    get(`${url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: key } }),
    get(`${url}/auth/v1/settings`, { headers: { apikey: key } }),
    Promise.all(
      repo.functions.map((name) =>
        get(`${url}/functions/v1/${name}`, preflightInit(options.site ?? DEFAULT_ORIGIN)),
      ),
    ),
    managementLines(options, jwtByFunction, get, expected),
  ]);

  const outcome = classifyDiagnosis(diagnosis);
  let database: CheckLine[];
  let schedule: CheckLine[];
  if (outcome.kind === 'found') {
    const found = outcome.diagnosis;
    database = [
      ...checkMigrations(found.migraciones, repo.migrations),
      ...checkExtensions(found.extensiones),
      checkReceiptsBucket(found.buckets),
    ];
    schedule = [...checkJobs(found.tareas), checkVaultSecrets(found.secretos_vault)];
  } else {
    const { cause, unknowable } = withoutDiagnosis(outcome);
    database = [cause, unknowable('Extensiones'), unknowable('Bucket comprobantes')];
    schedule = [unknowable('Tareas programadas'), unknowable('Secretos en Vault')];
  }
  return [
    { title: 'Base de datos', lines: database },
    { title: 'Tareas programadas (pg_cron)', lines: schedule },
    {
      title: 'Funciones',
      lines: repo.functions.map((name, i) =>
        checkFunction(
          name,
          preflights[i] ?? { kind: 'error', message: 'sin respuesta' },
          jwtByFunction.get(name),
        ),
      ),
    },
    { title: 'Auth', lines: [checkSigningKeys(jwks), ...checkAuthSettings(settings, expected)] },
    { title: 'Configuración de Auth y de las funciones (Management API)', lines: management },
  ];
}

async function managementLines(
  options: DoctorOptions,
  jwtByFunction: ReadonlyMap<string, boolean>,
  get: (url: string, init?: RequestInit) => ReturnType<typeof request>,
  expected: ReturnType<typeof authExpectations>,
): Promise<CheckLine[]> {
  if (!options.token) return withoutToken();
  const { ref } = options;
  if (!ref) {
    return [
      fail(
        'Referencia del proyecto',
        'la URL no es https://<ref>.supabase.co, así que no se sabe qué proyecto pedirle a la Management API',
        'pasa --ref <ref> (Project Settings → General → Project ID)',
      ),
    ];
  }
  const headers = { authorization: `Bearer ${options.token}` };
  const base = `${options.api}/v1/projects/${ref}`;
  const [config, functions] = await Promise.all([
    get(`${base}/config/auth`, { headers }),
    get(`${base}/functions`, { headers }),
  ]);
  return [
    ...authConfigLines(config, expected, options.site, ref),
    jwtSettingLine(functions, jwtByFunction, ref),
  ];
}
