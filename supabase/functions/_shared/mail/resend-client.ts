/**
 * Sends one e-mail through Resend's HTTP API (POST /emails, the key as a Bearer token, an
 * Idempotency-Key so a retried notice is not delivered twice within Resend's 24 hours). The
 * outcome is the webhook's (DeliveryOutcome), so the notice log records both channels alike.
 *
 * The key is a function secret: it is sent in the header only, and removed from any text this
 * module returns (an error, an answer that echoed it), since those reach the notice log.
 */
import { messageOf, readBoundedAnswer, type DeliveryOutcome } from '../notify/deliver.ts';
import type { EmailMessage } from './email-message.ts';

export const RESEND_API_URL = 'https://api.resend.com/emails';
export const EMAIL_TIMEOUT_MS = 10_000;
/** What of the answer is kept: a receipt ({ id }) or an error's message. */
const MAX_ANSWER_CHARS = 2000;

export interface SendEmailDeps {
  apiUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  /** The notice's own key (e.g. 'aviso/<notice id>'): the same notice never goes twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** The JSON body Resend documents: snake_case, recipients as arrays. */
export function resendBody(message: EmailMessage): Record<string, unknown> {
  return {
    from: message.from,
    to: message.to,
    ...(message.cc && message.cc.length > 0 ? { cc: message.cc } : {}),
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.attachments && message.attachments.length > 0
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            content_type: attachment.contentType,
          })),
        }
      : {}),
  };
}

const withoutKey = (text: string, apiKey: string): string =>
  apiKey === '' ? text : text.split(apiKey).join('[clave oculta]');

/** Resend's error answer is { statusCode, name, message }: its message says what was wrong. */
function answerMessage(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const message = (answer as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

export async function sendEmail(
  message: EmailMessage,
  deps: SendEmailDeps,
): Promise<DeliveryOutcome> {
  // Without a key Resend refuses every message: say so rather than call it.
  if (deps.apiKey.trim() === '') {
    return { ok: false, error: 'Falta la clave de Resend (RESEND_API_KEY)', response: null };
  }
  const timeoutMs = deps.timeoutMs ?? EMAIL_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${deps.apiKey}`,
    'Content-Type': 'application/json',
  };
  if (deps.idempotencyKey) headers['Idempotency-Key'] = deps.idempotencyKey;
  try {
    const response = await deps.fetch(deps.apiUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify(resendBody(message)),
      signal: controller.signal,
    });
    const answer = await readBoundedAnswer(
      response,
      (text) => withoutKey(text, deps.apiKey),
      MAX_ANSWER_CHARS,
    );
    if (response.ok) return { ok: true, response: answer };
    const detail = answerMessage(answer) ?? response.statusText;
    return {
      ok: false,
      error: withoutKey(`HTTP ${String(response.status)}: ${detail}`, deps.apiKey),
      response: answer,
      status: response.status,
    };
  } catch (error) {
    const text = controller.signal.aborted
      ? `sin respuesta en ${String(Math.ceil(timeoutMs / 1000))} s`
      : messageOf(error);
    return { ok: false, error: withoutKey(`Error de red: ${text}`, deps.apiKey), response: null };
  } finally {
    clearTimeout(timer);
  }
}
