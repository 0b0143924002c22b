/**
 * One notice to the webhook, as both modes of the function send it: the payload built from the
 * booking's checked fields, with the options the server decided, posted once. A failure is
 * logged on the server with its detail, the URL masked (deliverOnce masks it).
 */
import { companySettings } from './company-settings.ts';
import { deliverOnce, type DeliveryOutcome } from './deliver.ts';
import { noticeOptions } from './notice-options.ts';
import {
  reservationPayload,
  testPayload,
  type PayloadOptions,
  type ReservationForWebhook,
} from './payloads.ts';
import type { FailedNoticeAlert } from './opened-notice.ts';
import type { NotifyEvent } from './protocol.ts';

export type NoticeSender = (
  tipo: NotifyEvent,
  reserva: ReservationForWebhook | null,
  /** An admin's choice (the caller was checked); otherwise derived from the booking. */
  chosen?: PayloadOptions,
  /** An 'aviso_fallido' notice: the notice that failed for good, told to the firm. */
  alerta?: FailedNoticeAlert | null,
) => Promise<DeliveryOutcome>;

export interface NoticeSenderDeps {
  url: string;
  siteUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  now: () => Date;
}

export function noticeSender(deps: NoticeSenderDeps): NoticeSender {
  const empresa = companySettings(deps.siteUrl);
  const payloadOf: (...args: Parameters<NoticeSender>) => object = (
    tipo,
    reserva,
    chosen,
    alerta,
  ) => {
    // A notice about no booking (a rights request's answer) failed for good: the alert tells
    // the firm what failed, with no booking to name.
    if (tipo === 'aviso_fallido' && !reserva && alerta) {
      return { tipo_evento: 'aviso_fallido', timestamp: deps.now().toISOString(), alerta };
    }
    if (tipo === 'test' || !reserva) return testPayload(deps.now());
    return {
      ...reservationPayload(tipo, reserva, empresa, noticeOptions(reserva, chosen), deps.now()),
      ...(alerta ? { alerta } : {}),
    };
  };
  return async (tipo, reserva, chosen, alerta) => {
    const payload = payloadOf(tipo, reserva, chosen, alerta);
    const outcome = await deliverOnce(deps.url, payload, deps.fetch, deps.timeoutMs);
    if (!outcome.ok)
      console.error('notificar: el webhook no recibió el aviso', tipo, outcome.error);
    return outcome;
  };
}
