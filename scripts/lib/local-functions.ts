/**
 * Serves the Supabase Edge Functions of the embedded mode from the local servers (`npm run dev`
 * through Vite, `npm run preview` and the end-to-end tests through scripts/serve.ts), at the
 * same path as on Supabase: /functions/v1/<name>. The handlers are the functions' own, so the
 * webhook URL stays on the server (MAKE_WEBHOOK_URL, never a VITE_ variable). Each call is first
 * checked as relay-guard.ts says, and the handler is told the caller's address, as Deno.serve
 * tells it (the notification relay counts by it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNotifyHandler } from '../../supabase/functions/notificar/handler.ts';
import { createHumanCheckHandler } from '../../supabase/functions/verificar-humano/handler.ts';
import { createWebpayCreateHandler } from '../../supabase/functions/webpay-create/handler.ts';
import { createWebpayRefundHandler } from '../../supabase/functions/webpay-refund/handler.ts';
import { createWebpayReturnHandler } from '../../supabase/functions/webpay-return/handler.ts';
import { createWebpaySweepHandler } from '../../supabase/functions/webpay-sweep/handler.ts';
import { createReferenceValuesHandler } from '../../supabase/functions/valores-referencia/handler.ts';
import { createMemoryReferenceStore } from '../../supabase/functions/valores-referencia/memory-store.ts';
import {
  CMF_API_URL,
  fetchCmfValues,
} from '../../supabase/functions/valores-referencia/cmf-source.ts';
import { createMemoryLedger } from '../../supabase/functions/_shared/webpay/memory-ledger.ts';
import { readWebpayConfig } from '../../supabase/functions/_shared/webpay/config.ts';
import type { ServeInfo } from '../../supabase/functions/_shared/http.ts';
import { DEFAULT_SITE_URL } from '../../src/config/site-url.ts';
import {
  localTurnstileSecret,
  STAND_IN_TOKEN_FUNCTION,
  standInTokenRelay,
} from './turnstile-stand-in.ts';
import {
  createCallRate,
  MAX_BODY_BYTES,
  RATE_REFUSAL,
  refusalOf,
  type GuardRefusal,
} from './relay-guard.ts';

import { createMailbox, type Mailbox } from './mail-stand-in.ts';

import { localMail } from './local-mail.ts';

export { localMail, type LocalMail } from './local-mail.ts';

export const FUNCTIONS_PREFIX = '/functions/v1/';

type Handler = (request: Request, info?: ServeInfo) => Promise<Response>;

/** The mailbox each set of functions sends its e-mail to (the stand-in, unless Resend is set). */
const mailboxes = new WeakMap<Record<string, Handler>, Mailbox>();

/** Each server's rate of calls per caller address, by its set of functions. */
const rates = new WeakMap<Record<string, Handler>, (client: string) => boolean>();

/** This server's own address, as the browser reached it: Webpay returns the client here. */
const origin = (request: Request): string => new URL(request.url).origin;

/**
 * The local functions by name, configured from the server's environment: the webhook URL
 * (MAKE_WEBHOOK_URL) and Webpay's credentials (TBK_*; Transbank's integration commerce when
 * unset), never VITE_ variables. The Webpay functions run as the embedded mode's relay: one
 * ledger in this process remembers what they created and committed. `verificar-humano` verifies
 * a human check's token (Turnstile's with TURNSTILE_SECRET_KEY, else the local stand-in's at
 * TURNSTILE_VERIFY_URL) and only approves it: the pass is issued by the browser's own database.
 * E-mail goes as localMail(env, mailbox) says: to `mailbox` (the server's, which /dev/correos
 * shows) unless RESEND_API_KEY is set.
 */
export function localFunctions(
  env: Record<string, string | undefined>,
  mailbox: Mailbox = createMailbox(),
): Record<string, Handler> {
  const fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init);
  const config = readWebpayConfig(env);
  const ledger = createMemoryLedger();
  const tokenRelay = standInTokenRelay(env, fetcher);
  const functions: Record<string, Handler> = {
    'verificar-humano': createHumanCheckHandler({
      secretKey: localTurnstileSecret(env),
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      fetch: fetcher,
    }),
    ...(tokenRelay ? { [STAND_IN_TOKEN_FUNCTION]: tokenRelay } : {}),
    notificar: createNotifyHandler({
      webhookUrl: env.MAKE_WEBHOOK_URL,
      // The address the notices' links point to: this server's own (SITE_URL, which the local
      // servers set to where they listen), so a developer follows an e-mail's link to this site.
      siteUrl: (env.SITE_URL || env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
      fetch: fetcher,
      mail: localMail(env, mailbox),
    }),
    'webpay-create': createWebpayCreateHandler({
      config,
      fetch: fetcher,
      returnUrl: (request) => `${origin(request)}${FUNCTIONS_PREFIX}webpay-return`,
      ledger,
    }),
    'webpay-return': createWebpayReturnHandler({ config, fetch: fetcher, ledger, siteUrl: origin }),
    'webpay-sweep': createWebpaySweepHandler({ config, fetch: fetcher, ledger, memory: ledger }),
    'webpay-refund': createWebpayRefundHandler({ config, fetch: fetcher, memory: ledger }),
    // The embedded database lives in each visitor's browser, so this server keeps the source's
    // values itself and fetches them (CMF_API_URL: the CMF, or the local stand-in) on the first
    // request of each day; the calculators fetch one small JSON from it.
    'valores-referencia': createReferenceValuesHandler({
      store: createMemoryReferenceStore(),
      fetchSource: () =>
        fetchCmfValues({
          baseUrl: env.CMF_API_URL?.trim() || CMF_API_URL,
          apiKey: env.CMF_API_KEY ?? '',
          fetch: fetcher,
        }),
      secret: undefined,
      refreshWhenStale: true,
    }),
  };
  mailboxes.set(functions, mailbox);
  return functions;
}

/** The mailbox a set of local functions sends to: what a test reads to see the e-mails sent. */
export function mailboxOf(functions: Record<string, Handler>): Mailbox | undefined {
  return mailboxes.get(functions);
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const answerRefusal = (response: ServerResponse, refusal: GuardRefusal): void => {
  response
    .writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(refusal.body));
};

/**
 * Answers a request for a local function; false when the path is not one, so the caller serves
 * it as usual.
 */
export async function serveLocalFunction(
  functions: Record<string, Handler>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  // The Host header names this server as the browser reached it (Webpay's return comes back there).
  let url: URL;
  try {
    url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  } catch {
    return false;
  }
  if (!url.pathname.startsWith(FUNCTIONS_PREFIX)) return false;
  const name = url.pathname.slice(FUNCTIONS_PREFIX.length);
  const handler = Object.hasOwn(functions, name) ? functions[name] : undefined;
  if (!handler) {
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"error":"Función no encontrada"}');
    return true;
  }
  const method = request.method ?? 'GET';
  const client = request.socket.remoteAddress ?? 'desconocido';
  let withinRate = rates.get(functions);
  if (!withinRate) {
    withinRate = createCallRate();
    rates.set(functions, withinRate);
  }
  const refusal =
    refusalOf(name, method, request.headers) ?? (withinRate(client) ? null : RATE_REFUSAL);
  if (refusal) {
    request.resume();
    answerRefusal(response, refusal);
    return true;
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  if (body === null) {
    answerRefusal(response, {
      status: 413,
      body: { codigo: 'solicitud_grande', error: 'Solicitud demasiado grande' },
    });
    return true;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  const answer = await handler(
    new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined }),
    { remoteAddr: { hostname: client } },
  );
  const answerHeaders: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    answerHeaders[name] = value;
  });
  response.writeHead(answer.status, answerHeaders);
  response.end(Buffer.from(await answer.arrayBuffer()));
  return true;
}
