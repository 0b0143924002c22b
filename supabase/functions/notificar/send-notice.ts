/**
 * One notice to the webhook, as both modes of the function send it: the payload built from the
 * booking's checked fields, with the options the server decided, posted once. A failure is
 * logged on the server with its detail, the URL masked (deliverOnce masks it).
 */
import { companySettings } from '../_shared/notify/company-settings.ts';
import { deliverOnce, type DeliveryOutcome } from '../_shared/notify/deliver.ts';
import { noticeOptions } from '../_shared/notify/notice-options.ts';
import {
  reservationPayload,
  testPayload,
  type PayloadOptions,
  type ReservationForWebhook,
} from '../_shared/notify/payloads.ts';
import type { NotifyEvent } from '../_shared/notify/protocol.ts';

export type NoticeSender = (
  tipo: NotifyEvent,
  reserva: ReservationForWebhook | null,
  /** An admin's choice (the caller was checked); otherwise derived from the booking. */
  chosen?: PayloadOptions,
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
  return async (tipo, reserva, chosen) => {
    const payload =
      tipo === 'test' || !reserva
        ? testPayload(deps.now())
        : reservationPayload(tipo, reserva, empresa, noticeOptions(reserva, chosen), deps.now());
    const outcome = await deliverOnce(deps.url, payload, deps.fetch, deps.timeoutMs);
    if (!outcome.ok)
      console.error('notificar: el webhook no recibió el aviso', tipo, outcome.error);
    return outcome;
  };
}
