/**
 * `borrar-archivos`: deletes the Storage files the database queued for deletion
 * (private.archivos_por_borrar), such as the transfer receipts of a booking whose holder's data
 * were erased or that the retention schedule anonymised. The database cannot reliably delete a
 * Storage object itself, so it queues the path in the same transaction as the change that drops
 * the file; this function removes each file through the Storage API with the service role and
 * marks it done, or records the error (the file is tried again on the next run, up to 10 times).
 *
 * Run on a schedule by pg_cron with the BORRAR_ARCHIVOS_SECRET header; nobody else may call it.
 * Removing a file that is already gone counts as done (Storage answers without an error).
 */
import { json, preflight } from '../_shared/http.ts';

export interface QueuedFile {
  id: number;
  bucket: string;
  ruta: string;
}

/** The queue in the database (public.archivos_por_borrar and public.archivo_borrado). */
export interface DeletionQueue {
  next(limit: number): Promise<QueuedFile[]>;
  /** Done when `error` is null; otherwise the error is recorded and counted. */
  settle(id: number, error: string | null): Promise<void>;
}

/** The part of supabase-js's Storage client this function uses. */
export interface StorageRemover {
  from(bucket: string): {
    remove(paths: string[]): Promise<{ error: { message: string } | null }>;
  };
}

export interface FileDeletionDeps {
  queue: DeletionQueue;
  storage: StorageRemover;
  /** The scheduler's shared secret (x-borrar-archivos-secret). */
  secret: string | undefined;
}

export const SECRET_HEADER = 'x-borrar-archivos-secret';
/** Files read from the queue per run. */
export const FILES_PER_RUN = 200;
/** Paths per Storage call. */
export const PATHS_PER_CALL = 100;

/** Compares without stopping at the first different character. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

function chunks(files: QueuedFile[]): QueuedFile[][] {
  const byBucket = new Map<string, QueuedFile[]>();
  for (const file of files) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file]);
  const result: QueuedFile[][] = [];
  for (const group of byBucket.values()) {
    for (let i = 0; i < group.length; i += PATHS_PER_CALL) {
      result.push(group.slice(i, i + PATHS_PER_CALL));
    }
  }
  return result;
}

async function removeChunk(storage: StorageRemover, chunk: QueuedFile[]): Promise<string | null> {
  const bucket = chunk[0]?.bucket ?? '';
  try {
    const { error } = await storage.from(bucket).remove(chunk.map((file) => file.ruta));
    return error ? error.message || 'Storage rechazó el borrado' : null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Storage no respondió';
  }
}

export function createFileDeletionHandler(
  deps: FileDeletionDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    const secret = deps.secret?.trim() ?? '';
    if (secret === '') {
      return json(503, {
        codigo: 'sin_configuracion',
        error: 'Falta BORRAR_ARCHIVOS_SECRET en los secretos de la función',
      });
    }
    if (!sameSecret(request.headers.get(SECRET_HEADER) ?? '', secret)) {
      return json(403, { codigo: 'acceso_denegado', error: 'Solo la tarea programada' });
    }
    try {
      const files = await deps.queue.next(FILES_PER_RUN);
      let borrados = 0;
      let fallidos = 0;
      for (const chunk of chunks(files)) {
        const error = await removeChunk(deps.storage, chunk);
        for (const file of chunk) await deps.queue.settle(file.id, error);
        if (error) fallidos += chunk.length;
        else borrados += chunk.length;
      }
      return json(200, { revisados: files.length, borrados, fallidos });
    } catch (error) {
      console.error('borrar-archivos', error);
      return json(500, { codigo: 'error_interno', error: 'No se pudo vaciar la cola de archivos' });
    }
  };
}
