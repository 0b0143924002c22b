/**
 * The checks only the Management API can answer (api.supabase.com, with a personal access token):
 * Auth's configuration and how each function was deployed. Without a token each is reported as
 * pending, by name, so the reader knows what was not looked at.
 */
import { z } from 'zod';
import { AUTH_CONFIG_LABELS, authConfigSchema, checkAuthConfig } from './auth-config.ts';
import type { AuthExpectations } from './auth-expectations.ts';
import { AUTH_URL_LABELS, checkAuthUrls } from './auth-urls.ts';
import { describeStatus, type HttpAnswer } from './http-answer.ts';
import { shortList } from './migrations.ts';
import { fail, pass, unknown, type CheckLine } from './report.ts';

export const JWT_SETTING_LABEL = 'verify_jwt de las funciones';

const TOKEN_REMEDY = 'pasa --token <token personal> (supabase.com/dashboard/account/tokens)';

/** Every check that needs a token, marked as pending. */
export const withoutToken = (): CheckLine[] =>
  [...AUTH_CONFIG_LABELS, ...AUTH_URL_LABELS, JWT_SETTING_LABEL].map((label) =>
    unknown(label, 'lo dice solo la Management API', TOKEN_REMEDY),
  );

/** Why the Management API gave no usable answer; null when it did. */
export function managementFailure(answer: HttpAnswer, what: string, ref: string): CheckLine | null {
  if (answer.kind === 'error')
    return fail(what, `la Management API no respondió (${answer.message})`);
  const { status, body } = answer;
  if (status >= 200 && status < 300) return null;
  if (status === 401) {
    return fail(
      what,
      'la Management API no aceptó el token (HTTP 401)',
      `crea otro: ${TOKEN_REMEDY}`,
    );
  }
  if (status === 403 || status === 404) {
    return fail(
      what,
      `la Management API no da acceso al proyecto ${ref} con este token (${describeStatus(status, body)})`,
      'usa un token de una cuenta con acceso al proyecto, o revisa --url (o --ref)',
    );
  }
  return fail(what, `la Management API respondió ${describeStatus(status, body)}`);
}

export function authConfigLines(
  answer: HttpAnswer,
  expected: AuthExpectations,
  site: string | null,
  ref: string,
): CheckLine[] {
  const failure = managementFailure(answer, 'Configuración de Auth', ref);
  if (failure) return [failure];
  const parsed = answer.kind === 'answer' ? authConfigSchema.safeParse(answer.body) : null;
  if (!parsed?.success) {
    return [fail('Configuración de Auth', 'la Management API respondió con una forma inesperada')];
  }
  return [...checkAuthConfig(parsed.data, expected), ...checkAuthUrls(parsed.data, site)];
}

const functionListSchema = z.array(
  z.object({ slug: z.string(), verify_jwt: z.boolean().optional() }),
);

/**
 * Whether each deployed function has the gateway's JWT check as supabase/config.toml says: the
 * preflight cannot always tell, because the gateway may let an OPTIONS request in without one.
 * `expected` maps each function of the repository to its verify_jwt.
 */
export function jwtSettingLine(
  answer: HttpAnswer,
  expected: ReadonlyMap<string, boolean>,
  ref: string,
): CheckLine {
  const failure = managementFailure(answer, JWT_SETTING_LABEL, ref);
  if (failure) return failure;
  const parsed = answer.kind === 'answer' ? functionListSchema.safeParse(answer.body) : null;
  if (!parsed?.success)
    return fail(JWT_SETTING_LABEL, 'la Management API respondió con una forma inesperada');
  const deployed = parsed.data.filter((fn) => expected.has(fn.slug) && fn.verify_jwt !== undefined);
  const wrong = deployed.filter((fn) => fn.verify_jwt !== expected.get(fn.slug));
  if (wrong.length === 0) {
    return pass(
      JWT_SETTING_LABEL,
      `las ${String(deployed.length)} desplegadas van como dice supabase/config.toml`,
    );
  }
  return fail(
    JWT_SETTING_LABEL,
    `distinto de supabase/config.toml en ${shortList(wrong.map((fn) => `${fn.slug} (${String(fn.verify_jwt)})`))}`,
    '`npm run deploy` (o `npx supabase functions deploy <nombre> --no-verify-jwt`)',
  );
}
