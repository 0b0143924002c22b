/**
 * The whole of supabase/deploy.env checked before anything runs: every problem is listed at once,
 * in Spanish, so the person fixes the file in one pass and no step runs on a half-valid file.
 */
import { DEFAULT_MAIL_FROM } from '../../../supabase/functions/_shared/notify/mail-settings';
import { INTEGRATION_COMMERCE_CODE } from '../../../supabase/functions/_shared/webpay/config';
import { isIntegrationKey } from './checks';
import { cliEnvFileProblem } from './env-file';
import {
  DEPLOY_VARIABLES,
  PROJECT_URL_VAULT_NAME,
  TEST_STAND_INS,
  deployVariable,
  isPlatformName,
  variableNamed,
  type DeployVariable,
} from './secrets';

export interface DeployConfig {
  projectRef: string;
  accessToken: string;
  dbPassword: string;
  siteUrl: string;
  /** The e-mails' sender (MAIL_FROM or its default): its domain must be verified at Resend. */
  mailFrom: string;
  /** Every function secret given, in the catalogue's order. */
  functionSecrets: [string, string][];
  /** The Vault secrets the scheduled jobs read, by Vault name. */
  vaultSecrets: [string, string][];
  /** Values never to show, in this script's output or the CLI's. */
  hiddenValues: string[];
}

export interface Validation {
  problems: string[];
  warnings: string[];
  config?: DeployConfig;
}

/** A tab, a stray carriage return or any other control character: never part of a secret. */
const hasControlCharacter = (value: string): boolean => /\p{Cc}/u.test(value);

function unknownName(name: string, label: string): string {
  const standIn = TEST_STAND_INS.find((entry) => entry.name === name);
  if (standIn)
    return `${name} apunta ${standIn.service} a un sustituto de pruebas: quítala de ${label}; un despliegue real usa el servicio verdadero.`;
  if (name.startsWith('VITE_'))
    return `${name} es del sitio estático (se define donde se compila el sitio), no de ${label}.`;
  if (isPlatformName(name))
    return `${name} la pone Supabase en cada función y no se puede definir: quítala de ${label}.`;
  return `${name} no es una variable de ${label} (¿un error de tipeo?); las válidas están en supabase/deploy.env.example.`;
}

const missing = (variable: DeployVariable, label: string, why = ''): string =>
  `Falta ${variable.name} en ${label}${why}: ${variable.what} ${variable.where}`;

function valueProblem(variable: DeployVariable, value: string): string | undefined {
  if (hasControlCharacter(value)) return 'tiene caracteres de control (¿un tabulador?); quítalos.';
  if (variable.kind === 'function') {
    const problem = cliEnvFileProblem(value);
    if (problem) return problem;
  }
  return variable.check?.(value);
}

/** Webpay's credentials: both in production (not Transbank's public test ones), or neither. */
function webpayProblems(get: (name: string) => string, label: string): string[] {
  const code = get('TBK_COMMERCE_CODE');
  const key = get('TBK_API_KEY_SECRET');
  const environment = get('TBK_ENVIRONMENT');
  if (environment === 'produccion') {
    const problems: string[] = [];
    const why = ' (TBK_ENVIRONMENT=produccion la exige)';
    if (code === '') problems.push(missing(deployVariable('TBK_COMMERCE_CODE'), label, why));
    if (key === '') problems.push(missing(deployVariable('TBK_API_KEY_SECRET'), label, why));
    if (code === INTEGRATION_COMMERCE_CODE || isIntegrationKey(key))
      problems.push(
        'TBK_COMMERCE_CODE / TBK_API_KEY_SECRET: son las credenciales públicas de prueba de Transbank; en producción no cobran.',
      );
    return problems;
  }
  if ((code === '') !== (key === ''))
    return ['TBK_COMMERCE_CODE y TBK_API_KEY_SECRET van juntas: define ambas o ninguna.'];
  return [];
}

/** Each scheduled job has its own secret, so knowing one does not open the other functions. */
function sharedSecretProblems(get: (name: string) => string): string[] {
  const vaulted = DEPLOY_VARIABLES.filter((variable) => variable.vaultName !== undefined);
  const problems: string[] = [];
  vaulted.forEach((a, index) => {
    for (const b of vaulted.slice(index + 1)) {
      if (get(a.name) !== '' && get(a.name) === get(b.name))
        problems.push(`${a.name} y ${b.name} tienen el mismo valor: cada tarea necesita el suyo.`);
    }
  });
  return problems;
}

export function validateDeployEnv(values: ReadonlyMap<string, string>, label: string): Validation {
  const get = (name: string) => values.get(name) ?? '';
  const problems: string[] = [];
  for (const name of values.keys()) {
    if (!variableNamed(name)) problems.push(unknownName(name, label));
  }
  for (const variable of DEPLOY_VARIABLES) {
    const value = get(variable.name);
    if (value === '') {
      if (variable.required) problems.push(missing(variable, label));
      continue;
    }
    const problem = valueProblem(variable, value);
    if (problem) problems.push(`${variable.name}: ${problem}`);
  }
  problems.push(...webpayProblems(get, label), ...sharedSecretProblems(get));

  const warnings =
    get('TBK_ENVIRONMENT') === 'integracion'
      ? [
          'TBK_ENVIRONMENT=integracion: los pagos con tarjeta van al ambiente de pruebas de Transbank; nadie paga de verdad.',
        ]
      : [];
  if (problems.length > 0) return { problems, warnings };

  const given = DEPLOY_VARIABLES.filter((variable) => get(variable.name) !== '');
  const projectRef = get('SUPABASE_PROJECT_REF');
  return {
    problems,
    warnings,
    config: {
      projectRef,
      accessToken: get('SUPABASE_ACCESS_TOKEN'),
      dbPassword: get('SUPABASE_DB_PASSWORD'),
      siteUrl: get('SITE_URL'),
      mailFrom: get('MAIL_FROM') || DEFAULT_MAIL_FROM,
      functionSecrets: given
        .filter((variable) => variable.kind === 'function')
        .map((variable) => [variable.name, get(variable.name)]),
      vaultSecrets: [
        [PROJECT_URL_VAULT_NAME, `https://${projectRef}.supabase.co`],
        ...given.flatMap((variable): [string, string][] =>
          variable.vaultName ? [[variable.vaultName, get(variable.name)]] : [],
        ),
      ],
      hiddenValues: given.filter((variable) => variable.secret).map((v) => get(v.name)),
    },
  };
}
