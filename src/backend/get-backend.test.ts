import type { BackendPort } from './port';

const openBrowserBackend = vi.fn<() => Promise<BackendPort>>();

const backend = { mode: 'embedded' } as BackendPort;

/** A fresh copy of the module: its cache lives as long as the page. */
async function load() {
  vi.resetModules();
  vi.doMock('./embedded/browser', () => ({ openBrowserBackend }));
  return import('./get-backend');
}

beforeEach(() => {
  openBrowserBackend.mockReset();
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
