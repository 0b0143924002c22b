/**
 * The hosted ledger: the database, through the service role. The rules (commit once, what counts
 * as approved, what an approval confirms) are the SQL functions' own, the same in both modes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { refusalOrThrow } from '../hosted-caller.ts';
import { Refused } from '../http.ts';
import type { Claim, PaymentLedger, SettledPayment } from './ledger.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toSettled(value: unknown): SettledPayment {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const estado = record.estado;
  return {
    estado:
      estado === 'aprobado' ||
      estado === 'rechazado' ||
      estado === 'anulado' ||
      estado === 'reembolsado'
        ? estado
        : 'pendiente',
    motivo: text(record.motivo),
    orden: text(record.orden_compra),
  };
}

export function createHostedLedger(admin: SupabaseClient): PaymentLedger {
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const result: { data: unknown; error: { message: string; hint?: string | null } | null } =
      await admin.rpc(name, args);
    if (result.error) refusalOrThrow(result.error);
    return result.data;
  }
  const notFound = (error: unknown) =>
    error instanceof Refused && error.codigo === 'pago_no_encontrado';

  return {
    async claim(token): Promise<Claim> {
      let answer: Record<string, unknown>;
      try {
        answer = (await rpc('reclamar_pago_tarjeta', { p_token: token })) as Record<
          string,
          unknown
        >;
      } catch (error) {
        if (notFound(error)) return { kind: 'unknown' };
        throw error;
      }
      const orden = text(answer.orden_compra);
      if (answer.reclamado === true) return { kind: 'claimed', orden };
      if (answer.en_curso === true) return { kind: 'busy', orden };
      return { kind: 'settled', result: toSettled(answer.resultado) };
    },
    async record(token, transaction) {
      return toSettled(
        await rpc('registrar_pago_tarjeta', { p_token: token, p_respuesta: transaction }),
      );
    },
    async annul(match, motivo) {
      const byToken = 'token' in match;
      try {
        return toSettled(
          await rpc('anular_pago_tarjeta', {
            p_token: byToken ? match.token : null,
            p_orden: byToken ? null : match.orden,
            p_sesion: byToken ? null : match.sesion,
            p_motivo: motivo,
          }),
        );
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
}
