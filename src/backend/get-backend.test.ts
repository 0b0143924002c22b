import type { BackendPort } from './port';

const openBrowserBackend = vi.fn<(worker: Worker) => Promise<BackendPort>>();

/** Each worker a start made: a start that failed must stop its own. */
let workers: { terminated: boolean }[] = [];
const startDatabaseWorker = () => {
  const worker = { terminated: false, terminate: () => (worker.terminated = true) };
  workers.push(worker);
  return worker as unknown as Worker;
};

const backend = { mode: 'embedded' } as BackendPort;

/** A fresh copy of the module: its cache lives as long as the page. */
async function load() {
  vi.resetModules();
  vi.doMock('./embedded/browser', () => ({ openBrowserBackend }));
  vi.doMock('./embedded/database-worker', () => ({ startDatabaseWorker }));
  return import('./get-backend');
}

beforeEach(() => {
  openBrowserBackend.mockReset();
  workers = [];
});

describe('getBackend', () => {
  it('starts once and shares the start', async () => {
    openBrowserBackend.mockResolvedValue(backend);
    const { getBackend } = await load();

    await expect(getBackend()).resolves.toBe(backend);
    await expect(getBackend()).resolves.toBe(backend);
    expect(openBrowserBackend).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed start, so the next call starts again', async () => {
    openBrowserBackend.mockRejectedValueOnce(new Error('wasm')).mockResolvedValueOnce(backend);
    const { getBackend } = await load();

    await expect(getBackend()).rejects.toThrow('wasm');
    await expect(getBackend()).resolves.toBe(backend);
    expect(openBrowserBackend).toHaveBeenCalledTimes(2);
    // The failed start's worker is stopped; the one in use is not.
    await vi.waitFor(() => {
      expect(workers.map((worker) => worker.terminated)).toEqual([true, false]);
    });
  });

  it('opens the database through the worker it started before the rest of the code', async () => {
    openBrowserBackend.mockResolvedValue(backend);
    const { getBackend } = await load();

    await getBackend();
    expect(workers).toHaveLength(1);
    expect(openBrowserBackend).toHaveBeenCalledWith(workers[0]);
  });

  it('restarts a start that never ends, and keeps one that succeeded', async () => {
    openBrowserBackend
      .mockReturnValueOnce(new Promise<BackendPort>(() => undefined))
      .mockResolvedValueOnce(backend);
    const { getBackend, restartBackend } = await load();

    void getBackend();
    // The first start is under way (and will never end).
    await vi.waitFor(() => {
      expect(openBrowserBackend).toHaveBeenCalledTimes(1);
    });
    await expect(restartBackend()).resolves.toBe(backend);
    await expect(restartBackend()).resolves.toBe(backend);
    await expect(getBackend()).resolves.toBe(backend);
    expect(openBrowserBackend).toHaveBeenCalledTimes(2);
  });
});
