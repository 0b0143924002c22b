/**
 * The database side of `borrar-archivos`, with the service role: the queue's two SQL functions,
 * which no other role may call.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DeletionQueue, QueuedFile } from './handler.ts';

interface RpcResult {
  data: unknown;
  error: { message: string } | null;
}

export function createDeletionQueue(admin: SupabaseClient): DeletionQueue {
  return {
    async next(limit) {
      const result: RpcResult = await admin.rpc('archivos_por_borrar', { p_limite: limit });
      if (result.error) throw new Error(result.error.message);
      return Array.isArray(result.data) ? (result.data as QueuedFile[]) : [];
    },
    async settle(id, error) {
      const result: RpcResult = await admin.rpc('archivo_borrado', { p_id: id, p_error: error });
      if (result.error) throw new Error(result.error.message);
    },
  };
}
