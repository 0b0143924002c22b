/**
 * The hosted store: public.agenda_por_enlace with the service role, the only role that may call
 * it. The function answers an address that is no one's (SQLSTATE P0002, hint enlace_invalido)
 * like a missing one; a row the feed cannot place is an error, never silently dropped.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AgendaFeedEntry } from '../../../src/lib/calendar/agenda-feed.ts';
import type { AgendaStore } from './handler.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One row of agenda_por_enlace, checked field by field. */
export function parseAgendaRow(value: unknown): AgendaFeedEntry {
  const row = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { id, codigo, fecha, hora, servicio, estado, movimientos } = row;
  if (
    typeof id !== 'string' ||
    typeof codigo !== 'string' ||
    typeof fecha !== 'string' ||
    !DATE.test(fecha) ||
    typeof hora !== 'string' ||
    !TIME.test(hora) ||
    typeof servicio !== 'string' ||
    typeof estado !== 'string' ||
    typeof movimientos !== 'number' ||
    !Number.isSafeInteger(movimientos) ||
    movimientos < 0
  ) {
    throw new Error('Respuesta inesperada de agenda_por_enlace');
  }
  return { id, codigo, fecha, hora, servicio, estado, movimientos };
}

export function createHostedAgendaStore(client: SupabaseClient): AgendaStore {
  return {
    async agendaByToken(token) {
      const result: {
        data: unknown;
        error: { message: string; code?: string; hint?: string } | null;
      } = await client.rpc('agenda_por_enlace', { p_token: token });
      if (result.error) {
        if (result.error.hint === 'enlace_invalido') return null;
        throw new Error(result.error.message);
      }
      if (!Array.isArray(result.data)) throw new Error('Respuesta inesperada de agenda_por_enlace');
      return result.data.map(parseAgendaRow);
    },
  };
}
