/**
 * Serves the production build the way the static host does (see lib/resolve-request.ts), with
 * compression and cache headers: the build's brotli copy (`<file>.br`, lib/precompress.ts) to a
 * browser that accepts it, else gzip. Used by `npm run preview`, the end-to-end tests and `npm run perf`.
 *
 *   tsx scripts/serve.ts [--port 4173] [--dir dist]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveDevMailbox } from './lib/dev-mailbox-routes';
import { localFunctions, serveLocalFunction } from './lib/local-functions';
import { createMailbox } from './lib/mail-stand-in';
import { parseRedirects, resolveRequest } from './lib/resolve-request';
import { readSiteRoutes } from './lib/site-manifest';
import { withLocalCmf } from './lib/cmf-stand-in';
import { withLocalStandIn } from './lib/turnstile-stand-in';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|wasm|data)$/;

/**
 * Besides the files, it serves the embedded mode's Edge Functions (/functions/v1/notificar), with
 * the webhook URL from the server's environment (`env`, by default this process's), and the
 * developer's mailbox (/dev/correos): a local server's page, never part of the build.
 */
/** The variables that have a value, so an unset one does not hide a default. */
function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function startServer(
  distDir: string,
  port: number,
  env: Record<string, string | undefined> = process.env,
): Promise<http.Server> {
  const root = path.resolve(distDir);
  // What this server's functions would send by e-mail, shown at /dev/correos.
  const mailbox = createMailbox();
  // The notices' links lead to this server unless the environment names the site (SITE_URL).
  const functions = localFunctions(
    { SITE_URL: `http://127.0.0.1:${String(port)}`, ...definedOnly(env) },
    mailbox,
  );
  const { client } = readSiteRoutes(root);
  // The host's rules: the permanent redirects of _redirects answer 301 here too.
  const redirectsFile = path.join(root, '_redirects');
  const redirects = fs.existsSync(redirectsFile)
    ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8'))
    : {};
  const isFile = (file: string) => {
    try {
      return fs.statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };
  const gzipCache = new Map<string, Buffer>();

  const server = http.createServer((request, response) => {
    serveDevMailbox(mailbox, request, response)
      .then((served) => served || serveLocalFunction(functions, request, response))
      .then(
        (served) => {
          if (!served) serveFile(request, response);
        },
        (error: unknown) => {
          console.error(error);
          if (!response.headersSent) response.writeHead(500);
          response.end();
        },
      );
  });

  function serveFile(request: http.IncomingMessage, response: http.ServerResponse): void {
    const resolution = resolveRequest(request.url ?? '/', {
      exists: isFile,
      clientRoutes: client,
      redirects,
    });
    if (!resolution) {
      response.writeHead(400).end();
      return;
    }
    if (resolution.status === 301) {
      response.writeHead(301, { location: resolution.location, 'cache-control': 'no-cache' }).end();
      return;
    }
    const file = path.join(root, resolution.file);
    const body = fs.readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': resolution.file.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    let payload: Buffer = body;
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted) && isFile(`${resolution.file}.br`)) {
      payload = fs.readFileSync(`${file}.br`);
      headers['content-encoding'] = 'br';
      headers.vary = 'accept-encoding';
    } else if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(accepted)) {
      // Keyed by modification time too: a rebuild while the server runs must not serve stale HTML.
      const key = `${file}:${String(fs.statSync(file).mtimeMs)}:${String(body.length)}`;
      payload = gzipCache.get(key) ?? gzipSync(body);
      gzipCache.set(key, payload);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(resolution.status, headers);
    response.end(request.method === 'HEAD' ? undefined : payload);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(option('port', process.env.PORT ?? '4173'));
  const dir = option('dir', 'dist');
  // Without Turnstile's secret, the human check uses a local stand-in, and without the CMF's key
  // the reference values come from another (the tests give their own).
  withLocalCmf(process.env)
    .then((cmf) => {
      if (cmf.env !== process.env)
        console.log(`Sustituto de la CMF: ${String(cmf.env.CMF_API_URL)}`);
      return withLocalStandIn(cmf.env);
    })
    .then((local) => {
      if (local.env.TURNSTILE_VERIFY_URL !== process.env.TURNSTILE_VERIFY_URL)
        console.log(`Sustituto de Turnstile: ${String(local.env.TURNSTILE_VERIFY_URL)}`);
      return startServer(dir, port, local.env);
    })
    .then(
      () => console.log(`Sitio de producción en http://localhost:${port} (carpeta ${dir})`),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
