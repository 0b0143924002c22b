import { DownloadOnRead, addOnDemandFile, type OnDemandFs } from './on-demand-file';

describe('DownloadOnRead', () => {
  it('downloads on the first read only, and serves length and bytes from it', () => {
    const download = vi.fn(() => Uint8Array.of(7, 8, 9));
    const contents = new DownloadOnRead('/lib.wasm', () => new Error('EIO'), download);
    expect(download).not.toHaveBeenCalled();
    expect(contents.length).toBe(3);
    expect(contents.get(1)).toBe(8);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith('/lib.wasm');
  });

  it('fails the read with the file system error when the download fails, and tries again later', () => {
    const download = vi
      .fn<(url: string) => Uint8Array | null>()
      .mockReturnValueOnce(null)
      .mockReturnValue(Uint8Array.of(1));
    const contents = new DownloadOnRead('/lib.wasm', () => new Error('EIO'), download);
    expect(() => contents.length).toThrow('EIO');
    expect(contents.length).toBe(1);
  });
});

describe('addOnDemandFile', () => {
  it('creates a read-only lazy file in the folder and gives it downloading contents', () => {
    const node: { contents: unknown } = { contents: null };
    const createLazyFile = vi.fn(() => node);
    const fs: OnDemandFs = {
      createLazyFile,
      ErrnoError: class extends Error {
        constructor(errno: number) {
          super(`errno ${String(errno)}`);
        }
      },
    };
    addOnDemandFile(fs, '/pglite/lib/postgresql/pgcrypto.so', '/assets/pgcrypto.wasm');
    expect(createLazyFile).toHaveBeenCalledWith(
      '/pglite/lib/postgresql',
      'pgcrypto.so',
      '/assets/pgcrypto.wasm',
      true,
      false,
    );
    expect(node.contents).toBeInstanceOf(DownloadOnRead);
  });
});
