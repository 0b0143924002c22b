/**
 * The database's pieces the hosted site runs on, from the diagnosis: the extensions the schedule
 * needs, the jobs themselves, the Vault secrets they read, and the receipts' bucket.
 */
import { DEPLOY_VARIABLES, PROJECT_URL_VAULT_NAME } from '../deploy/secrets.ts';
import type { Diagnosis } from './diagnosis.ts';
import { DEPLOY_COMMAND, DEPLOY_REMEDY, shortList } from './migrations.ts';
import { fail, pass, type CheckLine } from './report.ts';
import { EXPECTED_JOBS } from './scheduled-jobs.ts';

/** The Vault secrets the jobs read, by name: the ones `npm run deploy` stores. */
export const EXPECTED_VAULT_SECRETS: readonly string[] = [
  PROJECT_URL_VAULT_NAME,
  ...DEPLOY_VARIABLES.flatMap((variable) => (variable.vaultName ? [variable.vaultName] : [])),
];

/** Where the payment receipts are kept; a migration creates it. */
export const RECEIPTS_BUCKET = 'comprobantes';

const enableRemedy = (name: string): string =>
  `actívala en el Dashboard (Database → Extensions → ${name}) y vuelve a desplegar (\`npm run deploy\`)`;

export function checkExtensions(extensions: Diagnosis['extensiones']): CheckLine[] {
  const needs = [
    ['pg_cron', extensions.pg_cron, 'sin ella no corre ninguna tarea programada'],
    ['pg_net', extensions.pg_net, 'sin ella las tareas no pueden llamar a las funciones'],
    ['supabase_vault', extensions.supabase_vault, 'sin ella las tareas no tienen sus secretos'],
  ] as const;
  return needs.map(([name, enabled, why]) =>
    enabled ? pass(name, 'activa') : fail(name, `no está activa: ${why}`, enableRemedy(name)),
  );
}

export function checkJobs(
  jobs: Diagnosis['tareas'],
  expected: readonly string[] = EXPECTED_JOBS,
): CheckLine[] {
  return expected.map((name) => {
    const label = `Tarea ${name}`;
    const job = jobs.find((candidate) => candidate.nombre === name);
    if (!job)
      return fail(label, 'no está programada', `la programa una migración: ${DEPLOY_COMMAND}`);
    if (!job.activa) {
      return fail(
        label,
        `está programada (${job.horario}) pero desactivada`,
        `en el SQL editor: select cron.alter_job((select jobid from cron.job where jobname = '${name}'), active := true);`,
      );
    }
    return pass(label, `programada y activa (${job.horario})`);
  });
}

export function checkVaultSecrets(
  names: readonly string[],
  expected: readonly string[] = EXPECTED_VAULT_SECRETS,
): CheckLine {
  const missing = expected.filter((name) => !names.includes(name));
  return missing.length === 0
    ? pass('Secretos en Vault', `están los ${String(expected.length)} que leen las tareas`)
    : fail(
        'Secretos en Vault',
        `faltan ${shortList(missing)}: las tareas que los leen no pueden llamar a sus funciones`,
        'los guarda `npm run deploy`',
      );
}

export function checkReceiptsBucket(buckets: readonly string[]): CheckLine {
  return buckets.includes(RECEIPTS_BUCKET)
    ? pass(`Bucket ${RECEIPTS_BUCKET}`, 'existe')
    : fail(
        `Bucket ${RECEIPTS_BUCKET}`,
        'no existe: lo crea una migración, así que faltan migraciones',
        DEPLOY_REMEDY,
      );
}
