import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnLoopback, sendJson, settle } from './loopback-server.ts';

/**
 * A local stand-in for Cloudflare Turnstile, for the embedded mode (`npm run dev`,
 * `npm run preview`) and the tests: it issues tokens to the stand-in widget (through the local
 * servers' `verificacion-simulada` relay) and answers siteverify as Cloudflare does. Each token
 * is valid once, for 5 minutes. E2E_TURNSTILE_PORT moves it when two runs share a machine.
 *
 * - POST /token `{ action?, hostname? }` → `{ token }`
 * - POST /turnstile/v0/siteverify (form or JSON: `secret`, `response`) → Cloudflare's verdict
 * - POST /control `{ modo }`: 'normal', 'rechazar' (every token fails) or 'caido' (HTTP 500);
 *   GET /control shows the mode and how many tokens were issued; POST /control/reset.
 */
export const TURNSTILE_SIM_PORT = Number(process.env.E2E_TURNSTILE_PORT ?? 4597);
export const TURNSTILE_SIM_URL = `http://127.0.0.1:${String(TURNSTILE_SIM_PORT)}`;
export const SITEVERIFY_PATH = '/turnstile/v0/siteverify';
export const TURNSTILE_SIM_VERIFY_URL = `${TURNSTILE_SIM_URL}${SITEVERIFY_PATH}`;

/** The stand-in's secret key: public, like Webpay's integration credentials. */
export const STAND_IN_SECRET_KEY = 'sustituto-local-de-turnstile';

export type StandInMode = 'normal' | 'rechazar' | 'caido';
const MODES: readonly StandInMode[] = ['normal', 'rechazar', 'caido'];

const TOKEN_LIFETIME_MS = 300_000;
const MAX_BODY = 16 * 1024;

interface IssuedToken {
  createdAt: number;
  action: string;
  hostname: string;
  used: boolean;
}

async function readBody(request: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8');
}

/** The fields of a JSON or form-encoded body, as Cloudflare's siteverify accepts both. */
function fieldsOf(raw: string, type: string | undefined): Record<string, string> {
  if (type?.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(raw || '{}');
      if (typeof value !== 'object' || value === null) return {};
      return Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      );
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

export function startTurnstileSimulator(port = TURNSTILE_SIM_PORT): Promise<http.Server> {
  const tokens = new Map<string, IssuedToken>();
  let mode: StandInMode = 'normal';

  const verdict = (fields: Record<string, string>): Record<string, unknown> => {
    const failure = (code: string) => ({ success: false, 'error-codes': [code], messages: [] });
    if (!fields.secret) return failure('missing-input-secret');
    if (fields.secret !== STAND_IN_SECRET_KEY) return failure('invalid-input-secret');
    if (!fields.response) return failure('missing-input-response');
    const token = tokens.get(fields.response);
    if (!token || mode === 'rechazar') return failure('invalid-input-response');
    if (token.used || Date.now() - token.createdAt > TOKEN_LIFETIME_MS)
      return failure('timeout-or-duplicate');
    token.used = true;
    return {
      success: true,
      challenge_ts: new Date(token.createdAt).toISOString(),
      hostname: token.hostname,
      action: token.action,
      cdata: '',
      'error-codes': [],
      messages: [],
    };
  };

  const server = http.createServer((request, response) => {
    const json = (status: number, body: unknown): void => sendJson(response, status, body);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';

    const handle = async (): Promise<void> => {
      const raw = await readBody(request);
      if (raw === null) return json(413, { error: 'Request body too large' });
      const fields = fieldsOf(raw, request.headers['content-type']);

      if (url.pathname === '/control' && method === 'GET')
        return json(200, { modo: mode, tokens: tokens.size });
      if (url.pathname === '/control' && method === 'POST') {
        const wanted = fields.modo as StandInMode;
        if (!MODES.includes(wanted)) return json(400, { error: `modo: ${MODES.join(', ')}` });
        mode = wanted;
        return json(200, { modo: mode });
      }
      if (url.pathname === '/control/reset' && method === 'POST') {
        mode = 'normal';
        tokens.clear();
        return json(200, { modo: mode });
      }
      if (method !== 'POST') return json(405, { error: 'Method Not Allowed' });

      if (url.pathname === '/token') {
        for (const [key, token] of tokens)
          if (Date.now() - token.createdAt > TOKEN_LIFETIME_MS) tokens.delete(key);
        const token = `SIM.${randomBytes(24).toString('hex')}`;
        tokens.set(token, {
          createdAt: Date.now(),
          action: (fields.action ?? '').slice(0, 32),
          hostname: (fields.hostname ?? 'localhost').slice(0, 253),
          used: false,
        });
        return json(200, { token });
      }
      if (url.pathname === SITEVERIFY_PATH) {
        if (mode === 'caido') return json(500, { error: 'internal-error' });
        return json(200, verdict(fields));
      }
      return json(404, { error: 'Not Found' });
    };

    settle(response, handle());
  });
  return listenOnLoopback(server, port);
}
