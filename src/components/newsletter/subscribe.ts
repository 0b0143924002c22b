import { getBackend } from '@/backend/get-backend';
import { BackendError } from '@/backend/port';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import { INVALID_EMAIL, newsletterAddress } from './newsletter-address';

/** Where a sign-up ended: subscribed now, already on the list, or refused with a reason. */
export type NewsletterOutcome =
  | { kind: 'suscrito'; tokenBaja: string | null }
  | { kind: 'ya_suscrito' }
  | { kind: 'email_invalido' | 'limite' | 'verificacion' | 'error'; message: string };

const RATE_LIMITED =
  'Estamos recibiendo muchas suscripciones en este momento. Inténtalo de nuevo en unos minutos.';
const FAILED = 'No pudimos suscribirte: revisa tu conexión e inténtalo de nuevo.';
const NOT_CONFIRMED =
  'Para suscribirte, confirma que eres una persona: vuelve a pulsar «Suscribirme». Tu correo sigue aquí.';
const OLD_NOTICE =
  'El aviso de privacidad cambió mientras tenías la página abierta: recárgala e inténtalo de nuevo.';

/**
 * Subscribes an address, with the version of the privacy notice shown beside the box. This module
 * is loaded, and the backend started, on the first sign-up: a reader who does not subscribe
 * downloads neither. Refusals come back as outcomes, never as exceptions.
 */
export async function subscribeToNewsletter(text: string): Promise<NewsletterOutcome> {
  const email = newsletterAddress(text);
  if (!email) return { kind: 'email_invalido', message: INVALID_EMAIL };
  try {
    const backend = await getBackend();
    const { result, tokenBaja } = await backend.newsletter.subscribe(
      email,
      PRIVACY_POLICY_VERSION.version,
    );
    return result === 'suscrito' ? { kind: 'suscrito', tokenBaja } : { kind: 'ya_suscrito' };
  } catch (error) {
    if (!(error instanceof BackendError)) return { kind: 'error', message: FAILED };
    // The database's own message too, for an error that lost its hint on the way (the browser's
    // database worker keeps it now; see worker-error-fields.ts).
    if (error.code === 'email_invalido' || /^Correo electrónico inválido/.test(error.message))
      return { kind: 'email_invalido', message: INVALID_EMAIL };
    if (error.code === 'limite_global' || /^Estamos recibiendo muchas/.test(error.message))
      return { kind: 'limite', message: RATE_LIMITED };
    // The human check was cancelled (or could not be done): nothing was sent.
    if (error.code === 'verificacion_humana')
      return { kind: 'verificacion', message: NOT_CONFIRMED };
    if (error.code === 'aviso_invalido' || /^Falta el aviso de privacidad/.test(error.message))
      return { kind: 'error', message: OLD_NOTICE };
    return { kind: 'error', message: FAILED };
  }
}
