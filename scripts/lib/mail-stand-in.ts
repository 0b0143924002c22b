/**
 * A stand-in for Resend's send endpoint (POST /emails), for the local servers and the tests: it
 * accepts what Resend accepts (a Bearer key, the JSON body Resend documents, from, to and
 * subject required), answers { id } as Resend does, and keeps each message so a developer
 * (/dev/correos) or a test can read it. A repeated Idempotency-Key gets the first answer and is
 * not kept twice, as Resend does within its 24 hours.
 *
 * The real client (supabase/functions/_shared/mail/resend-client.ts) talks to it through
 * mailStandInFetch, so the code under test is the code that talks to Resend.
 */
import type {
  EmailAttachment,
  EmailMessage,
} from '../../supabase/functions/_shared/mail/email-message.ts';

/** Not a real host: mailStandInFetch answers it, nothing else can. */
export const MAIL_STAND_IN_URL = 'http://correo.local/emails';
/** Resend's limits: recipients per field, and the idempotency key's length. */
const MAX_RECIPIENTS = 50;
const MAX_IDEMPOTENCY_KEY = 256;

export interface StoredEmail {
  id: string;
  /** ISO instant. */
  receivedAt: string;
  message: EmailMessage;
}

export interface Mailbox {
  handle(request: Request): Promise<Response>;
  /** Newest first. */
  messages(): StoredEmail[];
  clear(): void;
}

/** Resend's error answer. */
const refusal = (statusCode: number, name: string, message: string): Response =>
  Response.json({ statusCode, name, message }, { status: statusCode });

class Invalid extends Error {}

function addressList(value: unknown, field: string, required: boolean): string[] | undefined {
  if (value === undefined || value === null) {
    if (required) throw new Invalid(`Missing \`${field}\` field.`);
    return undefined;
  }
  const list = typeof value === 'string' ? [value] : value;
  if (
    !Array.isArray(list) ||
    list.length === 0 ||
    list.length > MAX_RECIPIENTS ||
    !list.every((item): item is string => typeof item === 'string' && item.includes('@'))
  ) {
    throw new Invalid(`Invalid \`${field}\` field.`);
  }
  return list;
}

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Invalid(`Invalid \`${field}\` field.`);
  return value;
}

function requiredText(value: unknown, field: string): string {
  const text = optionalText(value, field);
  if (text === undefined || text.trim() === '') throw new Invalid(`Missing \`${field}\` field.`);
  return text;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function attachmentsOf(value: unknown): EmailAttachment[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw new Invalid('Invalid `attachments` field.');
  return value.map((item: unknown) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const content = requiredText(entry.content, 'attachments.content');
    if (!BASE64.test(content)) throw new Invalid('Invalid `attachments.content` field.');
    return {
      filename: requiredText(entry.filename, 'attachments.filename'),
      content,
      contentType:
        optionalText(entry.content_type, 'attachments.content_type') ?? 'application/octet-stream',
    };
  });
}

/** Resend's JSON body as the message it describes. */
export function parseResendBody(body: unknown): EmailMessage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Invalid('The body must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  const to = addressList(fields.to, 'to', true) ?? [];
  const cc = addressList(fields.cc, 'cc', false);
  const replyTo = addressList(fields.reply_to, 'reply_to', false);
  const attachments = attachmentsOf(fields.attachments);
  return {
    from: requiredText(fields.from, 'from'),
    to,
    ...(cc ? { cc } : {}),
    ...(replyTo ? { replyTo: replyTo.join(', ') } : {}),
    subject: requiredText(fields.subject, 'subject'),
    text: optionalText(fields.text, 'text') ?? '',
    html: optionalText(fields.html, 'html') ?? '',
    ...(attachments ? { attachments } : {}),
  };
}

export function createMailbox(now: () => Date = () => new Date()): Mailbox {
  let stored: StoredEmail[] = [];
  /** Each idempotency key's body and answer. */
  const answered = new Map<string, { body: string; id: string }>();

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return refusal(405, 'method_not_allowed', 'Method not allowed');
    const key = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!key) return refusal(401, 'missing_api_key', 'Missing API key in the authorization header');
    const text = await request.text();
    const idempotencyKey = request.headers.get('idempotency-key');
    if (
      idempotencyKey !== null &&
      (idempotencyKey === '' || idempotencyKey.length > MAX_IDEMPOTENCY_KEY)
    ) {
      return refusal(400, 'invalid_idempotency_key', 'The key must be 1-256 characters long.');
    }
    const earlier = idempotencyKey === null ? undefined : answered.get(idempotencyKey);
    if (earlier) {
      return earlier.body === text
        ? Response.json({ id: earlier.id })
        : refusal(
            409,
            'invalid_idempotent_request',
            'Same idempotency key used with a different request payload.',
          );
    }
    let message: EmailMessage;
    try {
      message = parseResendBody(JSON.parse(text) as unknown);
    } catch (error) {
      const reason = error instanceof Invalid ? error.message : 'Invalid JSON body.';
      return refusal(422, 'validation_error', reason);
    }
    const id = crypto.randomUUID();
    stored = [{ id, receivedAt: now().toISOString(), message }, ...stored];
    if (idempotencyKey !== null) answered.set(idempotencyKey, { body: text, id });
    return Response.json({ id });
  }

  return {
    handle,
    messages: () => [...stored],
    // The keys are kept: Resend remembers them whatever a developer clears here.
    clear: () => {
      stored = [];
    },
  };
}

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

/** A fetch that sends MAIL_STAND_IN_URL to the mailbox and anything else to `fallback`. */
export function mailStandInFetch(mailbox: Mailbox, fallback: typeof fetch): typeof fetch {
  return (input, init) =>
    urlOf(input) === MAIL_STAND_IN_URL
      ? mailbox.handle(new Request(input, init))
      : fallback(input, init);
}
