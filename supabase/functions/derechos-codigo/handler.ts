/**
 * `derechos-codigo`: e-mails the 6-digit code with which a person without an account proves that
 * the address is theirs before a rights request is recorded (Ley 19.628 art. 11: the firm must
 * be able to verify who asks before it answers). The browser POSTs `{ email }`; the function
 * asks the database for a new code with the service role (public.pedir_codigo_derechos, which
 * applies the limits and keeps only the code's hash), e-mails it through the e-mail service
 * (Resend) when one is configured, posts a `codigo_derechos` notice with the code to the
 * automation webhook when one is configured (as before: the automation may e-mail it too), and
 * answers `{ enviado: true }` once either accepted it. The e-mail is sent here, not through the
 * notice log: the code is never stored in clear, so no later run could send it.
 *
 * The code never reaches the browser: whoever could read it there would not need the mailbox.
 * The answer is the same whether or not the firm knows the address (a code goes to any valid
 * one), so it tells nobody who the firm's clients are.
 *
 * When a channel fails, the code the database stored stays valid until it expires (15 minutes)
 * or a new one replaces it: it is known to nobody but the channels, and one that timed out may
 * still deliver it, so discarding it would only spoil a message on its way. The browser reads a
 * failure only when every configured channel failed; one channel failing while the other accepted
 * changes nothing it is told. The attempt counts against the hourly limit like any other.
 *
 * Hosted only: in the embedded mode the database lives in the visitor's browser, which shows the
 * code on screen, and there is no database on the server for this function to ask.
 */
import { company } from '../../../src/content/company.ts';
import { json, preflight, readJsonBody, Refused } from '../_shared/http.ts';
import { renderMail } from '../_shared/mail/mail-layout.ts';
import { sendEmail } from '../_shared/mail/resend-client.ts';
import { rightsCodeEmail } from '../_shared/mail/rights-code-email.ts';
import { companySettings } from '../_shared/notify/company-settings.ts';
import type { MailSettings } from '../_shared/notify/deliver-notice.ts';
import { deliverOnce, type DeliveryOutcome } from '../_shared/notify/deliver.ts';

/** How long a code is valid, as private.pedir_codigo_derechos stores it. */
export const CODE_VALID_MINUTES = 15;

/** What the automation receives: e-mail `codigo` to `email`, saying it expires in 15 minutes. */
export interface RightsCodePayload {
  tipo_evento: 'codigo_derechos';
  email: string;
  codigo: string;
  vence_en_minutos: number;
  empresa: {
    nombre: string;
    email: string;
    telefono: string;
    whatsapp: string;
    direccion: string;
    sitio_web: string;
  };
  timestamp: string;
}

export interface RightsCodeDeps {
  /**
   * Calls public.pedir_codigo_derechos with the service role and returns the new code, carrying
   * the visitor's human-check pass when they sent one (the database asks for it only when the
   * site is flooded). Throws Refused when the database refuses (an invalid address, a limit
   * reached, a human check due).
   */
  requestCode(email: string, pass: string | null): Promise<string>;
  webhookUrl: string | undefined;
  /** The e-mail service (mail-settings.ts); without its key, the webhook alone sends the code. */
  mail?: MailSettings | null;
  siteUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

const OTHER_WAYS = `escríbenos a ${company.email} desde ese correo.`;

export const NOT_CONFIGURED_ERROR = `Por ahora no podemos enviar códigos por correo: ${OTHER_WAYS}`;
export const SEND_FAILED_ERROR = `No pudimos enviarte el código por correo. Inténtalo de nuevo en unos minutos, o ${OTHER_WAYS}`;
const UNAVAILABLE_ERROR = 'No pudimos generar el código: inténtalo de nuevo en unos minutos.';

const STATUS_BY_CODE: Record<string, number> = {
  limite_codigos: 429,
  verificacion_humana: 428,
};

/** The header that carries a human-check pass, as PostgREST passes it on to the database. */
const PASS_HEADER = 'x-pase-humano';

/** A pass as the human-check function issues it (64 hexadecimal characters), or null. */
function passOf(request: Request): string | null {
  const pass = request.headers.get(PASS_HEADER)?.trim() ?? '';
  return /^[0-9a-f]{64}$/i.test(pass) ? pass : null;
}

/** The address of `{ email }`, or null when the body is not one. */
function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as Record<string, unknown>).email;
  return typeof email === 'string' && email.trim() !== '' && email.length <= 254
    ? email.trim()
    : null;
}

export function createRightsCodeHandler(
  deps: RightsCodeDeps,
): (request: Request) => Promise<Response> {
  const url = deps.webhookUrl?.trim() ?? '';
  const now = deps.now ?? (() => new Date());
  const empresa = companySettings(deps.siteUrl);

  const payload = (email: string, codigo: string): RightsCodePayload => ({
    tipo_evento: 'codigo_derechos',
    email,
    codigo,
    vence_en_minutos: CODE_VALID_MINUTES,
    empresa: {
      nombre: empresa.nombre,
      email: empresa.email,
      telefono: empresa.telefono,
      whatsapp: empresa.whatsapp,
      direccion: empresa.direccion,
      sitio_web: empresa.sitioWeb,
    },
    timestamp: now().toISOString(),
  });

  // E-mail counts as a channel only with its key (mail-settings.ts reads it from the secrets).
  const mail = deps.mail && deps.mail.apiKey !== '' ? deps.mail : null;

  const emailCode = (
    settings: MailSettings,
    email: string,
    codigo: string,
  ): Promise<DeliveryOutcome> =>
    sendEmail(
      {
        from: settings.from,
        to: [email],
        replyTo: settings.firmEmail,
        ...renderMail(rightsCodeEmail(codigo, CODE_VALID_MINUTES, empresa), empresa),
      },
      {
        apiUrl: settings.apiUrl,
        apiKey: settings.apiKey,
        fetch: settings.fetch,
        ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
      },
    );

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    const email = emailOf(await readJsonBody(request));
    if (email === null)
      return json(400, { codigo: 'email_invalido', error: 'Correo electrónico inválido' });
    // Without a channel nobody would receive the code: no code is made, and no limit is spent.
    if (url === '' && mail === null) {
      return json(503, { codigo: 'no_disponible', error: NOT_CONFIGURED_ERROR });
    }

    let codigo: string;
    try {
      codigo = await deps.requestCode(email, passOf(request));
    } catch (error) {
      if (error instanceof Refused)
        return json(STATUS_BY_CODE[error.codigo] ?? 400, {
          codigo: error.codigo,
          error: error.message,
        });
      console.error('derechos-codigo', error);
      return json(503, { codigo: 'no_disponible', error: UNAVAILABLE_ERROR });
    }

    const [byEmail, byWebhook] = await Promise.all([
      mail === null ? null : emailCode(mail, email, codigo),
      url === '' ? null : deliverOnce(url, payload(email, codigo), deps.fetch, deps.timeoutMs),
    ]);
    // The log names a channel's failure, never the code or the address.
    if (byEmail && !byEmail.ok) {
      console.error('derechos-codigo: el correo no se envió', byEmail.error);
    }
    if (byWebhook && !byWebhook.ok) {
      console.error('derechos-codigo: el webhook no recibió el aviso', byWebhook.error);
    }
    if (byEmail?.ok !== true && byWebhook?.ok !== true) {
      return json(502, { codigo: 'envio_fallido', error: SEND_FAILED_ERROR });
    }
    return json(200, { enviado: true });
  };
}
