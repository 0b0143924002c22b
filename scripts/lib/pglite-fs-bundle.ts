/**
 * PGlite's file bundle (pglite.data: Postgres's share and lib files, 2.1 MB gzipped) without the
 * files a running database never reads here, for the browser (`fsBundle`). PGlite checks the
 * bundle's size and reads each file at a fixed offset, so the unneeded files keep their place and
 * are filled with zeros, which compress to almost nothing: about 0.3 MB gzipped.
 *
 * Blanked, and why nothing reads them:
 * - initdb's inputs (postgres.bki, the share folder's .sql scripts, sql_features.txt, the
 *   .sample configurations, errcodes.txt): the database comes from the snapshot or from storage,
 *   so initdb never runs in the browser;
 * - the encoding conversions (utf8_and_*.so and the like): PGlite's client and server encoding
 *   are both UTF8;
 * - the replication libraries (libpqwalreceiver.so, pgoutput.so): PGlite runs one backend, with
 *   no replication;
 * - the extension build kit (lib/postgresql/pgxs): for compiling extensions;
 * - ICU's data: the database's collation provider is libc (PGlite's initdb), and no migration
 *   names an ICU collation. A migration that does needs this line changed.
 * Kept: everything else, among it plpgsql.so, the time zones, the extension scripts (a newer
 * migration may create an extension in a stored database) and the text-search dictionaries.
 */
import fs from 'node:fs';
import path from 'node:path';

const BLANK = [
  /^\/pglite\/share\/postgresql\/(postgres\.bki|[^/]+\.sql|sql_features\.txt|errcodes\.txt|[^/]+\.sample)$/,
  /^\/pglite\/lib\/postgresql\/(?!plpgsql\.so$|dict_snowball\.so$)[^/]+\.so$/,
  /^\/pglite\/lib\/postgresql\/pgxs\//,
  /^\/pglite\/icu\/icudt/,
];

interface BundledFile {
  filename: string;
  start: number;
  end: number;
}

/** The bundle's table of files, as PGlite's own loader (dist/pglite.js) lists them. */
export function bundledFiles(loaderSource: string): { files: BundledFile[]; size: number } {
  const match = /\(\{files:(\[[^\]]*\]),remote_package_size:(\d+)\}\)/.exec(loaderSource);
  if (!match?.[1] || !match[2])
    throw new Error('pglite.js: no se encontró la tabla de archivos de pglite.data.');
  // The table is a JavaScript literal with unquoted keys; quoting them makes it JSON.
  const files = JSON.parse(match[1].replace(/(filename|start|end):/g, '"$1":')) as BundledFile[];
  return { files, size: Number(match[2]) };
}

/** Whether the browser's database never reads this bundled file. */
export function isBlanked(filename: string): boolean {
  return BLANK.some((pattern) => pattern.test(filename));
}

/** The bundle with the unneeded files zeroed; same size, same offsets. */
export function trimFsBundle(bundle: Uint8Array, files: readonly BundledFile[]): Uint8Array {
  const trimmed = Uint8Array.from(bundle);
  for (const file of files) if (isBlanked(file.filename)) trimmed.fill(0, file.start, file.end);
  return trimmed;
}

/** Reads PGlite's bundle from node_modules and trims it. */
export function trimmedPgliteBundle(pgliteDist: string): Uint8Array {
  const { files, size } = bundledFiles(fs.readFileSync(path.join(pgliteDist, 'pglite.js'), 'utf8'));
  const bundle = fs.readFileSync(path.join(pgliteDist, 'pglite.data'));
  if (bundle.length !== size)
    throw new Error(`pglite.data mide ${String(bundle.length)} bytes, no ${String(size)}.`);
  return trimFsBundle(bundle, files);
}
