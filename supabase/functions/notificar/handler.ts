/**
 * The `notificar` function: the only code that knows the automation webhook's URL. Written
 * against web-standard Request/Response, so the same handler runs in Supabase's Edge runtime
 * (index.ts), in tests under Node, and in `npm run dev` / `npm run preview` (the embedded mode).
 *
 * Hosted (a `store` is given): the browser names a notice (an event of a booking, or a logged
 * notice to resend); the function checks who asks, opens the notice in the database, builds the
 * payload from the booking, posts it once and records the outcome. The browser retries.
 *
 * Embedded (no store): the database lives in the visitor's browser, which opens and records the
 * notice there; this relay only builds the payload from the checked fields it is given and posts
 * it, so the URL still never reaches the browser.
 *
 * GET answers whether a webhook is configured, its masked address and the company data sent
 * (hosted: to an admin at aal2 only). A bearer token that does not verify is answered with 401.
 */
import { companySettings } from '../_shared/notify/company-settings.ts';
import { deliverOnce } from '../_shared/notify/deliver.ts';
import { maskWebhookUrl } from '../_shared/notify/mask-url.ts';
import { redactWebhookUrl } from '../_shared/notify/redact-url.ts';
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import {
  DEFAULT_PAYLOAD_OPTIONS,
  reservationPayload,
  testPayload,
  type ReservationForWebhook,
} from '../_shared/notify/payloads.ts';
import {
  parseNotifyRequest,
  type NotifyEvent,
  type NotifyRequest,
  type NotifyResult,
} from '../_shared/notify/protocol.ts';
import { parseRelayRequest } from '../_shared/notify/relay-request.ts';
import { invalidTokenAnswer, InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import { Refused } from '../_shared/http.ts';
import { json, readJsonBody, refusalStatus, preflight } from './http.ts';

export const MISSING_URL_ERROR =
  'Webhook URL no configurada: define MAKE_WEBHOOK_URL en el servidor para enviar notificaciones';

/**
 * What a caller reads when the webhook does not take a notice. Never the webhook's own error: a
 * failed fetch names the URL, the webhook's only key. The detail, with the URL masked, goes to
 * the notice log (ultimo_error, webhook_response), which only staff read, and the server's log.
 */
export const NOTICE_NOT_DELIVERED =
  'El webhook no recibió el aviso; el detalle queda en el registro de notificaciones';

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
    resultado: NotifyResult['resultado'],
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
}

export function createNotifyHandler(
  deps: NotifyHandlerDeps,
): (request: Request) => Promise<Response> {
  const url = deps.webhookUrl?.trim() ?? '';
  const now = deps.now ?? (() => new Date());
  const empresa = companySettings(deps.siteUrl);

  const payloadFor = (
    tipo: NotifyEvent,
    reserva: ReservationForWebhook | null,
    request: { opciones?: NotifyRequest['opciones'] },
  ): object =>
    tipo === 'test' || !reserva
      ? testPayload(now())
      : reservationPayload(
          tipo,
          reserva,
          empresa,
          request.opciones ?? DEFAULT_PAYLOAD_OPTIONS,
          now(),
        );

  /** One delivery; a failure is logged on the server with its detail, the URL masked. */
  async function deliver(tipo: NotifyEvent, payload: object) {
    const outcome = await deliverOnce(url, payload, deps.fetch, deps.timeoutMs);
    if (!outcome.ok)
      console.error('notificar: el webhook no recibió el aviso', tipo, outcome.error);
    return outcome;
  }

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
    let notice: OpenedNotice;
    try {
      notice = await store.open(parsed, await store.identify(request));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
    }
    if (url === '') {
      await store.record(notice.id, 'sin_envio', MISSING_URL_ERROR, null);
      return json(503, { resultado: 'sin_envio', error: MISSING_URL_ERROR });
    }
    const outcome = await deliver(notice.tipo, payloadFor(notice.tipo, notice.reserva, parsed));
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

  async function relay(body: unknown): Promise<Response> {
    const parsed = parseRelayRequest(body);
    if ('invalido' in parsed)
      return json(400, { codigo: 'solicitud_invalida', error: parsed.invalido });
    if (url === '') return json(503, { resultado: 'sin_envio', error: MISSING_URL_ERROR });
    const outcome = await deliver(parsed.tipo, payloadFor(parsed.tipo, parsed.reserva, parsed));
    // The embedded browser keeps the notice log itself: it is given the detail, URL masked.
    return json(200, {
      resultado: outcome.ok ? 'enviado' : 'fallido',
      intentos: 0,
      ...(outcome.ok ? {} : { error: NOTICE_NOT_DELIVERED, detalle: outcome.error }),
      respuesta: outcome.response,
    });
  }

  return async (request) => {
    try {
      if (request.method === 'OPTIONS') return preflight();
      if (request.method === 'GET') return await status(request);
      if (request.method !== 'POST')
        return json(405, { codigo: 'metodo', error: 'Método no permitido' });
      const body = await readJsonBody(request);
      if (body === undefined)
        return json(400, { codigo: 'solicitud_invalida', error: 'Solicitud inválida' });
      return deps.store ? await hosted(deps.store, body, request) : await relay(body);
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error('notificar', redactWebhookUrl(detail, url));
      return json(500, { codigo: 'error_interno', error: 'No se pudo procesar la notificación' });
    }
  };
}
