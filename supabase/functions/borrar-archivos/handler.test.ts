import { fakeSupabase, ok, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import {
  createFileDeletionHandler,
  PATHS_PER_CALL,
  SECRET_HEADER,
  type DeletionQueue,
  type QueuedFile,
  type StorageRemover,
} from './handler.ts';
import { createDeletionQueue } from './hosted-store.ts';

const URL_FUNCION = 'https://proyecto.supabase.co/functions/v1/borrar-archivos';
const SECRET = 'secreto-del-programador';

const post = (headers: Record<string, string> = { [SECRET_HEADER]: SECRET }) =>
  new Request(URL_FUNCION, { method: 'POST', headers });

/** A queue in memory: what is pending, and each result the function reported. */
function memoryQueue(files: QueuedFile[]) {
  const settled: { id: number; error: string | null }[] = [];
  const next = vi.fn((limit: number) => Promise.resolve(files.slice(0, limit)));
  const queue: DeletionQueue = {
    next,
    settle: (id, error) => {
      settled.push({ id, error });
      return Promise.resolve();
    },
  };
  return { queue, settled, next };
}

/** A Storage client that holds some objects; a bucket in `failing` answers with an error. */
function fakeStorage(objects: string[], failing: string[] = []) {
  const held = new Set(objects);
  const calls: { bucket: string; paths: string[] }[] = [];
  const storage: StorageRemover = {
    from: (bucket) => ({
      remove: (paths) => {
        calls.push({ bucket, paths });
        if (failing.includes(bucket)) {
          return Promise.resolve({ error: { message: 'Bucket no disponible' } });
        }
        for (const path of paths) held.delete(`${bucket}/${path}`);
        return Promise.resolve({ error: null });
      },
    }),
  };
  return { storage, calls, held };
}

const file = (id: number, bucket = 'comprobantes'): QueuedFile => ({
  id,
  bucket,
  ruta: `5f0c6a52-3c1e-4f7e-9a55-${String(id).padStart(12, '0')}`,
});

describe('borrar-archivos', () => {
  it('deletes the queued files through Storage and marks each done', async () => {
    const files = [file(1), file(2), file(3)];
    const { queue, settled } = memoryQueue(files);
    const { storage, calls, held } = fakeStorage([
      `comprobantes/${files[0]?.ruta ?? ''}`,
      `comprobantes/${files[1]?.ruta ?? ''}`,
      'comprobantes/otro-archivo',
    ]);
    const response = await createFileDeletionHandler({ queue, storage, secret: SECRET })(post());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revisados: 3, borrados: 3, fallidos: 0 });
    expect(calls).toEqual([{ bucket: 'comprobantes', paths: files.map((f) => f.ruta) }]);
    // A file already gone counts as done; a file nobody queued stays.
    expect([...held]).toEqual(['comprobantes/otro-archivo']);
    expect(settled).toEqual(files.map((f) => ({ id: f.id, error: null })));
  });

  it('records the error of a bucket that fails, and still deletes the others', async () => {
    const { queue, settled } = memoryQueue([file(1, 'roto'), file(2)]);
    const { storage } = fakeStorage([], ['roto']);
    const response = await createFileDeletionHandler({ queue, storage, secret: SECRET })(post());
    expect(await response.json()).toEqual({ revisados: 2, borrados: 1, fallidos: 1 });
    expect(settled).toEqual([
      { id: 1, error: 'Bucket no disponible' },
      { id: 2, error: null },
    ]);
  });

  it('sends at most 100 paths per Storage call', async () => {
    const files = Array.from({ length: 150 }, (_, i) => file(i + 1));
    const { queue } = memoryQueue(files);
    const { storage, calls } = fakeStorage([]);
    await createFileDeletionHandler({ queue, storage, secret: SECRET })(post());
    expect(calls.map((c) => c.paths.length)).toEqual([PATHS_PER_CALL, 50]);
  });

  it('refuses anyone without the schedule’s secret, without reading the queue', async () => {
    const { queue, next } = memoryQueue([file(1)]);
    const { storage, calls } = fakeStorage([]);
    const handler = createFileDeletionHandler({ queue, storage, secret: SECRET });
    for (const request of [
      post({}),
      post({ [SECRET_HEADER]: 'otro-secreto-del-program' }),
      post({ authorization: 'Bearer cualquiera' }),
    ]) {
      const response = await handler(request);
      expect(response.status).toBe(403);
    }
    expect((await handler(new Request(URL_FUNCION))).status).toBe(405);
    const unconfigured = createFileDeletionHandler({ queue, storage, secret: undefined });
    expect((await unconfigured(post())).status).toBe(503);
    expect(next).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('reads and settles the queue with the service role, and removes with the Storage API', async () => {
    const queued = [file(7)];
    const { client, calls } = fakeSupabase((call) => {
      if (call.path === '/rest/v1/rpc/archivos_por_borrar') return ok(queued);
      if (call.path === '/rest/v1/rpc/archivo_borrado') return ok(null);
      if (call.method === 'DELETE' && call.path === '/storage/v1/object/comprobantes') {
        return ok([{ name: queued[0]?.ruta }]);
      }
      return undefined;
    });
    const handler = createFileDeletionHandler({
      queue: createDeletionQueue(client),
      storage: client.storage,
      secret: SECRET,
    });
    const response = await handler(post());
    expect(await response.json()).toEqual({ revisados: 1, borrados: 1, fallidos: 0 });
    expect(rpcCalls(calls, 'archivos_por_borrar')[0]?.body).toEqual({ p_limite: 200 });
    expect(calls.find((call) => call.path === '/storage/v1/object/comprobantes')?.body).toEqual({
      prefixes: [queued[0]?.ruta],
    });
    expect(rpcCalls(calls, 'archivo_borrado')[0]?.body).toEqual({ p_id: 7, p_error: null });
  });
});
