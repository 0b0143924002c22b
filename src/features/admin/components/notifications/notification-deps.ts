import type { BackendPort, NotificationEntry, Reservation } from '@/backend/port';
import type { Flash } from '@/components/ui/use-flash-message';
import { env } from '@/config/env';
import type { ReservationForWebhook } from '@/lib/webhook/payloads';
import {
  createWebhookClient,
  type DeliveryRecord,
  type WebhookClient,
} from '@/lib/webhook/webhook-client';

/** Everything the notification actions touch outside the backend, injectable for tests. */
export interface NotificationDeps {
  webhookUrl: string | undefined;
  fetch?: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
}

export const defaultNotificationDeps: NotificationDeps = {
  webhookUrl: env.makeWebhookUrl,
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
  now: () => new Date(),
};

/** Builds the one webhook client with the given way of logging each outcome. */
export type WebhookFactory = (record: (entry: DeliveryRecord) => Promise<void>) => WebhookClient;

export function webhookFactory(deps: NotificationDeps): WebhookFactory {
  return (record) =>
    createWebhookClient({
      url: deps.webhookUrl,
      fetch: deps.fetch,
      sleep: deps.sleep,
      now: deps.now,
      record,
    });
}

/** What an action module needs: the backend, a way to build the webhook client, time. */
export interface ActionContext {
  backend: BackendPort;
  createClient: WebhookFactory;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
}

export function actionContext(backend: BackendPort, deps: NotificationDeps): ActionContext {
  return { backend, createClient: webhookFactory(deps), sleep: deps.sleep, now: deps.now };
}

/** The result of an action, as the flash message shows it. */
export type ActionResult = Flash;

export const MISSING_URL_MESSAGE = 'Webhook URL no configurada: define VITE_MAKE_WEBHOOK_URL';

/** A DeliveryRecord as a row of the log: the same fields, one by one. */
export function toNotificationEntry(record: DeliveryRecord): NotificationEntry {
  return {
    reservaId: record.reservaId,
    tipo: record.tipo,
    estado: record.estado,
    intentos: record.intentos,
    fechaEnvio: record.fechaEnvio,
    ultimoError: record.ultimoError,
    webhookResponse: record.webhookResponse,
  };
}

/** Only what a payload needs from a booking (never the RUT or the case description). */
export function webhookReservation(reserva: Reservation): ReservationForWebhook {
  return {
    id: reserva.id,
    nombre: reserva.nombre,
    email: reserva.email,
    telefono: reserva.telefono,
    fecha: reserva.fecha,
    hora: reserva.hora,
    servicio: reserva.servicio,
    precio: reserva.precio,
    categoria: reserva.categoria,
  };
}
