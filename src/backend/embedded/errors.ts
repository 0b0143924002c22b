import { BackendError } from '../port';

const NO_PERMISSION = 'No tienes permiso para realizar esta acción';

/**
 * Turns a database error into the message a user sees. The database functions already raise
 * Spanish messages; Postgres's own refusals (RLS, privileges) get one Spanish sentence.
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' ? code : undefined;
  if (/row-level security|permission denied/i.test(message))
    return new BackendError(NO_PERMISSION, '42501');
  if (/violates check constraint/i.test(message))
    return new BackendError('Datos inválidos', sqlState);
  return new BackendError(message, sqlState);
}
