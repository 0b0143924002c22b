/**
 * Under Deno: a return that commits nothing (a timed-out or aborted form) annuls a card attempt
 * only with the attempt's own token or session, and never while its commit is under way; the
 * commit then records the approval. The handler is served by Deno, Webpay is the local simulator
 * (served by Deno too, through node:http), and the ledger is the embedded mode's.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator } from '../../../e2e/webpay-simulator.ts';
import { createWebpayClient } from '../_shared/webpay/client.ts';
import { readWebpayConfig } from '../_shared/webpay/config.ts';
import { createMemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { createWebpayReturnHandler } from './handler.ts';

const SITE = 'https://puntolegal.cl';
const ORDEN = 'PL-1A2B3C4D-1';
/** The attempt's own Webpay session (its payment's id). */
const SESION = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
/** The booking's id, which whoever made the booking knows: not the attempt's session. */
const RESERVA = '1a2b3c4d-9d8e-4f7e-8a55-2d7f1f0b9a22';
const MONTO = 35000;
const SUCCESS = `${SITE}/payment-success?method=transbank&orden=${ORDEN}`;

/** The simulator, a served return handler with its ledger, and the calls a browser makes. */
async function setUp(commitGate?: Promise<void>, onCommit?: () => void) {
  const simulator = await startWebpaySimulator(0);
  const webpay = `http://127.0.0.1:${String((simulator.address() as AddressInfo).port)}`;
  const config = readWebpayConfig({ TBK_API_URL: webpay });
  if ('error' in config) throw new Error(config.error);
  const ledger = createMemoryLedger();
  const handler = createWebpayReturnHandler({
    config,
    fetch: async (input, init) => {
      if (init?.method === 'PUT' && commitGate) {
        onCommit?.();
        await commitGate;
      }
      return fetch(input, init);
    },
    ledger,
    siteUrl: () => SITE,
  });
  const server = deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, handler);
  const returnUrl = `http://127.0.0.1:${String(server.addr.port)}/functions/v1/webpay-return`;
  const { token } = await createWebpayClient(config, fetch).create(ORDEN, SESION, MONTO, returnUrl);
  ledger.remember(token, ORDEN, MONTO, SESION);

  /** A return landing as the browser brings it; the answer's Location. */
  const land = async (fields: Record<string, string>) => {
    const answer = await fetch(`${returnUrl}?${new URLSearchParams(fields).toString()}`, {
      redirect: 'manual',
    });
    await answer.body?.cancel();
    return answer.headers.get('location');
  };
  /** The client approves on Webpay's form; the return it is sent to. */
  const approve = async () => {
    const decided = await fetch(`${webpay}/webpayserver/decide`, {
      method: 'POST',
      body: new URLSearchParams({ token_ws: token, decision: 'approve' }),
      redirect: 'manual',
    });
    await decided.body?.cancel();
    return decided.headers.get('location') ?? '';
  };
  const close = async () => {
    await server.shutdown();
    await new Promise((resolve) => simulator.close(resolve));
  };
  return { token, ledger, land, approve, close };
}

deno.test('a buy order alone, or with another session, annuls nothing', async () => {
  const run = await setUp();
  try {
    await run.land({ TBK_ORDEN_COMPRA: ORDEN });
    await run.land({ TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: RESERVA });
    assert.equal(run.ledger.lookup(run.token)?.result, null);
    const back = await fetch(await run.approve(), { redirect: 'manual' });
    await back.body?.cancel();
    assert.equal(back.headers.get('location'), SUCCESS);
    assert.equal(run.ledger.lookup(run.token)?.result?.estado, 'aprobado');
  } finally {
    await run.close();
  }
});

deno.test('the attempt’s own session annuls a form that timed out', async () => {
  const run = await setUp();
  try {
    await run.land({ TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION });
    assert.deepEqual(run.ledger.lookup(run.token)?.result, {
      estado: 'anulado',
      motivo: 'tiempo_agotado',
      orden: ORDEN,
    });
  } finally {
    await run.close();
  }
});

deno.test('nothing annuls a payment while its commit is under way', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const commitReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const run = await setUp(gate, reached);
  try {
    const committing = fetch(await run.approve(), { redirect: 'manual' });
    await commitReached;
    const landings = await Promise.all([
      run.land({ TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION }),
      run.land({ TBK_TOKEN: run.token, TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION }),
    ]);
    assert.deepEqual(landings, [SUCCESS, SUCCESS]);
    assert.equal(run.ledger.lookup(run.token)?.result, null);
    release();
    const committed = await committing;
    await committed.body?.cancel();
    assert.equal(committed.headers.get('location'), SUCCESS);
    assert.deepEqual(run.ledger.lookup(run.token)?.result, {
      estado: 'aprobado',
      motivo: null,
      orden: ORDEN,
    });
  } finally {
    await run.close();
  }
});
