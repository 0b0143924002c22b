import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator, type SimulatedTransaction } from '../../../e2e/webpay-simulator.ts';
import { createWebpayClient, type WebpayClient } from '../_shared/webpay/client.ts';
import { readWebpayConfig, type WebpayConfig } from '../_shared/webpay/config.ts';
import { createMemoryLedger, type MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import { createPaymentStore, type PaymentStore } from '../_shared/webpay/payment-store.ts';
import { fakeSupabase, ok, profilesAnswer } from '../_shared/testing/fake-supabase.ts';
import { testSigner } from '../_shared/testing/tokens.ts';
import { createWebpayReturnHandler } from '../webpay-return/handler.ts';
import { createWebpaySweepHandler } from './handler.ts';

const RESERVA = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';
const SWEEP_URL = 'https://proyecto.supabase.co/functions/v1/webpay-sweep';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(SWEEP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A hosted store that lists the given open attempts; only 'Bearer admin' is an admin (at aal2). */
function fakeStore(open: { token: string; orden: string }[]) {
  const unsettled = vi.fn(() => Promise.resolve(open));
  const store: PaymentStore = {
    identify: (request) =>
      Promise.resolve(
        request.headers.get('authorization') === 'Bearer admin'
          ? { userId: 'u-admin', aal: 'aal2' }
          : null,
      ),
    isAdmin: (caller) => Promise.resolve(caller?.userId === 'u-admin' && caller.aal === 'aal2'),
    prepare: () => Promise.reject(new Error('not used')),
    attachToken: () => Promise.reject(new Error('not used')),
    unsettled,
    prepareRefund: () => Promise.reject(new Error('not used')),
    recordRefund: () => Promise.reject(new Error('not used')),
  };
  return { store, unsettled };
}

describe('webpay-sweep', () => {
  let server: http.Server;
  let base = '';
  let config: WebpayConfig;
  let client: WebpayClient;
  let ledger: MemoryLedger;

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
  });

  /** A created attempt, optionally decided on the form; its return never arrives. */
  async function attempt(orden: string, decision?: string): Promise<string> {
    const { token } = await client.create(orden, RESERVA, 35000, RETURN_URL);
    ledger.remember(token, orden, 35000, RESERVA);
    if (decision) {
      const answer = await fetch(`${base}/webpayserver/decide`, {
        method: 'POST',
        body: new URLSearchParams({ token_ws: token, decision }),
        redirect: 'manual',
      });
      expect(answer.status).toBe(303);
    }
    return token;
  }

  const simulated = async (token: string) =>
    ((await (await fetch(`${base}/control/transactions`)).json()) as SimulatedTransaction[]).find(
      (transaction) => transaction.token === token,
    );

  describe('embedded relay', () => {
    const relay = () =>
      createWebpaySweepHandler({
        config,
        fetch: (i, init) => fetch(i, init),
        ledger,
        memory: ledger,
      });

    it('commits an approved form that never returned, and annuls an undecided one', async () => {
      const approved = await attempt('PL-1A2B3C4D-1', 'approve');
      const undecided = await attempt('PL-1A2B3C4D-2');
      const response = await relay()(
        post({
          pagos: [
            { token: approved, orden: 'PL-1A2B3C4D-1' },
            { token: undecided, orden: 'PL-1A2B3C4D-2' },
          ],
        }),
      );
      expect(response.status).toBe(200);
      const { resultados } = (await response.json()) as { resultados: unknown[] };
      expect(resultados).toEqual([
        {
          token: approved,
          estado: 'aprobado',
          motivo: null,
          respuesta: expect.objectContaining({
            status: 'AUTHORIZED',
            response_code: 0,
            amount: 35000,
            buy_order: 'PL-1A2B3C4D-1',
          }) as unknown,
        },
        { token: undecided, estado: 'anulado', motivo: 'sin_retorno', respuesta: null },
      ]);
      expect(await simulated(approved)).toMatchObject({ state: 'AUTHORIZED', commitCount: 1 });
      expect(await simulated(undecided)).toMatchObject({ state: 'INITIALIZED', commitCount: 0 });

      // A second sweep reports the same results without committing again.
      const again = await relay()(post({ pagos: [{ token: approved, orden: 'PL-1A2B3C4D-1' }] }));
      expect(await again.json()).toMatchObject({
        resultados: [{ token: approved, estado: 'aprobado' }],
      });
      expect((await simulated(approved))?.commitCount).toBe(1);
    });

    it('settles from Webpay an attempt whose commit died before recording, once its claim ran out', async () => {
      let clock = Date.now();
      ledger = createMemoryLedger(() => clock);
      const token = await attempt('PL-1A2B3C4D-1', 'approve');
      // A return claimed it and committed it (the client is charged), then died before recording.
      expect(await ledger.claim(token)).toMatchObject({ kind: 'claimed' });
      await client.commit(token);
      const sweep = () => relay()(post({ pagos: [{ token }] }));

      // While the claim lasts, the sweep leaves it to that commit.
      expect(await (await sweep()).json()).toEqual({
        resultados: [{ token, estado: 'en_curso', motivo: null, respuesta: null }],
      });
      // An abort landing now annuls nothing: the attempt may have been charged.
      const abort = createWebpayReturnHandler({
        config,
        fetch: (i, init) => fetch(i, init),
        ledger,
        siteUrl: () => 'https://puntolegal.cl',
      });
      clock += 61_000;
      await abort(
        new Request(
          `${RETURN_URL}?${new URLSearchParams({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1' }).toString()}`,
        ),
      );
      expect(ledger.lookup(token)?.result).toBeNull();

      // Then the sweep claims it again: Webpay refuses a second commit, and its status says paid.
      expect(await (await sweep()).json()).toMatchObject({
        resultados: [
          {
            token,
            estado: 'aprobado',
            motivo: null,
            respuesta: { status: 'AUTHORIZED', response_code: 0 },
          },
        ],
      });
      expect(await simulated(token)).toMatchObject({ state: 'AUTHORIZED', commitCount: 1 });
    });

    it('refuses a request without valid tokens', async () => {
      for (const body of [{}, { pagos: [] }, { pagos: [{ token: 'no-es-token!' }] }]) {
        expect((await relay()(post(body))).status).toBe(400);
      }
    });
  });

  describe('hosted', () => {
    const hosted = (store: PaymentStore) =>
      createWebpaySweepHandler({
        config,
        fetch: (i, init) => fetch(i, init),
        ledger,
        store,
        sweepSecret: 'secreto-del-programador',
      });

    it('refuses a caller who is not an admin, without looking at any payment', async () => {
      const { store, unsettled } = fakeStore([]);
      const callers: Record<string, string>[] = [
        {},
        { authorization: 'Bearer cliente' },
        { 'x-webpay-sweep-secret': 'otro' },
      ];
      for (const headers of callers) {
        const response = await hosted(store)(post({}, headers));
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ codigo: 'acceso_denegado' });
      }
      expect(unsettled).not.toHaveBeenCalled();
    });

    it("settles the store's open attempts for the scheduler's secret, and answers a summary", async () => {
      const approved = await attempt('PL-1A2B3C4D-1', 'approve');
      const undecided = await attempt('PL-1A2B3C4D-2');
      const { store } = fakeStore([
        { token: approved, orden: 'PL-1A2B3C4D-1' },
        { token: undecided, orden: 'PL-1A2B3C4D-2' },
      ]);
      const response = await hosted(store)(
        post({}, { 'x-webpay-sweep-secret': 'secreto-del-programador' }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        revisados: 2,
        aprobados: 1,
        rechazados: 0,
        anulados: 1,
        en_curso: 0,
      });
      expect((await simulated(approved))?.commitCount).toBe(1);
    });

    it('lets an admin sweep too', async () => {
      const { store, unsettled } = fakeStore([]);
      const response = await hosted(store)(post({}, { authorization: 'Bearer admin' }));
      expect(response.status).toBe(200);
      expect(unsettled).toHaveBeenCalledTimes(1);
    });

    it('lets an admin sweep only after the second step (aal2)', async () => {
      const ADMIN = '1a2b3c4d-0000-4000-8000-000000000001';
      const signer = await testSigner();
      const database = fakeSupabase((call) =>
        call.path === '/rest/v1/rpc/pagos_sin_retorno' ? ok([]) : profilesAnswer(call, [ADMIN]),
      );
      const handler = hosted(createPaymentStore(database.client, signer.verifier));
      const sweep = async (aal: 'aal1' | 'aal2') =>
        handler(post({}, { authorization: `Bearer ${await signer.userToken(ADMIN, aal)}` }));

      const aal1 = await sweep('aal1');
      expect(aal1.status).toBe(403);
      expect(await aal1.json()).toMatchObject({ codigo: 'acceso_denegado' });
      expect(database.calls).toEqual([]);

      expect((await sweep('aal2')).status).toBe(200);
      expect(database.calls.map((call) => call.path.split('?')[0])).toEqual([
        '/rest/v1/profiles',
        '/rest/v1/rpc/pagos_sin_retorno',
      ]);
    });

    it('answers 401 to a token that does not verify', async () => {
      const signer = await testSigner();
      const database = fakeSupabase(() => undefined);
      const handler = hosted(createPaymentStore(database.client, signer.verifier));
      const response = await handler(post({}, { authorization: 'Bearer no-es-un-token' }));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid JWT' });
      expect(database.calls).toEqual([]);
    });
  });
});
