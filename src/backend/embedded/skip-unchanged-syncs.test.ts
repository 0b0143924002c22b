import {
  filesState,
  skipUnchangedSyncs,
  type EmscriptenFs,
  type MemFsNode,
} from './skip-unchanged-syncs';

const DIR = 0o040000;
const FILE = 0o100000;

const file = (size: number, mtime: number): MemFsNode => ({ mode: FILE, usedBytes: size, mtime });
const dir = (contents: Record<string, MemFsNode>): MemFsNode => ({ mode: DIR, mtime: 0, contents });

/** A MEMFS tree whose syncfs records each real copy, as IndexedDB's would. */
function fakeFs(root: MemFsNode) {
  const copies: boolean[] = [];
  const fs: EmscriptenFs = {
    syncfs: (populate, callback) => {
      copies.push(populate);
      queueMicrotask(() => {
        callback(null);
      });
    },
    lookupPath: () => ({ node: root }),
    isDir: (mode) => (mode & 0o170000) === DIR,
    isFile: (mode) => (mode & 0o170000) === FILE,
  };
  const sync = () =>
    new Promise<unknown>((resolve) => {
      fs.syncfs(false, resolve);
    });
  return { fs, copies, sync };
}

describe('skipUnchangedSyncs', () => {
  it('fingerprints every file by path, size and modification time', () => {
    const tree = dir({ base: dir({ '1': file(8192, 10) }), PG_VERSION: file(3, 5) });
    const { fs } = fakeFs(tree);
    expect(filesState(fs, '/pglite/db').split('\n')).toEqual([
      '/pglite/db/PG_VERSION:3:5',
      '/pglite/db/base/1:8192:10',
    ]);
  });

  it('skips a copy when nothing changed since the database opened', async () => {
    const { fs, copies, sync } = fakeFs(dir({ wal: file(16, 1) }));
    skipUnchangedSyncs(fs, '/db');
    expect(await sync()).toBeNull();
    expect(copies).toEqual([]);
  });

  it('copies a database loaded from the snapshot at the first sync, and not again unchanged', async () => {
    const { fs, copies, sync } = fakeFs(dir({ wal: file(16, 1) }));
    skipUnchangedSyncs(fs, '/db', false);
    await sync();
    await sync();
    expect(copies).toEqual([false]);
  });

  it('copies when a file is written, added or removed, and only once per change', async () => {
    const files: Record<string, MemFsNode> = { wal: file(16, 1) };
    const { fs, copies, sync } = fakeFs(dir(files));
    skipUnchangedSyncs(fs, '/db');

    files.wal = file(16, 2); // same size, written again
    await sync();
    await sync();
    expect(copies).toEqual([false]);

    files.nuevo = file(8, 3);
    await sync();
    delete files.nuevo;
    await sync();
    expect(copies).toEqual([false, false, false]);
  });

  it('copies again after a failed copy', async () => {
    const files: Record<string, MemFsNode> = { wal: file(16, 1) };
    const { fs, copies } = fakeFs(dir(files));
    let fail = true;
    const real = fs.syncfs.bind(fs);
    fs.syncfs = (populate, callback) => {
      real(populate, (error) => {
        callback(fail ? new Error('QuotaExceededError') : error);
      });
    };
    skipUnchangedSyncs(fs, '/db');
    files.wal = file(32, 2);
    const first = await new Promise((resolve) => {
      fs.syncfs(false, resolve);
    });
    expect(first).toBeInstanceOf(Error);
    fail = false;
    await new Promise((resolve) => {
      fs.syncfs(false, resolve);
    });
    expect(copies).toEqual([false, false]);
  });

  it('always loads from storage, and counts what it loaded as stored', async () => {
    const files: Record<string, MemFsNode> = { wal: file(16, 1) };
    const { fs, copies, sync } = fakeFs(dir(files));
    skipUnchangedSyncs(fs, '/db');
    await new Promise((resolve) => {
      fs.syncfs(true, resolve);
    });
    await sync();
    expect(copies).toEqual([true]);
  });
});
