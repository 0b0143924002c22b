import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator, type SimulatedTransaction } from '../../../e2e/webpay-simulator.ts';
import { createWebpayClient, type WebpayClient } from '../_shared/webpay/client.ts';
import { readWebpayConfig, type WebpayConfig } from '../_shared/webpay/config.ts';
import { createMemoryLedger, type MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import { createPaymentStore } from '../_shared/webpay/payment-store.ts';
import { fakeSupabase, ok, refusal, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import { testSigner, type TestSigner } from '../_shared/testing/tokens.ts';
import { createWebpayRefundHandler } from './handler.ts';

const RESERVA = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';
const ORDEN = 'PL-1A2B3C4D-1';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('https://proyecto.supabase.co/functions/v1/webpay-refund', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
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

describe('webpay-refund (hosted: the verified admin and the database)', () => {
  const ADMIN = '1a2b3c4d-0000-4000-8000-000000000001';
  const PAGO = '0d6c3b8e-7a41-4c2f-8e1b-3f9a2c4d5e6f';
  let server: http.Server;
  let base = '';
  let config: WebpayConfig;
  let client: WebpayClient;
  let signer: TestSigner;

  beforeAll(async () => {
    server = await startWebpaySimulator(0);
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const read = readWebpayConfig({ TBK_API_URL: base });
    if ('error' in read) throw new Error(read.error);
    config = read;
    client = createWebpayClient(config, fetch);
    signer = await testSigner();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * A committed payment, and a project whose preparar_reembolso follows the SQL rule: only an
   * active admin whose level, told by the function in x-aal-verificado, is aal2; and when
   * `refused` is given, the rule the payment breaks (its hint and Spanish message).
   */
  async function project(refused?: { hint: string; message: string }) {
    await fetch(`${base}/control/reset`, { method: 'POST' });
    const { token } = await client.create(ORDEN, RESERVA, 35000, RETURN_URL);
    await fetch(`${base}/webpayserver/decide`, {
      method: 'POST',
      body: new URLSearchParams({ token_ws: token, decision: 'approve' }),
      redirect: 'manual',
    });
    await client.commit(token);
    const database = fakeSupabase((call) => {
      const args = call.body as { p_usuario?: unknown } | null;
      const admin = args?.p_usuario === ADMIN && call.headers.get('x-aal-verificado') === 'aal2';
      if (call.path === '/rest/v1/rpc/preparar_reembolso') {
        if (admin && refused) return refusal(refused.hint, refused.message);
        return admin
          ? ok({ token, monto: 35000 })
          : refusal('acceso_denegado', 'Solo un administrador puede reembolsar un pago');
      }
      if (call.path === '/rest/v1/rpc/registrar_reembolso') return ok(null);
      return undefined;
    });
    const handler = createWebpayRefundHandler({
      config,
      fetch: (input, init) => fetch(input, init),
      store: createPaymentStore(database.client, signer.verifier),
    });
    const state = async () =>
      ((await (await fetch(`${base}/control/transactions`)).json()) as SimulatedTransaction[]).find(
        (transaction) => transaction.token === token,
      )?.state;
    return { database, handler, state };
  }

  const as = async (aal: 'aal1' | 'aal2') => ({
    authorization: `Bearer ${await signer.userToken(ADMIN, aal)}`,
  });

  it('refuses an admin at aal1 (a password alone), and refunds nothing', async () => {
    const { database, handler, state } = await project();
    const response = await handler(post({ pagoId: PAGO }, await as('aal1')));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ codigo: 'acceso_denegado' });
    expect(await state()).toBe('AUTHORIZED');
    expect(rpcCalls(database.calls, 'registrar_reembolso')).toEqual([]);
  });

  it('refunds for an admin at aal2, telling the database that level at each step', async () => {
    const { database, handler, state } = await project();
    const response = await handler(post({ pagoId: PAGO }, await as('aal2')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ respuesta: { type: 'REVERSED' } });
    expect(await state()).toBe('REVERSED');
    const [prepared] = rpcCalls(database.calls, 'preparar_reembolso');
    const [recorded] = rpcCalls(database.calls, 'registrar_reembolso');
    expect(prepared?.headers.get('x-aal-verificado')).toBe('aal2');
    expect(recorded?.headers.get('x-aal-verificado')).toBe('aal2');
    expect(recorded?.body).toMatchObject({ p_pago: PAGO, p_usuario: ADMIN });
  });

  it("passes on the database's refusal of a no-show's refund, in its words", async () => {
    const message = 'No se reembolsa una consulta a la que no se asistió sin aviso';
    const { database, handler, state } = await project({ hint: 'no_asistio', message });
    const response = await handler(post({ pagoId: PAGO }, await as('aal2')));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ codigo: 'no_asistio', error: message });
    expect(await state()).toBe('AUTHORIZED');
    expect(rpcCalls(database.calls, 'registrar_reembolso')).toEqual([]);
  });

  it('answers 401 to a token that does not verify, before asking the database', async () => {
    const { database, handler } = await project();
    const other = await testSigner();
    const forged = await other.userToken(ADMIN, 'aal2');
    const response = await handler(post({ pagoId: PAGO }, { authorization: `Bearer ${forged}` }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid JWT signature' });
    expect(database.calls).toEqual([]);
  });
});
