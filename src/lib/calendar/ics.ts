// Imports name their files: the lawyer's calendar feed is also served by an Edge Function (Deno).
import { CHILE_TIME_ZONE } from '../time/chile-time.ts';
import { chileStamp, utcStamp } from './calendar-time.ts';

/**
 * iCalendar files (RFC 5545) for a booked consultation, so clients can add it to any calendar app.
 *
 * Confidentiality: a calendar event leaves the firm's hands (it is synced to third-party calendar
 * services and shown on lock screens). Callers pass only the service's name and the meeting mode
 * in `title` and `description`: never the client's case description, RUT or other personal data.
 */
export interface ConsultationEvent {
  /** Globally unique and stable for the booking, so re-importing updates instead of duplicating. */
  uid: string;
  title: string;
  /** Service name and meeting mode only (see above). */
  description: string;
  start: Date;
  minutes: number;
  location?: string;
  /**
   * The event's version (SEQUENCE): the booking's moves so far, 0 until it is first moved. A
   * calendar app replaces the event it has under this UID only with a higher one.
   */
  sequence?: number;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * Chile's clock rules since 2023 (tzdata: summer time from the first Sunday on or after
 * 2 September, back to standard time on the first Sunday on or after 2 April, both at local
 * midnight). Calendar apps use it to place the event when they lack the zone; most know it anyway.
 */
export const SANTIAGO_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${CHILE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:20230402T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0400',
  'TZNAME:-04',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:20230903T000000',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 section 3.1): each continuation
 * starts with one space, which counts towards its 75. Splits between characters, never inside a
 * UTF-8 sequence or a surrogate pair.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/**
 * An event's start and end as Chilean wall-clock times with their zone, so a calendar places it
 * by Chile's rules of that day (summer or winter time), not by the offset of the day it was made.
 */
export function chileTimeLines(start: Date, minutes: number): string[] {
  const end = new Date(start.getTime() + minutes * 60_000);
  return [
    `DTSTART;TZID=${CHILE_TIME_ZONE}:${chileStamp(start)}`,
    `DTEND;TZID=${CHILE_TIME_ZONE}:${chileStamp(end)}`,
  ];
}

/** The calendar's content lines as a file: each folded, each ended by CRLF. */
export function icsFile(lines: readonly string[]): string {
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A VCALENDAR with one VEVENT in Chilean time and a reminder 24 hours before. */
export function consultationIcs(event: ConsultationEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Punto Legal//Reservas//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...SANTIAGO_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    ...chileTimeLines(event.start, event.minutes),
    `SEQUENCE:${String(event.sequence ?? 0)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    'BEGIN:VALARM',
    'TRIGGER:-PT24H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(`Recordatorio: ${event.title}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}
