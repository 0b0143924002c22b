import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator, type SimulatedTransaction } from '../../../e2e/webpay-simulator.ts';
import { createWebpayClient, type WebpayClient } from '../_shared/webpay/client.ts';
import { readWebpayConfig, type WebpayConfig } from '../_shared/webpay/config.ts';
import { createMemoryLedger, type MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import { createWebpayRefundHandler } from './handler.ts';

const RESERVA = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';
const ORDEN = 'PL-1A2B3C4D-1';

const post = (body: unknown) =>
  new Request('https://proyecto.supabase.co/functions/v1/webpay-refund', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('webpay-refund (embedded relay)', () => {
  let server: http.Server;
  let base = '';
  let config: WebpayConfig;
  let client: WebpayClient;
  let ledger: MemoryLedger;
  let handler: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    server = await startWebpaySimulator(0);
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const read = readWebpayConfig({ TBK_API_URL: base });
    if ('error' in read) throw new Error(read.error);
    config = read;
    client = createWebpayClient(config, fetch);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    await fetch(`${base}/control/reset`, { method: 'POST' });
    ledger = createMemoryLedger();
    handler = createWebpayRefundHandler({
      config,
      fetch: (input, init) => fetch(input, init),
      memory: ledger,
    });
  });

  /** An approved and committed payment; remembered only when this server created it. */
  async function paid(remember: boolean): Promise<string> {
    const { token } = await client.create(ORDEN, RESERVA, 35000, RETURN_URL);
    if (remember) ledger.remember(token, ORDEN, 35000, RESERVA);
    await fetch(`${base}/webpayserver/decide`, {
      method: 'POST',
      body: new URLSearchParams({ token_ws: token, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(await client.commit(token)).toMatchObject({ status: 'AUTHORIZED' });
    return token;
  }

  const simulated = async (token: string) =>
    ((await (await fetch(`${base}/control/transactions`)).json()) as SimulatedTransaction[]).find(
      (transaction) => transaction.token === token,
    );

  it('refunds a committed payment this server created', async () => {
    const token = await paid(true);
    const response = await handler(post({ token, monto: 35000 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ respuesta: { type: 'REVERSED' } });
    expect(await simulated(token)).toMatchObject({
      state: 'REVERSED',
      refunds: [{ type: 'REVERSED', amount: 35000 }],
    });
  });

  it('refuses with 404 a token this server did not create, and refunds nothing', async () => {
    const foreign = await paid(false);
    const unknown = 'a'.repeat(64);
    for (const body of [
      { token: foreign, monto: 35000 },
      { token: unknown, monto: 35000 },
      { token: 'no-es-token!', monto: 35000 },
    ]) {
      const response = await handler(post(body));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ codigo: 'pago_no_encontrado' });
    }
    expect(await simulated(foreign)).toMatchObject({ state: 'AUTHORIZED', refunds: [] });
  });

  it('refuses an amount that is not a positive integer', async () => {
    const token = await paid(true);
    for (const monto of [0, -1, 10.5, '35000']) {
      expect((await handler(post({ token, monto }))).status).toBe(404);
    }
    expect((await simulated(token))?.refunds).toEqual([]);
  });

  it("passes on Webpay's refusal of a refund as 502 with its reason", async () => {
    const token = await paid(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handler(post({ token, monto: 99999 }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      codigo: 'webpay_no_disponible',
      error: 'Webpay no aceptó el reembolso: Invalid value for parameter: amount',
    });
  });
});
