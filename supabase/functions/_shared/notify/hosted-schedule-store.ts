/**
 * The schedule's database side on a hosted project, with the service role: the three functions
 * of a run (public.preparar_avisos, public.tomar_avisos, public.registrar_resultado_aviso).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { refusalOrThrow } from '../hosted-caller.ts';
import { parseOpenedNotice } from './opened-notice.ts';
import type { ScheduleStore } from './scheduled-run.ts';

/** Records one attempt's outcome (public.registrar_resultado_aviso); answers the attempts so far. */
export async function recordOutcome(
  admin: SupabaseClient,
  id: string,
  resultado: string,
  error: string | null,
  respuesta: unknown,
): Promise<{ intentos: number }> {
  const result = await admin.rpc('registrar_resultado_aviso', {
    p_id: id,
    p_resultado: resultado,
    p_error: error,
    p_respuesta: respuesta ?? null,
  });
  if (result.error) refusalOrThrow(result.error);
  const row = result.data as { intentos?: unknown } | null;
  return { intentos: Number(row?.intentos ?? 0) };
}

export function createHostedScheduleStore(admin: SupabaseClient): ScheduleStore {
  return {
    async prepare() {
      const result = await admin.rpc('preparar_avisos');
      if (result.error) refusalOrThrow(result.error);
      const row = (result.data ?? {}) as { copias?: unknown; recordatorios?: unknown };
      return { copias: Number(row.copias ?? 0), recordatorios: Number(row.recordatorios ?? 0) };
    },
    async take(limit) {
      const result = await admin.rpc('tomar_avisos', { p_limite: limit });
      if (result.error) refusalOrThrow(result.error);
      const rows: unknown = result.data;
      return Array.isArray(rows) ? rows.map((row) => parseOpenedNotice(row)) : [];
    },
    async record(id, resultado, error, respuesta) {
      await recordOutcome(admin, id, resultado, error, respuesta);
    },
  };
}
