/**
 * A lawyer's agenda as one iCalendar file (RFC 5545): the private address a lawyer subscribes to
 * (served by the agenda-abogado Edge Function) and the file the lawyer's panel downloads in the
 * embedded demo, where the data live in the visitor's browser.
 *
 * Confidentiality: a subscribed calendar is synced by third-party services and shown on lock
 * screens, so each event names the service and the booking code only: never the client, their
 * contact details or the description of their case.
 *
 * Every import names its file: the Edge Function runs this module under Deno.
 */
import { company } from '../../content/company.ts';
import { chileDateTimeToUtc, CHILE_TIME_ZONE } from '../time/chile-time.ts';
import { utcStamp } from './calendar-time.ts';
import { consultationUid } from './consultation-uid.ts';
import { chileTimeLines, escapeIcsText, icsFile, SANTIAGO_VTIMEZONE } from './ics.ts';

/**
 * What the feed reads of a booking. The port's AgendaEntry (src/backend/agenda-types.ts) has
 * this shape; it is restated here because a calendar helper does not import the backend.
 */
export interface AgendaFeedEntry {
  id: string;
  codigo: string;
  /** 'YYYY-MM-DD', Chilean date. */
  fecha: string;
  /** 'HH:MM', Chilean time. */
  hora: string;
  servicio: string;
  /** The booking's state: a hold not yet paid ('pendiente') may still fall through. */
  estado: string;
  /** Every move of its time so far: the event's SEQUENCE. */
  movimientos: number;
}

export const AGENDA_CALENDAR_NAME = `Agenda ${company.name}`;

/** 'Consulta Laboral · 5F0C6A52'; a service already named a consultation is not named twice. */
export function agendaEventTitle(entry: Pick<AgendaFeedEntry, 'servicio' | 'codigo'>): string {
  const service = /^consulta\b/i.test(entry.servicio)
    ? entry.servicio
    : `Consulta ${entry.servicio}`;
  return `${service} · ${entry.codigo}`;
}

function agendaEvent(entry: AgendaFeedEntry, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    // The client's .ics names the booking the same, so both calendars hold one event.
    `UID:${consultationUid(entry.id)}`,
    `DTSTAMP:${stamp}`,
    ...chileTimeLines(chileDateTimeToUtc(entry.fecha, entry.hora), company.consultationMinutes),
    `SEQUENCE:${String(entry.movimientos)}`,
    `SUMMARY:${escapeIcsText(agendaEventTitle(entry))}`,
    `STATUS:${entry.estado === 'pendiente' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * The whole agenda in one VCALENDAR. A booking cancelled or moved to another lawyer is simply
 * absent: a subscribed calendar drops the events its feed no longer has.
 */
export function agendaCalendar(entries: readonly AgendaFeedEntry[], now: Date): string {
  const stamp = utcStamp(now);
  return icsFile([
    'BEGIN:VCALENDAR',
    'PRODID:-//Punto Legal//Agenda//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(AGENDA_CALENDAR_NAME)}`,
    `X-WR-TIMEZONE:${CHILE_TIME_ZONE}`,
    ...SANTIAGO_VTIMEZONE,
    ...entries.flatMap((entry) => agendaEvent(entry, stamp)),
    'END:VCALENDAR',
  ]);
}
