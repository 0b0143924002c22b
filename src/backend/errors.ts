import { BackendError } from './port';

const NO_PERMISSION = 'No tienes permiso para realizar esta acción';

/**
 * Turns a database error into the message a user sees. The database functions already raise
 * Spanish messages; Postgres's own refusals (RLS, privileges) get one Spanish sentence.
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  // PostgREST and GoTrue errors are plain objects with a message (and a code) in some versions.
  const raw = (error as { message?: unknown } | null)?.message;
  const message = typeof raw === 'string' ? raw : String(error);
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' ? code : undefined;
  if (/row-level security|permission denied/i.test(message))
    return new BackendError(NO_PERMISSION, '42501');
  if (/violates check constraint/i.test(message))
    return new BackendError('Datos inválidos', sqlState);
  return new BackendError(
    AUTH_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? message,
    sqlState,
  );
}

/** Hosted sign-in (GoTrue) answers in English: the messages people meet, in Spanish. */
const AUTH_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/invalid login credentials/i, 'Correo o contraseña incorrectos'],
  [/validate email address|email address .* is invalid/i, 'Correo electrónico inválido'],
  [/user already registered/i, 'Ya existe una cuenta con este correo'],
  [/password should be at least/i, 'La contraseña debe tener al menos 8 caracteres'],
  [/email not confirmed/i, 'Confirma tu correo antes de iniciar sesión'],
  [
    /(code verifier|invalid flow state|otp.*expired|token has expired)/i,
    'El enlace no es válido o expiró',
  ],
];
