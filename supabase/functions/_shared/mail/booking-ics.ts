/**
 * The calendar file attached to a client's confirmation and to a move's e-mail: the same event
 * the site's confirmation page offers (same UID, so a calendar app updates the one event), its
 * SEQUENCE the booking's moves so far, so the moved time replaces the old one.
 */
import { company } from '../../../../src/content/company.ts';
import { consultationUid } from '../../../../src/lib/calendar/consultation-uid.ts';
import { consultationIcs } from '../../../../src/lib/calendar/ics.ts';
import { chileDateTimeToUtc } from '../../../../src/lib/time/chile-time.ts';
import type { CompanySettings, ReservationForWebhook } from '../notify/payloads.ts';
import { durationText } from './booking-facts.ts';
import type { EmailAttachment } from './email-message.ts';

export const ICS_FILENAME = 'consulta-punto-legal.ics';
/** What ics.ts writes: UTF-8 text of a published (not an invitation's) calendar. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** Base64 of a text's UTF-8 bytes, with web-standard functions only (Deno, Node, browsers). */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The event names the service and the firm only: it ends up in third-party calendars and on
 * lock screens, so never a case description or the client's data.
 */
export function bookingIcs(
  reserva: ReservationForWebhook,
  empresa: CompanySettings,
  now: Date,
): string {
  return consultationIcs({
    uid: consultationUid(reserva.id),
    title: `${reserva.servicio} · ${empresa.nombre}`,
    description: [
      `Servicio: ${reserva.servicio}`,
      `Duración: ${durationText}`,
      `Consultas: ${empresa.email}`,
    ].join('\n'),
    start: chileDateTimeToUtc(reserva.fecha, reserva.hora),
    minutes: company.consultationMinutes,
    sequence: reserva.movimientos ?? 0,
    now,
  });
}

export function bookingIcsAttachment(
  reserva: ReservationForWebhook,
  empresa: CompanySettings,
  now: Date,
): EmailAttachment {
  return {
    filename: ICS_FILENAME,
    content: utf8Base64(bookingIcs(reserva, empresa, now)),
    contentType: ICS_CONTENT_TYPE,
  };
}
