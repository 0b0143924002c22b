import { BackendError } from './port';

/** What an unsubscribe link's token looks like: a UUID. */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_LINK =
  'Este enlace para darse de baja no es válido o ya no existe. Si sigues recibiendo el boletín, escríbenos y te daremos de baja.';

/** The token of an unsubscribe link, or the same refusal the database gives an unknown one. */
export function unsubscribeToken(token: string): string {
  const trimmed = token.trim();
  if (!TOKEN.test(trimmed)) throw new BackendError(INVALID_LINK, 'enlace_invalido');
  return trimmed.toLowerCase();
}
