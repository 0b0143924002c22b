import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib';

/** Text and the database engine's files; images and gzipped files are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|wasm|data)$/;
/** Below this, a file fits in one round trip whatever its encoding. */
const MIN_BYTES = 1024;

export interface PrecompressOptions {
  /** Files that get no copy (what no browser fetches). */
  skip?: (file: string) => boolean;
  /**
   * Gzipped files whose copy holds what they contain, in brotli: served with `Content-Encoding:
   * br`, the browser gets the uncompressed bytes, so only for a file whose reader takes either
   * (the database snapshot: PGlite unpacks a tar gzipped or not). About 40 % fewer bytes.
   */
  unpack?: (file: string) => boolean;
}

/**
 * Writes `<file>.br` beside every compressible file of the build, at brotli's highest level: what
 * a host that serves precompressed files (nginx `brotli_static`, Caddy `precompressed`,
 * `npm run preview`) sends to a browser that accepts brotli. For the database engine (9.1 MB)
 * that is 2.57 MB instead of 3.29 MB gzipped; hosts that compress on the fly use lower levels
 * (about 2.9 MB). The highest level takes about 20 s for the engine, so each result is kept in
 * `cacheDir` by the content's hash and a later build copies it. A `.br` no smaller than 90 % of
 * its file is not written. Returns how many files got one.
 */
export function precompress(
  distDir: string,
  cacheDir: string,
  { skip = () => false, unpack = () => false }: PrecompressOptions = {},
): number {
  fs.mkdirSync(cacheDir, { recursive: true });
  let written = 0;
  for (const file of filesUnder(distDir)) {
    const unpacked = file.endsWith('.gz') && unpack(file);
    if ((!COMPRESSIBLE.test(file) && !unpacked) || skip(file)) continue;
    const stored = fs.readFileSync(file);
    if (stored.length < MIN_BYTES) continue;
    const compressed = brotliOf(unpacked ? gunzipSync(stored) : stored, cacheDir);
    if (compressed.length > stored.length * 0.9) continue;
    fs.writeFileSync(`${file}.br`, compressed);
    written += 1;
  }
  return written;
}

function brotliOf(body: Buffer, cacheDir: string): Buffer {
  const hash = crypto.createHash('sha256').update(body).digest('hex');
  const cached = path.join(cacheDir, `${hash}.br`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const compressed = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  // Whole or not at all: a parallel build may read the cache at the same time.
  const partial = `${cached}.${String(process.pid)}.partial`;
  fs.writeFileSync(partial, compressed);
  fs.renameSync(partial, cached);
  return compressed;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}
