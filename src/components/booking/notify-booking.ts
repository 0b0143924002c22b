import type { BackendPort, Reservation } from '@/backend/port';
import { env } from '@/config/env';
import { company, whatsappLink } from '@/content/company';
import { bookingEvents, DEFAULT_PAYLOAD_OPTIONS, reservationPayload } from '@/lib/webhook/payloads';
import type { CompanySettings, PayloadOptions } from '@/lib/webhook/payloads';
import { createWebhookClient, type WebhookClientOptions } from '@/lib/webhook/webhook-client';

/** The company block of every webhook payload (spec section 3, "Company settings"). */
export const COMPANY_SETTINGS: CompanySettings = {
  nombre: company.name,
  email: company.email,
  telefono: company.phone,
  whatsapp: whatsappLink(),
  direccion: `${company.address.street}, ${company.address.district}, ${company.address.city}`,
  sitioWeb: env.siteUrl,
};

interface NotifyOptions extends Partial<Pick<WebhookClientOptions, 'fetch' | 'sleep' | 'now'>> {
  url?: string;
  payloadOptions?: PayloadOptions;
}

/**
 * Tells the client and the lawyer about a new booking: 'nueva_reserva' and
 * 'notificacion_abogado' through the one webhook client, each outcome logged in notificaciones.
 * Runs after the booking is made and never throws: a webhook that is down, slow or not
 * configured must not block or undo a booking (the log keeps what happened, for a resend).
 */
export async function notifyBooking(
  backend: BackendPort,
  reservation: Reservation,
  {
    url = env.makeWebhookUrl,
    payloadOptions = DEFAULT_PAYLOAD_OPTIONS,
    ...client
  }: NotifyOptions = {},
): Promise<void> {
  const webhook = createWebhookClient({
    url,
    ...client,
    record: async (entry) => {
      if (entry.tipo !== 'nueva_reserva' && entry.tipo !== 'notificacion_abogado') return;
      await backend.notificaciones.recordBookingNotice({
        reservaId: reservation.id,
        tipo: entry.tipo,
        estado: entry.estado,
        intentos: entry.intentos,
        ultimoError: entry.ultimoError,
        webhookResponse: entry.webhookResponse,
      });
    },
  });
  const now = client.now?.() ?? new Date();
  await Promise.all(
    bookingEvents().map((tipo) =>
      webhook.send(
        tipo,
        reservationPayload(
          tipo,
          {
            id: reservation.id,
            nombre: reservation.nombre,
            email: reservation.email,
            telefono: reservation.telefono,
            fecha: reservation.fecha,
            hora: reservation.hora,
            servicio: reservation.servicio,
            precio: reservation.precio,
            categoria: reservation.categoria,
          },
          COMPANY_SETTINGS,
          payloadOptions,
          now,
        ),
        reservation.id,
      ),
    ),
  );
}
