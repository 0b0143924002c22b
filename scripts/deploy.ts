/**
 * `npm run deploy [-- --env-file <ruta>] [-- --include-all]`: puts the site's backend on a hosted
 * Supabase project in one command. It validates supabase/deploy.env first (every problem at once,
 * nothing run), then links the project, pushes the migrations, sets the function secrets, deploys
 * every Edge Function, stores the scheduled jobs' secrets in Vault, and prints what is left to do
 * by hand. The CLI is SUPABASE_CLI when set (the tests' stand-in), else the pinned devDependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dashboardSettings } from './lib/deploy/dashboard';
import { parseEnvFile } from './lib/deploy/env-file';
import { exampleFile } from './lib/deploy/example-file';
import { deploySteps } from './lib/deploy/plan';
import { readProject } from './lib/deploy/project';
import { runSteps } from './lib/deploy/run';
import { validateDeployEnv } from './lib/deploy/validate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ENV_FILE = 'supabase/deploy.env';
const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(text);

function fail(message: string): never {
  err(`${message}\n`);
  process.exit(1);
}

function options() {
  try {
    return parseArgs({
      options: {
        'env-file': { type: 'string', default: DEFAULT_ENV_FILE },
        'include-all': { type: 'boolean', default: false },
        'print-example': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(
      `${error instanceof Error ? error.message : String(error)}\n` +
        'Uso: npm run deploy [-- --env-file <ruta>] [-- --include-all]',
    );
  }
}

const args = options();
if (args['print-example']) {
  out(exampleFile());
  process.exit(0);
}

const label = args['env-file'];
const envPath = path.resolve(label);
if (!fs.existsSync(envPath))
  fail(
    `No existe ${label}: copia supabase/deploy.env.example como ${label} y complétalo.\n` +
      'No se ejecutó nada.',
  );
if ((fs.statSync(envPath).mode & 0o077) !== 0)
  err(
    `Aviso: otros usuarios de esta máquina pueden leer ${label}; ciérralo con: chmod 600 ${label}\n`,
  );

const parsed = parseEnvFile(fs.readFileSync(envPath, 'utf8'), label);
const validation = validateDeployEnv(parsed.values, label);
const problems = [...parsed.problems, ...validation.problems];
for (const warning of validation.warnings) err(`Aviso: ${warning}\n`);
if (problems.length > 0 || !validation.config) {
  fail(
    `${label} tiene ${String(problems.length)} problema(s); no se ejecutó nada:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n'),
  );
}
const config = validation.config;

const project = readProject(ROOT);
const steps = deploySteps(config, project.functions, { includeAll: args['include-all'] });
// Read before anything runs, so a config.toml this script cannot read stops the deploy up front.
const settings = dashboardSettings(
  project.config,
  config.projectRef,
  config.siteUrl,
  config.mailFrom,
);
out(`Desplegando en el proyecto ${config.projectRef}: ${String(steps.length)} pasos.\n`);
const failure = await runSteps(steps, {
  cli: process.env.SUPABASE_CLI || path.join(ROOT, 'node_modules', '.bin', 'supabase'),
  cwd: ROOT,
  env: {
    ...process.env,
    SUPABASE_ACCESS_TOKEN: config.accessToken,
    SUPABASE_DB_PASSWORD: config.dbPassword,
  },
  hidden: config.hiddenValues,
  out,
  err,
});
if (failure) {
  fail(
    `\nFalló el paso ${String(failure.index + 1)} de ${String(steps.length)}, «${failure.step.title}»: ${failure.reason}.\n` +
      'Los pasos siguientes no se ejecutaron. Corrige la causa (arriba, la salida de la CLI) y vuelve ' +
      'a ejecutar npm run deploy: cada paso se puede repetir sin daño.',
  );
}

out(
  `\nListo: migraciones, ${String(config.functionSecrets.length)} secretos, ` +
    `${String(project.functions.length)} funciones y los secretos de Vault están en ${config.projectRef}.\n\n`,
);
out(`${settings}\n`);
