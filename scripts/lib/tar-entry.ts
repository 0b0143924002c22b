import { gunzipSync } from 'node:zlib';

/** One file's bytes from a gzipped tar archive (ustar headers: name, octal size, 512-byte blocks). */
export function tarEntry(gzipped: Uint8Array, name: string): Uint8Array {
  const tar = gunzipSync(gzipped);
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const entryName = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!entryName) break;
    const size = parseInt(
      header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim(),
      8,
    );
    const start = offset + 512;
    if (entryName === name || entryName === `./${name}`)
      return new Uint8Array(tar.subarray(start, start + size));
    offset = start + Math.ceil(size / 512) * 512;
  }
  throw new Error(`El archivo tar no contiene ${name}.`);
}
