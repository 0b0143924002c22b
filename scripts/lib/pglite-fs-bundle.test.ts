import fs from 'node:fs';
import path from 'node:path';
import { bundledFiles, isBlanked, trimFsBundle, trimmedPgliteBundle } from './pglite-fs-bundle';

const DIST = path.resolve('node_modules/@electric-sql/pglite/dist');

describe('PGlite file bundle for the browser', () => {
  it("reads the table of files from PGlite's own loader", () => {
    const { files, size } = bundledFiles(fs.readFileSync(path.join(DIST, 'pglite.js'), 'utf8'));
    expect(size).toBe(fs.statSync(path.join(DIST, 'pglite.data')).size);
    expect(files.map((f) => f.filename)).toContain('/pglite/lib/postgresql/plpgsql.so');
    expect(files.at(-1)?.end).toBe(size);
  });

  it('keeps what a running database reads, blanks what only initdb or other setups read', () => {
    for (const kept of [
      '/pglite/lib/postgresql/plpgsql.so',
      '/pglite/lib/postgresql/dict_snowball.so',
      '/pglite/share/postgresql/timezone/America/Santiago',
      '/pglite/share/postgresql/timezone/UTC',
      '/pglite/share/postgresql/timezonesets/Default',
      '/pglite/share/postgresql/extension/plpgsql.control',
      '/pglite/share/postgresql/extension/plpgsql--1.0.sql',
    ])
      expect(isBlanked(kept), kept).toBe(false);
    for (const blanked of [
      '/pglite/share/postgresql/postgres.bki',
      '/pglite/share/postgresql/information_schema.sql',
      '/pglite/share/postgresql/postgresql.conf.sample',
      '/pglite/lib/postgresql/utf8_and_big5.so',
      '/pglite/lib/postgresql/libpqwalreceiver.so',
      '/pglite/lib/postgresql/pgxs/src/Makefile.global',
      '/pglite/icu/icudt76l/coll/ucadata.icu',
    ])
      expect(isBlanked(blanked), blanked).toBe(true);
  });

  it('zeroes the blanked files in place: same size, same offsets, the rest untouched', () => {
    const files = [
      { filename: '/pglite/lib/postgresql/plpgsql.so', start: 0, end: 3 },
      { filename: '/pglite/share/postgresql/postgres.bki', start: 3, end: 6 },
    ];
    expect([...trimFsBundle(Uint8Array.of(1, 2, 3, 4, 5, 6), files)]).toEqual([1, 2, 3, 0, 0, 0]);
  });

  it('trims the installed bundle to a fraction of its compressed size', async () => {
    const { gzipSync } = await import('node:zlib');
    const original = fs.readFileSync(path.join(DIST, 'pglite.data'));
    const trimmed = trimmedPgliteBundle(DIST);
    expect(trimmed.length).toBe(original.length);
    expect(gzipSync(trimmed).length).toBeLessThan(gzipSync(original).length / 3);
  });
});
