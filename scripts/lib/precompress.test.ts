import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { precompress } from './precompress';

let dist: string;
let cache: string;

beforeEach(() => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dist = path.join(base, 'dist');
  cache = path.join(base, 'cache');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
});

const text = 'const mensaje = "Agenda tu consulta";\n'.repeat(200);

describe('precompress', () => {
  it('writes a brotli copy of each compressible file, in every folder, that decodes to it', () => {
    fs.writeFileSync(path.join(dist, 'index.html'), `<p>${text}</p>`);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), text);
    expect(precompress(dist, cache)).toBe(2);
    const br = fs.readFileSync(path.join(dist, 'assets', 'app.js.br'));
    expect(br.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
  });

  it('leaves alone small files, compressed formats, what brotli cannot shrink and what it is told to', () => {
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(dist, 'assets', 'database.tar.gz'), text);
    fs.writeFileSync(path.join(dist, 'assets', 'engine.data'), Buffer.from(randomBytes(4096)));
    fs.writeFileSync(path.join(dist, 'assets', 'unused.js'), text);
    expect(precompress(dist, cache, { skip: (file) => file.endsWith('unused.js') })).toBe(0);
    expect(fs.readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'database.tar.gz',
      'engine.data',
      'unused.js',
    ]);
  });

  it('gives a gzipped file it is told to unpack a brotli copy of what it holds', () => {
    const snapshot = path.join(dist, 'assets', 'database.tar.gz');
    const rows = Array.from({ length: 3000 }, (_, row) => `fila ${String(row * row)}`).join('\n');
    fs.writeFileSync(snapshot, gzipSync(rows));
    expect(precompress(dist, cache, { unpack: (file) => file === snapshot })).toBe(1);
    const br = fs.readFileSync(`${snapshot}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(rows);
    expect(br.length).toBeLessThan(fs.statSync(snapshot).size);
  });

  it('reuses what an earlier build compressed: same content, same result, no new work', () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), text);
    precompress(dist, cache);
    const [entry] = fs.readdirSync(cache);
    // A cache entry that differs from a fresh compression can only have been copied.
    fs.writeFileSync(path.join(cache, entry ?? ''), Buffer.from('desde la caché'));
    precompress(dist, cache);
    expect(fs.readFileSync(path.join(dist, 'assets', 'app.js.br')).toString()).toBe(
      'desde la caché',
    );
  });
});

/** Bytes with no pattern for a compressor to use (a fixed seed: the same every run). */
function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 2463534242;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}
