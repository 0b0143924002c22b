import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startServer } from './serve';
import { SITE_ROUTES_FILE } from './lib/site-manifest';

const SCRIPT = 'console.log("Agenda tu consulta");\n'.repeat(100);
let server: http.Server;
let base: string;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, SITE_ROUTES_FILE),
    JSON.stringify({ prerendered: [], client: [] }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'other.js'), SCRIPT);
  server = await startServer(dist, 0, {});
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Which encoding travelled, and the body once fetch has decoded it. */
async function served(file: string, acceptEncoding: string) {
  const response = await fetch(`${base}/${file}`, {
    headers: { 'accept-encoding': acceptEncoding },
  });
  return { encoding: response.headers.get('content-encoding'), body: await response.text() };
}

describe('npm run preview', () => {
  it("sends the build's brotli copy to a browser that accepts brotli", async () => {
    const { encoding, body } = await served('assets/app.js', 'gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(body).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and where the build wrote no brotli copy', async () => {
    expect((await served('assets/app.js', 'gzip, deflate')).encoding).toBe('gzip');
    const other = await served('assets/other.js', 'gzip, br');
    expect(other.encoding).toBe('gzip');
    expect(other.body).toBe(SCRIPT);
  });
});

describe("npm run preview: the developer's mailbox", () => {
  it('serves /dev/correos, its JSON and the form that empties it, before any file', async () => {
    const page = await fetch(`${base}/dev/correos`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>Correos enviados</h1>');
    expect(await (await fetch(`${base}/dev/correos.json`)).json()).toEqual([]);
    const cleared = await fetch(`${base}/dev/correos/vaciar`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('location')).toBe('/dev/correos');
  });
});
