import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator, type SimulatedTransaction } from '../../../e2e/webpay-simulator.ts';
import type { Caller } from '../_shared/auth/verify-caller.ts';
import { Refused } from '../_shared/http.ts';
import { fakeSupabase, ok, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import { TEST_PUBLIC_KEY, testSigner } from '../_shared/testing/tokens.ts';
import {
  MISSING_CREDENTIALS,
  readWebpayConfig,
  type WebpayConfig,
} from '../_shared/webpay/config.ts';
import { createMemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import {
  createPaymentStore,
  type PaymentStore,
  type PreparedPayment,
} from '../_shared/webpay/payment-store.ts';
import { WEBPAY_UNREACHABLE } from '../_shared/webpay/refusals.ts';
import { createWebpayCreateHandler, type CreateHandlerDeps } from './handler.ts';

const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';
const RESERVA = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const PAGO = '0d6c3b8e-7a41-4c2f-8e1b-3f9a2c4d5e6f';
const OWNER = '3c2b1a0f-0000-4000-8000-000000000003';
const PREPARED: PreparedPayment = {
  pagoId: PAGO,
  reservaId: RESERVA,
  ordenCompra: 'PL-5F0C6A52-2',
  monto: 35000,
};

const CLIENTE: Caller = { userId: 'u-1', aal: 'aal1' };

/** A hosted store whose `prepare` answers (or refuses) as told, recording what it is asked. */
function fakeStore(prepare: () => PreparedPayment = () => PREPARED) {
  const calls = {
    prepare: [] as [string, Caller | null][],
    attachToken: [] as [string, string][],
  };
  const store: PaymentStore = {
    identify: (request) =>
      Promise.resolve(request.headers.get('authorization') === 'Bearer cliente' ? CLIENTE : null),
    isAdmin: () => Promise.resolve(false),
    prepare: (reservaId, caller) => {
      calls.prepare.push([reservaId, caller]);
      try {
        return Promise.resolve(prepare());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    attachToken: (pagoId, token) => {
      calls.attachToken.push([pagoId, token]);
      return Promise.resolve();
    },
    unsettled: () => Promise.reject(new Error('not used')),
    prepareRefund: () => Promise.reject(new Error('not used')),
    recordRefund: () => Promise.reject(new Error('not used')),
  };
  return { store, calls };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('https://proyecto.supabase.co/functions/v1/webpay-create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const handlerWith = (deps: Partial<CreateHandlerDeps> & Pick<CreateHandlerDeps, 'config'>) =>
  createWebpayCreateHandler({
    fetch: (input, init) => fetch(input, init),
    returnUrl: () => RETURN_URL,
    ...deps,
  });

describe('webpay-create', () => {
  let server: http.Server;
  let base = '';
  let config: WebpayConfig;

  beforeAll(async () => {
    server = await startWebpaySimulator(0);
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const read = readWebpayConfig({ TBK_API_URL: base });
    if ('error' in read) throw new Error(read.error);
    config = read;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    await fetch(`${base}/control/reset`, { method: 'POST' });
  });

  const transactions = async () =>
    (await (await fetch(`${base}/control/transactions`)).json()) as SimulatedTransaction[];

  describe('hosted (with a payment store)', () => {
    it("charges the store's amount, never the browser's, and attaches the token", async () => {
      const { store, calls } = fakeStore();
      const handler = handlerWith({ config, store });
      const response = await handler(
        post(
          { reservaId: RESERVA, monto: 1, ordenCompra: 'PL-00000000-9' },
          {
            authorization: 'Bearer cliente',
          },
        ),
      );
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { token: string; url: string; ordenCompra: string };
      expect(answer).toEqual({
        token: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
        url: `${base}/webpayserver/initTransaction`,
        ordenCompra: PREPARED.ordenCompra,
      });
      expect(calls.prepare).toEqual([[RESERVA, CLIENTE]]);
      expect(calls.attachToken).toEqual([[PAGO, answer.token]]);
      expect(await transactions()).toMatchObject([
        {
          token: answer.token,
          amount: 35000,
          buy_order: PREPARED.ordenCompra,
          // The attempt's own session: its payment's id, not the booking's.
          session_id: PAGO,
          return_url: RETURN_URL,
          state: 'INITIALIZED',
        },
      ]);
    });

    it.each([
      ['reserva_no_encontrada', 404, 'No encontramos la reserva'],
      ['reserva_vencida', 409, 'La reserva venció: agenda otra hora'],
      ['pago_existente', 409, 'Esta reserva ya tiene un pago en curso'],
      ['sin_cobro', 400, 'Esta reserva no tiene nada que cobrar'],
      ['demasiados_intentos', 429, 'Demasiados intentos de pago: espera unos minutos'],
    ])(
      'answers the refusal %s with %i and its message, without calling Webpay',
      async (codigo, status, message) => {
        const { store, calls } = fakeStore(() => {
          throw new Refused(codigo, message);
        });
        const fetcher = vi.fn<typeof fetch>();
        const handler = handlerWith({ config, store, fetch: fetcher });
        const response = await handler(post({ reservaId: RESERVA }));
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ codigo, error: message });
        expect(fetcher).not.toHaveBeenCalled();
        expect(calls.attachToken).toEqual([]);
      },
    );

    it('refuses a body without a booking id before asking the store', async () => {
      const { store, calls } = fakeStore();
      const handler = handlerWith({ config, store });
      for (const body of [{}, { reservaId: 'no-uuid' }, { reservaId: 42 }, 'no es json']) {
        const response = await handler(post(body));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ codigo: 'solicitud_invalida' });
      }
      expect(calls.prepare).toEqual([]);
      expect(await transactions()).toEqual([]);
    });

    it('prepares as the verified caller, telling the database their level', async () => {
      const signer = await testSigner();
      const database = fakeSupabase((call) =>
        call.path === '/rest/v1/rpc/preparar_pago_tarjeta'
          ? ok({ pago_id: PAGO, reserva_id: RESERVA, orden_compra: 'PL-5F0C6A52-2', monto: 35000 })
          : call.path === '/rest/v1/rpc/registrar_token_tarjeta'
            ? ok(null)
            : undefined,
      );
      const handler = handlerWith({
        config,
        store: createPaymentStore(database.client, signer.verifier),
      });
      const owner = await signer.userToken(OWNER, 'aal1');
      for (const token of [TEST_PUBLIC_KEY, owner]) {
        const response = await handler(
          post({ reservaId: RESERVA }, { authorization: `Bearer ${token}` }),
        );
        expect(response.status).toBe(200);
      }
      expect(
        rpcCalls(database.calls, 'preparar_pago_tarjeta').map((call) => [
          call.body,
          call.headers.get('x-aal-verificado'),
        ]),
      ).toEqual([
        [{ p_reserva: RESERVA, p_usuario: null }, 'aal1'],
        [{ p_reserva: RESERVA, p_usuario: OWNER }, 'aal1'],
      ]);
    });

    it('answers 401 to a token that does not verify, without preparing anything', async () => {
      const signer = await testSigner();
      const database = fakeSupabase(() => undefined);
      const handler = handlerWith({
        config,
        store: createPaymentStore(database.client, signer.verifier),
      });
      const expired = await signer.mint(
        { sub: OWNER },
        { expiresAt: Math.floor(Date.now() / 1000) - 1 },
      );
      const response = await handler(
        post({ reservaId: RESERVA }, { authorization: `Bearer ${expired}` }),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        codigo: 'sesion_invalida',
        message: 'JWT expired',
      });
      expect(database.calls).toEqual([]);
      expect(await transactions()).toEqual([]);
    });

    it('answers 500 when the store fails for another reason', async () => {
      const { store } = fakeStore(() => {
        throw new Error('conexión perdida');
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await handlerWith({ config, store })(post({ reservaId: RESERVA }));
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ codigo: 'error_interno' });
    });
  });

  describe('configuration and Webpay failures', () => {
    it.each([
      ['production without secrets', { TBK_ENVIRONMENT: 'produccion' }],
      ['a commerce code without its secret', { TBK_COMMERCE_CODE: '597012345678' }],
    ])('answers 503 with the missing credentials for %s', async (_case, env) => {
      const fetcher = vi.fn<typeof fetch>();
      const { store, calls } = fakeStore();
      const handler = handlerWith({ config: readWebpayConfig(env), fetch: fetcher, store });
      const response = await handler(post({ reservaId: RESERVA }));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        codigo: 'sin_configuracion',
        error: MISSING_CREDENTIALS,
      });
      expect(fetcher).not.toHaveBeenCalled();
      expect(calls.prepare).toEqual([]);
    });

    it('answers 502 webpay_no_disponible when Webpay cannot be reached', async () => {
      // A port that was just free: nothing listens there.
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = readWebpayConfig({ TBK_API_URL: `http://127.0.0.1:${String(port)}` });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const { store, calls } = fakeStore();
      const hosted = await handlerWith({ config: unreachable, store })(
        post({ reservaId: RESERVA }),
      );
      expect(hosted.status).toBe(502);
      expect(await hosted.json()).toEqual({
        codigo: 'webpay_no_disponible',
        error: WEBPAY_UNREACHABLE,
      });
      expect(calls.attachToken).toEqual([]);

      const ledger = createMemoryLedger();
      const relay = await handlerWith({ config: unreachable, ledger })(
        post({ reservaId: RESERVA, pagoId: PAGO, ordenCompra: 'PL-1A2B3C4D-1', monto: 35000 }),
      );
      expect(relay.status).toBe(502);
    });

    it('answers 502 when Webpay refuses the creation', async () => {
      const refusing = vi.fn<typeof fetch>(() =>
        Promise.resolve(new Response('{"error_message":"Not Authorized"}', { status: 401 })),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, calls } = fakeStore();
      const response = await handlerWith({ config, store, fetch: refusing })(
        post({ reservaId: RESERVA }),
      );
      expect(response.status).toBe(502);
      expect(refusing).toHaveBeenCalledTimes(1);
      expect(calls.attachToken).toEqual([]);
    });
  });

  describe('embedded relay (no store, a memory ledger)', () => {
    const VALID = { reservaId: RESERVA, pagoId: PAGO, ordenCompra: 'PL-1A2B3C4D-1', monto: 35000 };

    it('creates the relayed attempt with Webpay and remembers it', async () => {
      const ledger = createMemoryLedger();
      const response = await handlerWith({ config, ledger })(post(VALID));
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { token: string; ordenCompra: string };
      expect(answer.ordenCompra).toBe('PL-1A2B3C4D-1');
      expect(ledger.created(answer.token)).toBe(true);
      expect(ledger.lookup(answer.token)).toMatchObject({
        orden: 'PL-1A2B3C4D-1',
        monto: 35000,
        sesion: PAGO,
      });
      expect(await transactions()).toMatchObject([
        { token: answer.token, amount: 35000, buy_order: 'PL-1A2B3C4D-1', session_id: PAGO },
      ]);
    });

    it.each([
      ['a buy order of another format', { ordenCompra: 'orden-1' }],
      ['a lowercase booking code', { ordenCompra: 'PL-1a2b3c4d-1' }],
      ['a negative amount', { monto: -35000 }],
      ['a zero amount', { monto: 0 }],
      ['a fractional amount', { monto: 350.5 }],
      ['an amount as text', { monto: '35000' }],
      ['a huge amount', { monto: 100_000_001 }],
      ['no booking id', { reservaId: undefined }],
      ['no payment id', { pagoId: undefined }],
      ['a payment id that is not a uuid', { pagoId: 'pago-1' }],
    ])('refuses %s with 400, without calling Webpay', async (_case, change) => {
      const fetcher = vi.fn<typeof fetch>();
      const ledger = createMemoryLedger();
      const response = await handlerWith({ config, ledger, fetch: fetcher })(
        post({ ...VALID, ...change }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ codigo: 'solicitud_invalida' });
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('answers the preflight and refuses other methods', async () => {
      const handler = handlerWith({ config, ledger: createMemoryLedger() });
      const url = 'https://proyecto.supabase.co/functions/v1/webpay-create';
      expect((await handler(new Request(url, { method: 'OPTIONS' }))).status).toBe(204);
      expect((await handler(new Request(url))).status).toBe(405);
    });
  });
});
