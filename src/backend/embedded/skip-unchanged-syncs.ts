/**
 * PGlite copies its files to IndexedDB after every statement that runs outside a transaction of
 * its own, and its worker runs each statement of a transaction on its own: a returning visit made
 * about 25 copies before the site was usable. Each copy lists every stored file in IndexedDB to
 * compare dates, 10 to 100 ms in Chromium even when nothing changed. This keeps each copy but
 * skips it when no file changed since the last one that succeeded. It compares the same
 * modification times the copy itself compares, and this tab is the only writer (PGlite's worker
 * elects one leader tab), so what is in IndexedDB is exactly what the last copy wrote.
 */

/** An in-memory file or directory of Emscripten's MEMFS (IndexedDB's copy keeps files here). */
export interface MemFsNode {
  mode: number;
  mtime: number | Date;
  usedBytes?: number;
  contents?: unknown;
}

/** The part of Emscripten's file system this needs. */
export interface EmscriptenFs {
  syncfs(populate: boolean, callback: (error: unknown) => void): void;
  lookupPath(path: string, options?: { follow?: boolean }): { node: MemFsNode };
  isDir(mode: number): boolean;
  isFile(mode: number): boolean;
}

/** A fingerprint of every file under `root`: its path, size and modification time. */
export function filesState(fs: EmscriptenFs, root: string): string {
  const parts: string[] = [];
  const visit = (node: MemFsNode, path: string) => {
    if (fs.isDir(node.mode)) {
      const children = node.contents as Record<string, MemFsNode>;
      for (const name of Object.keys(children).sort()) {
        const child = children[name];
        if (child) visit(child, `${path}/${name}`);
      }
    } else if (fs.isFile(node.mode)) {
      parts.push(`${path}:${String(node.usedBytes ?? 0)}:${String(Number(node.mtime))}`);
    }
  };
  visit(fs.lookupPath(root, { follow: true }).node, root);
  return parts.join('\n');
}

/**
 * Wraps `fs.syncfs` so that a copy to storage with nothing new to copy returns at once. Call it
 * right after the database opened: what is in memory then counts as stored. The only difference is
 * what opening itself wrote (the control file, for one); storage holds the complete state of the
 * last copy, a consistent one, and the next real change copies every file that differs.
 * A database that was just loaded from the snapshot is in memory only (`inStorage` false): the
 * first copy always runs.
 */
export function skipUnchangedSyncs(fs: EmscriptenFs, root: string, inStorage = true): void {
  const copy = fs.syncfs.bind(fs);
  let stored: string | null = inStorage ? filesState(fs, root) : null;
  fs.syncfs = (populate, callback) => {
    // Loading from storage (populate) always runs; afterwards memory and storage agree.
    if (populate) {
      copy(true, (error) => {
        stored = error ? null : filesState(fs, root);
        callback(error);
      });
      return;
    }
    const state = filesState(fs, root);
    if (state === stored) {
      callback(null);
      return;
    }
    copy(false, (error) => {
      if (!error) stored = state;
      callback(error);
    });
  };
}
