/**
 * The deploy's steps, in order, as data: which CLI command each runs and which file it reads.
 * Every step can be run again without harm (link again, push only what is new, overwrite the
 * secrets, deploy the same code, update the Vault secrets in place), so after a failure the
 * whole command is simply run again.
 */
import { cliEnvFile } from './env-file';
import type { DeployConfig } from './validate';
import { vaultSql } from './vault-sql';

/** Where a step's argument list names its temporary file; the runner puts the real path there. */
export const TEMP_FILE = '<archivo temporal>';

export interface DeployStep {
  /** What the step does, in Spanish, printed before it runs. */
  title: string;
  args: string[];
  /** Written just before the step (readable only by its owner) and deleted right after. */
  tempFile?: { name: string; content: string };
}

export interface EdgeFunctionToDeploy {
  name: string;
  /** false where supabase/config.toml says `verify_jwt = false`: the function checks callers. */
  verifyJwt: boolean;
}

export interface PlanOptions {
  /** Also apply migrations older than the newest one on the project (`db push --include-all`). */
  includeAll: boolean;
}

export function deploySteps(
  config: DeployConfig,
  functions: readonly EdgeFunctionToDeploy[],
  options: PlanOptions,
): DeployStep[] {
  const ref = ['--project-ref', config.projectRef];
  return [
    {
      title: `Vincular el proyecto ${config.projectRef} (supabase link)`,
      args: ['link', ...ref],
    },
    {
      // The seed (supabase/seed.sql) is for the local stack only: the plan catalogue is a
      // migration, so nothing a live project needs comes from --include-seed.
      title: 'Aplicar las migraciones nuevas a la base de datos (supabase db push)',
      args: [
        'db',
        'push',
        '--linked',
        ...ref,
        ...(options.includeAll ? ['--include-all'] : []),
        '--yes',
      ],
    },
    {
      title: `Guardar los ${String(config.functionSecrets.length)} secretos de las funciones (supabase secrets set)`,
      args: ['secrets', 'set', '--env-file', TEMP_FILE, ...ref],
      tempFile: { name: 'secretos.env', content: cliEnvFile(config.functionSecrets) },
    },
    ...functions.map((fn) => ({
      title: `Desplegar la función ${fn.name} (supabase functions deploy)`,
      // --use-api bundles on Supabase's side: no Docker needed on this machine.
      args: [
        'functions',
        'deploy',
        fn.name,
        ...ref,
        '--use-api',
        ...(fn.verifyJwt ? [] : ['--no-verify-jwt']),
      ],
    })),
    {
      title: `Guardar en Vault los secretos de las tareas programadas: ${config.vaultSecrets.map(([name]) => name).join(', ')} (supabase db query)`,
      args: ['db', 'query', '--linked', ...ref, '--file', TEMP_FILE],
      tempFile: { name: 'vault.sql', content: vaultSql(config.vaultSecrets) },
    },
  ];
}
