import { parseReservationCode } from '../booking/model/reservation-code';
import type { ReservationQuery } from './port';

/**
 * What both adapters share about the staff queries, so they filter exactly alike: the search
 * text becomes an ILIKE pattern without the characters that PostgREST's filter syntax (or LIKE
 * itself) would read as syntax, and the test bookings of the diagnostics carry one marker.
 */
export function searchPattern(texto: string | undefined): string | null {
  const clean = (texto ?? '')
    .replace(/[%_\\,()"*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? `%${clean}%` : null;
}

/**
 * When the search text is a booking code (the first 8 characters of the id), the ids that start
 * with it, as a range of uuids: both adapters can compare uuids, not match them as text.
 */
export function codeRange(texto: string | undefined): { lo: string; hi: string } | null {
  const code = parseReservationCode(texto ?? '')?.toLowerCase();
  return code
    ? { lo: `${code}-0000-0000-0000-000000000000`, hi: `${code}-ffff-ffff-ffff-ffffffffffff` }
    : null;
}

export function pageRange(query: ReservationQuery): { from: number; to: number } {
  const size = Math.min(Math.max(Math.trunc(query.pageSize), 1), 200);
  const from = Math.max(Math.trunc(query.page), 0) * size;
  return { from, to: from + size - 1 };
}

/**
 * The e-mail that marks the diagnostics' test bookings (public.crear_reserva_prueba writes it);
 * cleanup removes exactly these.
 */
export const TEST_RESERVATION_EMAIL = 'diagnostico@prueba.puntolegal.cl';

/** A notice still pending after this long was left by a closed tab: a resend picks it up. */
export const STALE_PENDING_MINUTES = 10;

export const DIAGNOSTIC_TABLES = ['reservas', 'notificaciones', 'pagos'] as const;
