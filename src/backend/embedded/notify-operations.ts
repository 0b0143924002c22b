import { parseOpenedNotice } from '../../../supabase/functions/_shared/notify/opened-notice.ts';
import { toBackendError } from '../errors';
import {
  NO_NOTIFY_SERVICE,
  NOTIFY_CALL_TIMEOUT_MS,
  NOTIFY_UNREACHABLE,
  toNoticeAttempt,
} from '../notice-answer';
import {
  BackendError,
  type BackendPort,
  type NoticeAttempt,
  type Session,
  type WebhookStatus,
} from '../port';
import type { Caller } from './caller';

export interface EmbeddedNotifyOptions {
  /** Where the local functions are served: '/functions/v1' on the site's own server. */
  functionsUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

async function call(
  options: EmbeddedNotifyOptions,
  init: RequestInit,
): Promise<{ status: number; body: unknown } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs ?? NOTIFY_CALL_TIMEOUT_MS);
  try {
    const response = await options.fetch(`${options.functionsUrl}/notificar`, {
      ...init,
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Notifications in the embedded mode. The database is the visitor's own, so this backend does
 * what the hosted function does with it (open the notice with the same SQL rules, record the
 * outcome, as the service role), and the local relay of `npm run dev` / `npm run preview`, which
 * alone knows the webhook's URL, posts the payload.
 */
export function createEmbeddedNotify(
  { asServerStored }: Caller,
  currentSession: () => Promise<Session | null>,
  options: EmbeddedNotifyOptions,
): Pick<BackendPort['notificaciones'], 'notify' | 'webhookStatus'> {
  const record = (id: string, resultado: string, error: string | null, respuesta: unknown) =>
    asServerStored(async (tx) => {
      const { rows } = await tx.query<{ r: { intentos: number } }>(
        'select public.registrar_resultado_aviso($1, $2, $3, $4) as r',
        [id, resultado, error, respuesta === undefined ? null : JSON.stringify(respuesta)],
      );
      return rows[0]?.r.intentos ?? 0;
    });

  return {
    async notify(request): Promise<NoticeAttempt> {
      const session = await currentSession();
      let opened;
      try {
        opened = await asServerStored(async (tx) => {
          const { rows } = await tx.query<{ aviso: unknown }>(
            'select public.abrir_aviso($1, $2, $3, $4) as aviso',
            [
              request.tipo,
              request.reservaId ?? null,
              request.notificacionId ?? null,
              session?.user.id ?? null,
            ],
          );
          return parseOpenedNotice(rows[0]?.aviso);
        });
      } catch (error) {
        const refusal = toBackendError(error);
        return { kind: 'rechazado', code: refusal.code, error: refusal.message };
      }

      const answer = await call(options, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // No options: the relay cannot tell an admin, so it derives them from the booking. The
        // notice goes by its own channel (an admin's resend of an e-mail is an e-mail).
        body: JSON.stringify({
          tipo: opened.tipo,
          canal: opened.canal,
          reserva: opened.reserva,
          alerta: opened.alerta,
          pago: opened.pago,
          solicitud: opened.solicitud,
          aviso: { id: opened.id, intentos: opened.intentos },
        }),
      });
      if (!answer) {
        const intentos = await record(opened.id, 'fallido', NOTIFY_UNREACHABLE, null);
        return { kind: 'fallido', intentos, error: NOTIFY_UNREACHABLE };
      }
      const reported = (answer.body ?? {}) as {
        resultado?: unknown;
        error?: unknown;
        respuesta?: unknown;
        detalle?: unknown;
      };
      if (reported.resultado === 'descartado') {
        // An e-mail with nobody to go to: it ends here, and the log says why.
        const error = typeof reported.error === 'string' ? reported.error : NO_NOTIFY_SERVICE;
        await record(opened.id, 'descartado', error, null);
        return { kind: 'sin_envio', error };
      }
      const attempt = toNoticeAttempt(answer.body);
      const respuesta = reported.respuesta ?? null;
      if (attempt.kind === 'enviado' || attempt.kind === 'fallido') {
        // The log keeps the relay's detail (the URL masked in it); the caller, its fixed message.
        const detalle = typeof reported.detalle === 'string' ? reported.detalle : null;
        const error = attempt.kind === 'fallido' ? (detalle ?? attempt.error) : null;
        const intentos = await record(opened.id, attempt.kind, error, respuesta);
        return attempt.kind === 'enviado'
          ? { kind: 'enviado', intentos }
          : { kind: 'fallido', intentos, error: attempt.error };
      }
      if (attempt.kind === 'rechazado' && attempt.code !== 'desconocido') {
        // The relay refused it (its own copy of the notice rules, or its rate per caller):
        // nothing was attempted, and the log says why.
        await record(opened.id, 'sin_envio', attempt.error, null);
        return attempt;
      }
      const error = attempt.kind === 'sin_envio' ? attempt.error : NO_NOTIFY_SERVICE;
      await record(opened.id, 'sin_envio', error, null);
      return { kind: 'sin_envio', error };
    },

    async webhookStatus(): Promise<WebhookStatus> {
      const answer = await call(options, { method: 'GET' });
      const body = answer?.body as Partial<WebhookStatus> | null | undefined;
      if (!body || typeof body.configurado !== 'boolean' || !body.empresa) {
        throw new BackendError(NO_NOTIFY_SERVICE, 'sin_conexion');
      }
      return {
        configurado: body.configurado,
        destino: body.destino ?? null,
        empresa: body.empresa,
      };
    },
  };
}
