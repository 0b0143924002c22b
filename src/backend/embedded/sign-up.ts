import { toBackendError } from '../errors';
import { BackendError, type BackendPort, type SignUpAnswer } from '../port';
import type { EmbeddedDatabase } from './database';

const MIN_PASSWORD = 8;

/** A link to `redirectTo` carrying a one-time `code`, as the e-mailed ones do on hosted Supabase. */
export function linkWithCode(redirectTo: string, code: string): string {
  const link = new URL(redirectTo);
  link.searchParams.set('code', code);
  return link.toString();
}

/** The password rule GoTrue applies (`minimum_password_length` in supabase/config.toml). */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD) {
    throw new BackendError(`La contraseña debe tener al menos ${String(MIN_PASSWORD)} caracteres`);
  }
}

/**
 * Signing up in embedded mode, as GoTrue does with 'Confirm email' on: the account is created
 * with its address unconfirmed and nobody is signed in; the confirmation link, which hosted
 * Supabase e-mails, is returned for the page to show. An address that has an account already
 * gets the same answer (a new link while it is unconfirmed, none once confirmed).
 */
export async function embeddedSignUp(
  db: EmbeddedDatabase,
  { email, password, nombre, telefono, avisoVersion }: Parameters<BackendPort['auth']['signUp']>[0],
  redirectTo: string,
): Promise<SignUpAnswer> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(email.trim())) {
    throw new BackendError('Correo electrónico inválido', 'email_invalido');
  }
  checkPassword(password);
  try {
    const { rows } = await db.query<{ token: string | null }>(
      'select embedded_auth.registrarse($1, $2, $3, $4, $5) as token',
      [email, password, nombre.trim(), telefono?.trim() ?? null, avisoVersion ?? null],
    );
    await db.syncToFs();
    const token = rows[0]?.token;
    return token ? { session: null, demoLink: linkWithCode(redirectTo, token) } : { session: null };
  } catch (error) {
    throw toBackendError(error);
  }
}

/** A new confirmation link for an address still unconfirmed; nothing for any other address. */
export async function embeddedResendConfirmation(
  db: EmbeddedDatabase,
  email: string,
  redirectTo: string,
): Promise<{ demoLink?: string }> {
  const { rows } = await db.query<{ token: string | null }>(
    'select embedded_auth.pedir_confirmacion($1) as token',
    [email],
  );
  await db.syncToFs();
  const token = rows[0]?.token;
  return token ? { demoLink: linkWithCode(redirectTo, token) } : {};
}
