/**
 * Every variable of supabase/deploy.env, as data: the one list that `npm run deploy` validates,
 * that supabase/deploy.env.example is generated from, and that a test compares with what the Edge
 * Functions read, so a new secret cannot be forgotten at deploy time.
 *
 * Names starting with SUPABASE_ inside a function (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, the
 * public keys) are given by the platform: the CLI refuses to set them. The three SUPABASE_ names
 * here are the deploy's own and never reach a function.
 */
import { company } from '../../../src/content/company';
import { DEFAULT_MAIL_FROM } from '../../../supabase/functions/_shared/notify/mail-settings';
import { checks } from './checks';

export interface DeployVariable {
  name: string;
  /** 'deploy': only the CLI uses it. 'function': a function secret (`supabase secrets set`). */
  kind: 'deploy' | 'function';
  /** Conditional requirements (Webpay in production) are checked in validate.ts. */
  required: boolean;
  /** Never printed: hidden even in the CLI's own output. */
  secret: boolean;
  /** What it is, in Spanish (one sentence). */
  what: string;
  /** Where to get it or how to make it, in Spanish. */
  where: string;
  /** The functions that read it. */
  usedBy: readonly string[];
  /** The Vault secret the scheduled jobs (pg_cron) read it from, if they do. */
  vaultName?: string;
  /** A problem with the value's shape, in Spanish, or undefined. */
  check?: (value: string) => string | undefined;
}

const RANDOM = 'Genéralo con `openssl rand -hex 32` (al menos 32 caracteres al azar).';
const WEBPAY_FUNCTIONS = ['webpay-create', 'webpay-refund', 'webpay-return', 'webpay-sweep'];
/** The functions that verify the caller's session themselves. */
const SESSION_FUNCTIONS = [
  'avisos-programados',
  'mfa-reset',
  'notificar',
  'webpay-create',
  'webpay-refund',
  'webpay-sweep',
];

export const DEPLOY_VARIABLES: readonly DeployVariable[] = [
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    kind: 'deploy',
    required: true,
    secret: true,
    what: 'Token de acceso personal de Supabase (empieza con sbp_); solo lo usa la CLI para desplegar.',
    where: 'Créalo en https://supabase.com/dashboard/account/tokens (Account → Access Tokens).',
    usedBy: [],
    check: checks.accessToken,
  },
  {
    name: 'SUPABASE_PROJECT_REF',
    kind: 'deploy',
    required: true,
    secret: false,
    what: 'Identificador del proyecto: las 20 letras minúsculas de https://<ref>.supabase.co.',
    where: 'Project Settings → General → Project ID.',
    usedBy: [],
    check: checks.projectRef,
  },
  {
    name: 'SUPABASE_DB_PASSWORD',
    kind: 'deploy',
    required: true,
    secret: true,
    what: 'Contraseña de la base de datos del proyecto; la CLI la usa para aplicar las migraciones.',
    where:
      'La que se eligió al crear el proyecto; si se perdió, Project Settings → Database → Reset database password.',
    usedBy: [],
  },
  {
    name: 'SITE_URL',
    kind: 'function',
    required: true,
    secret: false,
    what: 'Dirección pública del sitio, solo el origen, sin ruta ni barra final (p. ej. https://puntolegal.cl).',
    where:
      'Las funciones mandan ahí al cliente después de pagar y arman con ella los enlaces de los correos.',
    usedBy: [
      'avisos-programados',
      'derechos-codigo',
      'newsletter-baja',
      'notificar',
      'webpay-return',
    ],
    check: checks.siteUrl,
  },
  {
    name: 'MAKE_WEBHOOK_URL',
    kind: 'function',
    required: true,
    secret: true,
    what: 'URL del webhook de la automatización (Make) que recibe los avisos de reservas, pagos y códigos (WhatsApp, calendario, correos de la automatización).',
    where:
      'En Make: el escenario → módulo Webhooks → Custom webhook → Copy address. Quien la tenga puede enviar avisos.',
    usedBy: ['avisos-programados', 'derechos-codigo', 'notificar'],
    check: checks.httpsUrl,
  },
  {
    // Required like the webhook: without it every e-mail notice waits unsent ('sin_envio').
    name: 'RESEND_API_KEY',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Clave de la API de Resend, el servicio con que el servidor envía los correos de las reservas, los pagos, los recordatorios, los códigos y las respuestas de las solicitudes de datos personales, y las alertas a la oficina.',
    where:
      "Resend → API Keys → Create API Key, con permiso 'Sending access' (empieza con re_). El dominio del remitente (MAIL_FROM) debe estar verificado en Resend → Domains.",
    usedBy: ['avisos-programados', 'derechos-codigo', 'notificar'],
    check: checks.resendKey,
  },
  {
    name: 'MAIL_FROM',
    kind: 'function',
    required: false,
    secret: false,
    what: 'Opcional: remitente de los correos, una dirección de un dominio verificado en Resend, con o sin nombre (p. ej. Punto Legal <avisos@puntolegal.cl>).',
    where: `Vacío: ${DEFAULT_MAIL_FROM}.`,
    usedBy: ['avisos-programados', 'derechos-codigo', 'notificar'],
    check: checks.mailSender,
  },
  {
    name: 'FIRM_EMAIL',
    kind: 'function',
    required: false,
    secret: false,
    what: 'Opcional: dirección de la oficina a la que llegan sus correos (reservas nuevas, recordatorios de consultas sin abogado, avisos que no se pudieron entregar).',
    where: `Vacío: ${company.email}, la que publica el sitio.`,
    usedBy: ['avisos-programados', 'derechos-codigo', 'notificar'],
    check: checks.emailAddress,
  },
  {
    name: 'RESEND_PER_SECOND',
    kind: 'function',
    required: false,
    secret: false,
    what: 'Opcional: cuántos correos por segundo permite la cuenta de Resend (los envíos se espacian para no pasarse).',
    where: 'Vacío: 2, lo que Resend da a una cuenta si no se pidió más.',
    usedBy: ['avisos-programados', 'notificar'],
    check: checks.perSecond,
  },
  {
    name: 'TURNSTILE_SECRET_KEY',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Clave secreta de Cloudflare Turnstile, la verificación humana de los formularios.',
    where:
      'Cloudflare → Turnstile → el sitio → Settings. Su clave de sitio (pública) va en VITE_TURNSTILE_SITE_KEY del sitio estático.',
    usedBy: ['verificar-humano'],
    check: checks.turnstileSecret,
  },
  {
    name: 'TURNSTILE_HOSTNAMES',
    kind: 'function',
    required: false,
    secret: false,
    what: 'Opcional: nombres de host en que vale la verificación, separados por comas (p. ej. puntolegal.cl,www.puntolegal.cl).',
    where: 'Vacío: vale cualquier host que Cloudflare acepte para la clave.',
    usedBy: ['verificar-humano'],
    check: checks.hostnames,
  },
  {
    name: 'TBK_ENVIRONMENT',
    kind: 'function',
    required: true,
    secret: false,
    what: "Ambiente de Webpay Plus: 'integracion' (comercio de prueba de Transbank, nadie paga de verdad) o 'produccion'.",
    where: "'produccion' exige TBK_COMMERCE_CODE y TBK_API_KEY_SECRET.",
    usedBy: WEBPAY_FUNCTIONS,
    check: checks.webpayEnvironment,
  },
  {
    name: 'TBK_COMMERCE_CODE',
    kind: 'function',
    required: false,
    secret: false,
    what: 'Código de comercio de Webpay Plus (12 dígitos); obligatorio en producción.',
    where: 'Lo entrega Transbank al aprobar la validación del comercio.',
    usedBy: WEBPAY_FUNCTIONS,
    check: checks.commerceCode,
  },
  {
    name: 'TBK_API_KEY_SECRET',
    kind: 'function',
    required: false,
    secret: true,
    what: 'Llave secreta (API Key Secret) de Webpay Plus; obligatoria en producción.',
    where: 'La entrega Transbank junto con el código de comercio.',
    usedBy: WEBPAY_FUNCTIONS,
    check: checks.webpayKey,
  },
  {
    name: 'WEBPAY_SWEEP_SECRET',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Secreto que la tarea programada presenta a webpay-sweep, que revisa los pagos con tarjeta sin respuesta.',
    where: RANDOM,
    usedBy: ['webpay-sweep'],
    vaultName: 'webpay_sweep_secret',
    check: checks.randomSecret,
  },
  {
    name: 'BORRAR_ARCHIVOS_SECRET',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Secreto que la tarea programada presenta a borrar-archivos, que borra los comprobantes en cola.',
    where: RANDOM,
    usedBy: ['borrar-archivos'],
    vaultName: 'borrar_archivos_secret',
    check: checks.randomSecret,
  },
  {
    name: 'VALORES_REFERENCIA_SECRET',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Secreto que la tarea programada presenta a valores-referencia, que trae cada día la UF, la UTM y el ingreso mínimo.',
    where: RANDOM,
    usedBy: ['valores-referencia'],
    vaultName: 'valores_referencia_secret',
    check: checks.randomSecret,
  },
  {
    name: 'AVISOS_PROGRAMADOS_SECRET',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Secreto que la tarea programada presenta a avisos-programados, que cada minuto envía los avisos pendientes, los recordatorios y los reintentos.',
    where: RANDOM,
    usedBy: ['avisos-programados'],
    vaultName: 'avisos_programados_secret',
    check: checks.randomSecret,
  },
  {
    name: 'CMF_API_KEY',
    kind: 'function',
    required: true,
    secret: true,
    what: 'Clave de la API de la CMF, de donde valores-referencia lee la UF, la UTM y el ingreso mínimo.',
    where: 'Se pide gratis en https://api.cmfchile.cl.',
    usedBy: ['valores-referencia'],
    check: checks.apiKey,
  },
  {
    name: 'LEGACY_JWT_SECRET',
    kind: 'function',
    required: false,
    secret: true,
    what: 'Opcional: el secreto JWT heredado del proyecto, solo si aún firma las sesiones con HS256.',
    where:
      'Project Settings → JWT Keys → Legacy JWT Secret. Un proyecto nuevo firma con claves asimétricas y no lo necesita.',
    usedBy: SESSION_FUNCTIONS,
    check: checks.randomSecret,
  },
];

/**
 * Variables the functions read only to reach a test stand-in instead of the real service. In a
 * live deploy they would send payments, reference values, human checks or e-mail to a simulator.
 */
export const TEST_STAND_INS: readonly { name: string; service: string }[] = [
  { name: 'TBK_API_URL', service: 'Webpay' },
  { name: 'CMF_API_URL', service: 'la CMF' },
  { name: 'TURNSTILE_VERIFY_URL', service: 'Cloudflare Turnstile' },
  { name: 'RESEND_API_URL', service: 'Resend' },
];

/** Names the platform gives every function; the CLI refuses to set them. */
export const isPlatformName = (name: string): boolean => name.startsWith('SUPABASE_');

/** The Vault secret with the project's address, read by every scheduled job. */
export const PROJECT_URL_VAULT_NAME = 'proyecto_url';

export const variableNamed = (name: string): DeployVariable | undefined =>
  DEPLOY_VARIABLES.find((variable) => variable.name === name);

/** A variable this module lists; asking for another is a mistake in the code. */
export function deployVariable(name: string): DeployVariable {
  const variable = variableNamed(name);
  if (!variable) throw new Error(`${name} no está en la lista de variables de despliegue.`);
  return variable;
}
