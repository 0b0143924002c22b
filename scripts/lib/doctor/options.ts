/**
 * The doctor's command line, and how it speaks to the project with the key it is given.
 *
 * The legacy service_role key is a JWT and goes both as `apikey` and as `Authorization: Bearer`.
 * A new secret key (sb_secret_…) is not a JWT: it goes as `apikey` only, since a bearer token is
 * checked as a JWT and would fail (Supabase docs: "API keys" and "Authorization headers", guides
 * /api/api-keys and /functions/auth-headers).
 */
import { parseArgs } from 'node:util';

export interface DoctorOptions {
  /** The project's URL, without a trailing slash: https://<ref>.supabase.co. */
  url: string;
  key: string;
  /** A personal access token for the Management API. */
  token: string | null;
  /** The site's origin, without a trailing slash. */
  site: string | null;
  /** The Management API's base (its own in tests). */
  api: string;
  /** The project's reference: the first label of a *.supabase.co URL, or --ref. */
  ref: string | null;
}

export const MANAGEMENT_API = 'https://api.supabase.com';

export const USAGE =
  'Uso: npm run doctor -- --url https://<ref>.supabase.co --key <clave secreta> [--token <token personal>] [--site https://<tu-sitio>] [--ref <ref>]';

/** A legacy API key: a JWT (three base64url parts whose header starts `{"`, so `eyJ`). */
export const isJwt = (key: string): boolean => /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(key);

export function projectHeaders(key: string): Record<string, string> {
  return isJwt(key) ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key };
}

/** The reference in a https://<ref>.supabase.co URL; null for any other host (a custom domain). */
export function projectRef(url: string): string | null {
  return /^([a-z0-9]+)\.supabase\.co$/.exec(new URL(url).hostname)?.[1] ?? null;
}

function httpUrl(text: string, name: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--${name} no es una URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`--${name} debe empezar con https://`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The options from the arguments, with SUPABASE_SERVICE_ROLE_KEY and SUPABASE_ACCESS_TOKEN (the
 * CLI's own name for the token) as fallbacks, which keep them out of the shell's history.
 * Throws a Spanish message when something is missing or wrong.
 */
export function parseDoctorArgs(
  args: string[],
  env: Record<string, string | undefined>,
): DoctorOptions {
  let values: Partial<Record<'url' | 'key' | 'token' | 'site' | 'api' | 'ref', string>>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        url: { type: 'string' },
        key: { type: 'string' },
        token: { type: 'string' },
        site: { type: 'string' },
        api: { type: 'string' },
        ref: { type: 'string' },
      },
      strict: true,
    }));
  } catch {
    // Node's message may quote an argument, and an argument may be the key: it is not repeated.
    throw new Error(
      'No entiendo los argumentos: cada opción (--url, --key, --token, --site, --ref) va seguida de su valor.',
    );
  }
  const key = values.key ?? env.SUPABASE_SERVICE_ROLE_KEY;
  if (!values.url) throw new Error('Falta --url, la URL del proyecto.');
  if (!key)
    throw new Error('Falta --key, la clave secreta del proyecto (service_role o sb_secret_…).');
  const url = httpUrl(values.url, 'url');
  return {
    url,
    key,
    token: values.token ?? env.SUPABASE_ACCESS_TOKEN ?? null,
    site: values.site ? new URL(httpUrl(values.site, 'site')).origin : null,
    api: values.api ? httpUrl(values.api, 'api') : MANAGEMENT_API,
    ref: values.ref ?? projectRef(url),
  };
}
