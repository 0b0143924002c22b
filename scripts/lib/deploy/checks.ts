/**
 * The shape of each deploy variable's value. Each check returns the problem in Spanish (the
 * sentence after "NOMBRE: "), or undefined when the value is acceptable.
 */
import { INTEGRATION_API_KEY } from '../../../supabase/functions/_shared/webpay/config';

/** The CLI's own rule for a personal access token. */
const ACCESS_TOKEN = /^sbp_(oauth_|v0_)?[a-f0-9]{40}$/;
const PROJECT_REF = /^[a-z]{20}$/;
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
/** Cloudflare's published dummy secret keys: they pass, fail or spend every token, for tests. */
const TURNSTILE_DUMMY = /^[123]x0+AA$/;
export const MIN_RANDOM_SECRET = 32;
/** An address as a mail server takes it: no spaces, no brackets, a domain with a dot. */
const EMAIL_ADDRESS =
  /^[^\s@<>"',;]+@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A sender as Resend takes it: an address, or a name and the address in angle brackets. */
const NAMED_SENDER = /^[^<>@]+\s<([^<>]+)>$/;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function httpsUrl(value: string): string | undefined {
  const url = parseUrl(value);
  if (!url) return 'no es una URL válida.';
  if (url.protocol !== 'https:') return 'debe empezar con https://.';
  return undefined;
}

/** Only the origin: the functions append their own paths to it. */
function siteUrl(value: string): string | undefined {
  const problem = httpsUrl(value);
  if (problem) return `${problem} Ejemplo: https://puntolegal.cl`;
  const { origin } = new URL(value);
  if (value !== origin) return `debe ser solo el origen, sin ruta ni barra final: ${origin}`;
  return undefined;
}

function randomSecret(value: string): string | undefined {
  if (value.length < MIN_RANDOM_SECRET)
    return `tiene ${String(value.length)} caracteres; se necesitan al menos ${String(MIN_RANDOM_SECRET)} al azar (openssl rand -hex 32).`;
  if (/\s/.test(value)) return 'no puede tener espacios.';
  if (new Set(value).size < 8) return 'no parece al azar: repite muy pocos caracteres distintos.';
  return undefined;
}

function emailAddress(value: string): string | undefined {
  return EMAIL_ADDRESS.test(value)
    ? undefined
    : 'no es una dirección de correo válida (p. ej. contacto@puntolegal.cl).';
}

function mailSender(value: string): string | undefined {
  const address = NAMED_SENDER.exec(value)?.[1] ?? value;
  return EMAIL_ADDRESS.test(address)
    ? undefined
    : 'debe ser una dirección, o un nombre y la dirección entre < > (p. ej. Punto Legal <avisos@puntolegal.cl>).';
}

export const checks = {
  accessToken: (value: string) =>
    ACCESS_TOKEN.test(value)
      ? undefined
      : 'no tiene la forma de un token personal de Supabase (sbp_ seguido de 40 caracteres hexadecimales).',
  projectRef: (value: string) =>
    PROJECT_REF.test(value)
      ? undefined
      : 'debe ser de 20 letras minúsculas, las de https://<ref>.supabase.co.',
  siteUrl,
  httpsUrl,
  randomSecret,
  turnstileSecret: (value: string) => {
    if (TURNSTILE_DUMMY.test(value))
      return 'es una clave de prueba de Cloudflare, no la del sitio: con ella la verificación no protege nada.';
    if (value.length < 20 || /\s/.test(value))
      return 'no parece una clave secreta de Turnstile (Cloudflare → Turnstile → Settings).';
    return undefined;
  },
  hostnames: (value: string) => {
    const bad = value
      .split(',')
      .map((host) => host.trim())
      .filter((host) => !HOSTNAME.test(host));
    return bad.length === 0
      ? undefined
      : `deben ser nombres de host separados por comas, sin https:// ni rutas (no vale: ${bad.map((host) => `'${host}'`).join(', ')}).`;
  },
  webpayEnvironment: (value: string) =>
    value === 'integracion' || value === 'produccion'
      ? undefined
      : "debe ser 'integracion' o 'produccion' (en minúsculas, sin tilde).",
  commerceCode: (value: string) =>
    /^\d{12}$/.test(value) ? undefined : 'debe ser el código de 12 dígitos que entrega Transbank.',
  webpayKey: (value: string) =>
    value.length >= 32 && !/\s/.test(value)
      ? undefined
      : 'no parece una llave secreta de Webpay Plus (al menos 32 caracteres, sin espacios).',
  emailAddress,
  mailSender,
  perSecond: (value: string) =>
    /^[1-9]\d{0,2}$/.test(value)
      ? undefined
      : 'debe ser un número entero de correos por segundo (1 a 999), el que permite la cuenta.',
  resendKey: (value: string) =>
    /^re_\S{16,}$/.test(value)
      ? undefined
      : 'no parece una clave de API de Resend (empieza con re_, sin espacios).',
  apiKey: (value: string) =>
    value.length >= 16 && !/\s/.test(value)
      ? undefined
      : 'no parece una clave de API (al menos 16 caracteres, sin espacios).',
} as const;

/** Transbank's public test credentials: they can never charge a real card. */
export const isIntegrationKey = (value: string): boolean => value === INTEGRATION_API_KEY;
