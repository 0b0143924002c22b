import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebpaySimulator, type SimulatedTransaction } from '../../../e2e/webpay-simulator.ts';
import { createWebpayClient, type WebpayClient } from '../_shared/webpay/client.ts';
import { readWebpayConfig, type WebpayConfig } from '../_shared/webpay/config.ts';
import { createHostedLedger } from '../_shared/webpay/hosted-ledger.ts';
import { createMemoryLedger, type MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import { fakeSupabase, ok, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import { createWebpayReturnHandler } from './handler.ts';

const SITE = 'https://puntolegal.cl';
const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';
const ORDEN = 'PL-1A2B3C4D-1';
/** The attempt's own Webpay session: its payment's id. */
const SESION = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
/** The booking's id, which is not the attempt's session. */
const RESERVA = '1a2b3c4d-9d8e-4f7e-8a55-2d7f1f0b9a22';
const MONTO = 35000;

const SUCCESS = `${SITE}/payment-success?method=transbank&orden=${ORDEN}`;
const failure = (motivo: string, orden: string | null = ORDEN) =>
  `${SITE}/pago?metodo=tarjeta&pago=${motivo}${orden ? `&orden=${orden}` : ''}`;

describe('webpay-return (against the Webpay simulator)', () => {
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
    handler = createWebpayReturnHandler({
      config,
      fetch: (input, init) => fetch(input, init),
      ledger,
      siteUrl: () => SITE,
    });
  });

  /** A transaction created as webpay-create does: with Webpay, and remembered by the ledger. */
  async function start(rememberedAmount = MONTO): Promise<string> {
    const { token } = await client.create(ORDEN, SESION, MONTO, RETURN_URL);
    ledger.remember(token, ORDEN, rememberedAmount, SESION);
    return token;
  }

  /** Presses one of the form's buttons, as the client's browser would. */
  const decide = (token: string, decision: string) =>
    fetch(`${base}/webpayserver/decide`, {
      method: 'POST',
      body: new URLSearchParams({ token_ws: token, decision }),
      redirect: 'manual',
    });

  /** The GET return the browser makes when it follows the simulator's 303. */
  function followed(response: Response): Request {
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${RETURN_URL}?`)).toBe(true);
    return new Request(location);
  }

  async function simulated(token: string): Promise<SimulatedTransaction | undefined> {
    const list = (await (
      await fetch(`${base}/control/transactions`)
    ).json()) as SimulatedTransaction[];
    return list.find((transaction) => transaction.token === token);
  }

  function expectRedirect(response: Response, location: string): void {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }

  it('commits an approved payment and sends the client to the confirmation page', async () => {
    const token = await start();
    const back = followed(await decide(token, 'approve'));
    expect(new URL(back.url).searchParams.get('token_ws')).toBe(token);

    expectRedirect(await handler(back), SUCCESS);
    expect(await simulated(token)).toMatchObject({ state: 'AUTHORIZED', commitCount: 1 });
    expect(ledger.lookup(token)).toMatchObject({
      result: { estado: 'aprobado', motivo: null, orden: ORDEN },
      transaction: { status: 'AUTHORIZED', response_code: 0, amount: MONTO },
    });
  });

  it('shows the first result to a replayed return without committing again', async () => {
    const token = await start();
    const back = followed(await decide(token, 'approve'));
    expectRedirect(await handler(back.clone()), SUCCESS);
    expectRedirect(await handler(back.clone()), SUCCESS);
    expect((await simulated(token))?.commitCount).toBe(1);
  });

  it('commits once when the same return arrives twice at the same time', async () => {
    const token = await start();
    const back = followed(await decide(token, 'approve'));
    const answers = await Promise.all([handler(back.clone()), handler(back.clone())]);
    expect((await simulated(token))?.commitCount).toBe(1);
    expect(answers.map((answer) => answer.headers.get('location'))).toContain(SUCCESS);
    // Once settled, any further return shows the confirmation.
    expectRedirect(await handler(back.clone()), SUCCESS);
    expect((await simulated(token))?.commitCount).toBe(1);
  });

  // The return that finds the payment being committed has no buy order of its own (token_ws
  // carries none): the ledger's tells it where to send the client.
  it('sends both concurrent returns to the confirmation page', async () => {
    const token = await start();
    const back = followed(await decide(token, 'approve'));
    const answers = await Promise.all([handler(back.clone()), handler(back.clone())]);
    for (const answer of answers) expectRedirect(answer, SUCCESS);
  });

  it('sends a declined payment back to the payment page', async () => {
    const token = await start();
    const back = followed(await decide(token, 'reject'));
    expectRedirect(await handler(back), failure('rechazado'));
    expect(await simulated(token)).toMatchObject({ state: 'FAILED', commitCount: 1 });
    expect(ledger.lookup(token)?.result).toEqual({
      estado: 'rechazado',
      motivo: 'rechazado',
      orden: ORDEN,
    });
  });

  it('accepts an aborted payment posted by the auto-sent form, and commits nothing', async () => {
    const token = await start();
    const answer = await decide(token, 'abort');
    expect(answer.status).toBe(200);
    const page = await answer.text();
    const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
    expect(action).toBe(RETURN_URL);
    const fields = new URLSearchParams();
    for (const [, name = '', value = ''] of page.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
    )) {
      fields.set(name, value);
    }
    expect([...fields.keys()].sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA', 'TBK_TOKEN']);

    const response = await handler(
      new Request(action ?? RETURN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      }),
    );
    expectRedirect(response, failure('cancelado'));
    expect(await simulated(token)).toMatchObject({ state: 'ABORTED', commitCount: 0 });
    expect(ledger.lookup(token)?.result).toEqual({
      estado: 'anulado',
      motivo: 'cancelado',
      orden: ORDEN,
    });
  });

  it('annuls a timed-out form, which returns only the order and session', async () => {
    const token = await start();
    const back = followed(await decide(token, 'timeout'));
    expect([...new URL(back.url).searchParams.keys()].sort()).toEqual([
      'TBK_ID_SESION',
      'TBK_ORDEN_COMPRA',
    ]);
    expectRedirect(await handler(back), failure('tiempo_agotado'));
    expect((await simulated(token))?.commitCount).toBe(0);
    expect(ledger.lookup(token)?.result).toMatchObject({
      estado: 'anulado',
      motivo: 'tiempo_agotado',
    });
  });

  it("treats Webpay's error page (token_ws with TBK_TOKEN) as an error, and commits nothing", async () => {
    const token = await start();
    const back = followed(await decide(token, 'error'));
    const params = new URL(back.url).searchParams;
    expect(params.get('token_ws')).toBe(token);
    expect(params.get('TBK_TOKEN')).toBe(token);
    expectRedirect(await handler(back), failure('error'));
    expect((await simulated(token))?.commitCount).toBe(0);
    expect(ledger.lookup(token)?.result).toMatchObject({ estado: 'anulado', motivo: 'error' });
  });

  it('sends a return without parameters to the error page', async () => {
    expectRedirect(await handler(new Request(RETURN_URL)), failure('error', null));
    expectRedirect(
      await handler(new Request(RETURN_URL, { method: 'POST', body: '' })),
      failure('error', null),
    );
  });

  it('records an approval whose amount is not the one this server created as a refund owed', async () => {
    const token = await start(MONTO + 1000);
    const back = followed(await decide(token, 'approve'));
    // The confirmation page reads the booking's payment, which says the charge is owed back.
    expectRedirect(await handler(back), SUCCESS);
    expect(ledger.lookup(token)?.result).toEqual({
      estado: 'aprobado',
      motivo: 'no_coincide',
      orden: ORDEN,
    });
  });

  describe('a return without a commit acts only with the attempt’s own token or session', () => {
    const timedOut = (fields: Record<string, string>) =>
      new Request(`${RETURN_URL}?${new URLSearchParams(fields).toString()}`);

    it('annuls nothing for a buy order alone, or with another session: the payment still goes through', async () => {
      const token = await start();
      const forged: Record<string, string>[] = [
        { TBK_ORDEN_COMPRA: ORDEN },
        { TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: RESERVA },
      ];
      for (const fields of forged) {
        expectRedirect(await handler(timedOut(fields)), failure('tiempo_agotado'));
        expect(ledger.lookup(token)?.result).toBeNull();
      }
      expectRedirect(await handler(followed(await decide(token, 'approve'))), SUCCESS);
      expect(ledger.lookup(token)?.result).toMatchObject({ estado: 'aprobado', motivo: null });
    });

    it('leaves a payment being committed to its commit, which records the approval', async () => {
      let reachCommit = () => {};
      const commitReached = new Promise<void>((resolve) => {
        reachCommit = resolve;
      });
      let releaseCommit = () => {};
      const commitReleased = new Promise<void>((resolve) => {
        releaseCommit = resolve;
      });
      const slowCommit = createWebpayReturnHandler({
        config,
        fetch: async (input, init) => {
          if (init?.method === 'PUT') {
            reachCommit();
            await commitReleased;
          }
          return fetch(input, init);
        },
        ledger,
        siteUrl: () => SITE,
      });
      const token = await start();
      const committing = slowCommit(followed(await decide(token, 'approve')));
      await commitReached;

      // A stranger's timeout with the right order and session, and aborts with the token.
      const landings = await Promise.all([
        handler(timedOut({ TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION })),
        handler(timedOut({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION })),
        handler(timedOut({ token_ws: token, TBK_TOKEN: token })),
      ]);
      for (const landing of landings) expectRedirect(landing, SUCCESS);
      expect(ledger.lookup(token)?.result).toBeNull();

      releaseCommit();
      expectRedirect(await committing, SUCCESS);
      expect(ledger.lookup(token)?.result).toMatchObject({ estado: 'aprobado', motivo: null });
      expect(await simulated(token)).toMatchObject({ state: 'AUTHORIZED', commitCount: 1 });
    });

    it('asks the hosted database to match a timeout by buy order and session, and nothing without a session', async () => {
      const database = fakeSupabase((call) =>
        call.path === '/rest/v1/rpc/anular_pago_tarjeta'
          ? ok({ estado: 'anulado', motivo: 'tiempo_agotado', orden_compra: ORDEN })
          : undefined,
      );
      const hosted = createWebpayReturnHandler({
        config,
        fetch: (input, init) => fetch(input, init),
        ledger: createHostedLedger(database.client),
        siteUrl: () => SITE,
      });
      expectRedirect(
        await hosted(timedOut({ TBK_ORDEN_COMPRA: ORDEN })),
        failure('tiempo_agotado'),
      );
      expect(database.calls).toEqual([]);
      expectRedirect(
        await hosted(timedOut({ TBK_ORDEN_COMPRA: ORDEN, TBK_ID_SESION: SESION })),
        failure('tiempo_agotado'),
      );
      expect(rpcCalls(database.calls, 'anular_pago_tarjeta').map((call) => call.body)).toEqual([
        { p_token: null, p_orden: ORDEN, p_sesion: SESION, p_motivo: 'tiempo_agotado' },
      ]);
    });
  });

  it('answers other methods with 405', async () => {
    const response = await handler(new Request(RETURN_URL, { method: 'PUT', body: 'x' }));
    expect(response.status).toBe(405);
  });
});
