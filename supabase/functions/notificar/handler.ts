/**
 * The `notificar` function: the only code that knows the automation webhook's URL. Written
 * against web-standard Request/Response, so the same handler runs in Supabase's Edge runtime
 * (index.ts), in tests under Node and Deno, and in `npm run dev` / `npm run preview` (the
 * embedded mode).
 *
 * Hosted (a `store` is given): the browser names a notice (an event of a booking, or a logged
 * notice to resend); the function checks who asks, opens the notice in the database, builds the
 * payload from the booking, posts it once and records the outcome. The browser retries. What the
 * payload asks the automation to do is derived from the booking; only an active admin at aal2
 * may send other options (the panel's settings).
 *
 * Embedded (no store): the local relay (relay.ts), which knows its caller only by the network
 * address the server passes as Deno.serve does (`info.remoteAddr`).
 *
 * A failed delivery answers a fixed message: the webhook's own error names its URL, which is the
 * webhook's only key. The detail, the URL masked, goes to the notice log and the server's log.
 *
 * GET answers whether a webhook is configured, its masked address and the company data sent
 * (hosted: to an admin at aal2 only). A bearer token that does not verify is answered with 401.
 */
import { companySettings } from '../_shared/notify/company-settings.ts';
import { maskWebhookUrl } from '../_shared/notify/mask-url.ts';
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import {
  parseNotifyRequest,
  type NotifyRequest,
  type NotifyResult,
} from '../_shared/notify/protocol.ts';
import { redactWebhookUrl } from '../_shared/notify/redact-url.ts';
import { invalidTokenAnswer, InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import { Refused } from '../_shared/http.ts';
import {
  clientAddress,
  json,
  readJsonBody,
  refusalStatus,
  preflight,
  type ServeInfo,
} from './http.ts';
import { relayNotice } from './relay.ts';
import { createRelayLimits, type RelayLimits } from './relay-limits.ts';
import { noticeSender } from '../_shared/notify/send-notice.ts';
import { noticeDelivery, type MailSettings } from '../_shared/notify/deliver-notice.ts';

export const MISSING_URL_ERROR =
  'Webhook URL no configurada: define MAKE_WEBHOOK_URL en el servidor para enviar notificaciones';

/**
 * What a caller reads when the webhook does not take a notice. Never the webhook's own error: a
 * failed fetch names the URL. The detail, with the URL masked, goes to the notice log
 * (ultimo_error, webhook_response), which only staff read, and to the server's log.
 */
export const NOTICE_NOT_DELIVERED =
  'El webhook no recibió el aviso; el detalle queda en el registro de notificaciones';

export const OPTIONS_FOR_ADMINS =
  'Solo un administrador con verificación en dos pasos puede elegir las opciones del aviso';

/** A refusal of the database, with its stable code (the SQL hint) and Spanish message. */
export { Refused as NoticeRefused } from '../_shared/http.ts';

/** The database side of the hosted function (hosted-store.ts, or a fake in tests). */
export interface NotifyStore {
  /**
   * The verified user behind the request's bearer token; null when signed out (no token, or the
   * project's public key). Throws InvalidToken when the token does not verify.
   */
  identify(request: Request): Promise<Caller | null>;
  /** An active admin at aal2. */
  isAdmin(caller: Caller | null): Promise<boolean>;
  /** Throws NoticeRefused when the caller may not send it or it cannot be sent. */
  open(request: NotifyRequest, caller: Caller | null): Promise<OpenedNotice>;
  record(
    id: string,
    resultado: NotifyResult['resultado'] | 'descartado' | 'aplazado',
    error: string | null,
    respuesta: unknown,
  ): Promise<{ intentos: number }>;
}

export interface NotifyHandlerDeps {
  webhookUrl: string | undefined;
  siteUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  store?: NotifyStore;
  /** The local relay's memory of what it posted (relay-limits.ts); a new one by default. */
  relayLimits?: RelayLimits;
  /** The e-mail service (an admin's resend of an e-mail, the embedded schedule's e-mails). */
  mail?: MailSettings | null;
}

export function createNotifyHandler(
  deps: NotifyHandlerDeps,
): (request: Request, info?: ServeInfo) => Promise<Response> {
  const url = deps.webhookUrl?.trim() ?? '';
  const relayLimits = deps.relayLimits ?? createRelayLimits();
  const empresa = companySettings(deps.siteUrl);
  const send = noticeSender({
    url,
    siteUrl: deps.siteUrl,
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    now: deps.now ?? (() => new Date()),
  });
  const deliver = noticeDelivery({
    webhookUrl: url,
    missingWebhook: MISSING_URL_ERROR,
    sendToWebhook: send,
    mail: deps.mail ?? null,
    empresa,
    siteUrl: deps.siteUrl,
  });

  async function status(request: Request): Promise<Response> {
    const store = deps.store;
    if (store && !(await store.isAdmin(await store.identify(request)))) {
      return json(403, { codigo: 'acceso_denegado', error: 'Solo administradores' });
    }
    return json(200, { configurado: url !== '', destino: maskWebhookUrl(url), empresa });
  }

  async function hosted(store: NotifyStore, body: unknown, request: Request): Promise<Response> {
    const parsed = parseNotifyRequest(body);
    if ('invalido' in parsed)
      return json(400, { codigo: 'solicitud_invalida', error: parsed.invalido });
    const caller = await store.identify(request);
    if (parsed.opciones && !(await store.isAdmin(caller))) {
      return json(403, { codigo: 'acceso_denegado', error: OPTIONS_FOR_ADMINS });
    }
    let notice: OpenedNotice;
    try {
      notice = await store.open(parsed, caller);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
    }
    if (notice.canal === 'email') return await resendEmail(store, notice);
    if (url === '') {
      await store.record(notice.id, 'sin_envio', MISSING_URL_ERROR, null);
      return json(503, { resultado: 'sin_envio', error: MISSING_URL_ERROR });
    }
    const outcome = await send(notice.tipo, notice.reserva, parsed.opciones, notice.alerta);
    const resultado = outcome.ok ? 'enviado' : 'fallido';
    const { intentos } = await store.record(
      notice.id,
      resultado,
      outcome.error ?? null,
      outcome.response,
    );
    return json(
      200,
      outcome.ok ? { resultado, intentos } : { resultado, intentos, error: NOTICE_NOT_DELIVERED },
    );
  }

  /** An admin's resend of a logged e-mail: sent by its channel, recorded as the schedule does. */
  async function resendEmail(store: NotifyStore, notice: OpenedNotice): Promise<Response> {
    const outcome = await deliver(notice);
    if (
      outcome.resultado === 'sin_envio' ||
      outcome.resultado === 'descartado' ||
      outcome.resultado === 'aplazado'
    ) {
      await store.record(notice.id, outcome.resultado, outcome.error, null);
      return json(outcome.resultado === 'descartado' ? 409 : 503, {
        ...(outcome.resultado === 'descartado'
          ? { codigo: 'aviso_sin_destinatario' }
          : { resultado: 'sin_envio' }),
        error: outcome.error,
      });
    }
    const { intentos } = await store.record(
      notice.id,
      outcome.resultado,
      outcome.resultado === 'fallido' ? outcome.error : null,
      outcome.response,
    );
    return json(
      200,
      outcome.resultado === 'enviado'
        ? { resultado: 'enviado', intentos }
        : {
            resultado: 'fallido',
            intentos,
            error: 'El correo no se pudo enviar; el detalle queda en el registro de notificaciones',
          },
    );
  }

  return async (request, info) => {
    try {
      if (request.method === 'OPTIONS') return preflight();
      if (request.method === 'GET') return await status(request);
      if (request.method !== 'POST')
        return json(405, { codigo: 'metodo', error: 'Método no permitido' });
      const body = await readJsonBody(request);
      if (body === undefined)
        return json(400, { codigo: 'solicitud_invalida', error: 'Solicitud inválida' });
      if (deps.store) return await hosted(deps.store, body, request);
      return await relayNotice(body, clientAddress(info), {
        url,
        send,
        deliverEmail: deliver,
        limits: relayLimits,
        messages: {
          missingUrl: MISSING_URL_ERROR,
          notDelivered: NOTICE_NOT_DELIVERED,
          optionsForAdmins: OPTIONS_FOR_ADMINS,
        },
      });
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error('notificar', redactWebhookUrl(detail, url));
      return json(500, { codigo: 'error_interno', error: 'No se pudo procesar la notificación' });
    }
  };
}
