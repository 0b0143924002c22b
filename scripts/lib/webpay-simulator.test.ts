import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startWebpaySimulator,
  WEBPAY_API_PATH,
  type SimulatedTransaction,
} from '../../e2e/webpay-simulator';

const CREDENTIALS = {
  'Tbk-Api-Key-Id': '597055555532',
  'Tbk-Api-Key-Secret': '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C',
};
const RETURN_URL = 'http://localhost:5173/pago/retorno';

describe('Webpay Plus simulator', () => {
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = await startWebpaySimulator(0);
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    await fetch(`${base}/control/reset`, { method: 'POST' });
  });

  const api = (method: string, path: string, body?: unknown, headers = CREDENTIALS) =>
    fetch(`${base}${WEBPAY_API_PATH}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  async function create(amount = 15000): Promise<{ token: string; url: string }> {
    const response = await api('POST', '/transactions', {
      buy_order: 'orden-1',
      session_id: 'sesion-1',
      amount,
      return_url: RETURN_URL,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { token: string; url: string };
  }

  /** Creates a transaction and presses one of the form's buttons. */
  async function decide(decision: string): Promise<{ token: string; response: Response }> {
    const { token } = await create();
    const response = await form('/webpayserver/decide', { token_ws: token, decision });
    return { token, response };
  }

  const location = (response: Response): URL => new URL(response.headers.get('location') ?? '');

  it('refuses calls without the integration credentials', async () => {
    const response = await api(
      'POST',
      '/transactions',
      {},
      { ...CREDENTIALS, 'Tbk-Api-Key-Secret': 'x' },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error_message: 'Not Authorized' });
  });

  it('validates the creation and answers a token and the form address on the bound port', async () => {
    const valid = { buy_order: 'o', session_id: 's', amount: 1000, return_url: RETURN_URL };
    for (const wrong of [
      { buy_order: 'x'.repeat(27) },
      { buy_order: '' },
      { session_id: 'x'.repeat(62) },
      { return_url: `http://a.cl/${'x'.repeat(250)}` },
      { amount: 0 },
      { amount: 10.5 },
      { amount: '1000' },
    ]) {
      const response = await api('POST', '/transactions', { ...valid, ...wrong });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toBe('application/json');
    }
    const { token, url } = await create();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toBe(`${base}/webpayserver/initTransaction`);
  });

  it('shows the payment form, and a 404 page for an unknown token', async () => {
    const { token } = await create(15000);
    const response = await form('/webpayserver/initTransaction', { token_ws: token });
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('lang="es"');
    expect(page).toContain('orden-1');
    expect(page).toContain('15.000');
    for (const decision of ['approve', 'reject', 'abort', 'timeout', 'error']) {
      expect(page).toContain(`name="decision" value="${decision}"`);
    }
    const unknown = await form('/webpayserver/initTransaction', { token_ws: 'a'.repeat(64) });
    expect(unknown.status).toBe(404);
  });

  it('commits an approved payment once', async () => {
    const { token, response } = await decide('approve');
    expect(response.status).toBe(303);
    expect(location(response).toString()).toBe(`${RETURN_URL}?token_ws=${token}`);
    const commit = await api('PUT', `/transactions/${token}`);
    expect(commit.status).toBe(200);
    expect(await commit.json()).toMatchObject({
      status: 'AUTHORIZED',
      response_code: 0,
      amount: 15000,
      buy_order: 'orden-1',
      session_id: 'sesion-1',
      authorization_code: '1213',
      card_detail: { card_number: '6623' },
      accounting_date: expect.stringMatching(/^\d{4}$/) as unknown,
    });
    const again = await api('PUT', `/transactions/${token}`);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      error_message: 'Transaction already locked by another process',
    });
    const list = (await (
      await fetch(`${base}/control/transactions`)
    ).json()) as SimulatedTransaction[];
    expect(list).toMatchObject([{ token, state: 'AUTHORIZED', commitCount: 1 }]);
  });

  it('commits a declined payment with response code -1', async () => {
    const { token, response } = await decide('reject');
    expect(location(response).searchParams.get('token_ws')).toBe(token);
    const commit = await api('PUT', `/transactions/${token}`);
    expect(await commit.json()).toMatchObject({ status: 'FAILED', response_code: -1 });
  });

  it('refuses to commit an undecided, unknown or aborted transaction', async () => {
    const { token } = await create();
    expect((await api('PUT', `/transactions/${token}`)).status).toBe(422);
    expect((await api('PUT', `/transactions/${'b'.repeat(64)}`)).status).toBe(404);
    const aborted = await decide('abort');
    expect((await api('PUT', `/transactions/${aborted.token}`)).status).toBe(422);
  });

  it('returns an aborted payment by an auto-sent POST form with the three TBK fields', async () => {
    const { token, response } = await decide('abort');
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain(`<form method="post" action="${RETURN_URL}">`);
    expect(page).toContain(`name="TBK_TOKEN" value="${token}"`);
    expect(page).toContain('name="TBK_ORDEN_COMPRA" value="orden-1"');
    expect(page).toContain('name="TBK_ID_SESION" value="sesion-1"');
    expect(page).toContain('<button type="submit">');
    expect(page).toContain('.submit()');
  });

  it('returns a timed-out payment without a token', async () => {
    const { response } = await decide('timeout');
    const params = location(response).searchParams;
    expect(response.status).toBe(303);
    expect([...params.keys()].sort()).toEqual(['TBK_ID_SESION', 'TBK_ORDEN_COMPRA']);
  });

  it("returns Webpay's error case with the token and the three TBK fields", async () => {
    const { token, response } = await decide('error');
    const params = location(response).searchParams;
    expect(params.get('token_ws')).toBe(token);
    expect(params.get('TBK_TOKEN')).toBe(token);
    expect(params.get('TBK_ORDEN_COMPRA')).toBe('orden-1');
    expect(params.get('TBK_ID_SESION')).toBe('sesion-1');
  });

  it('answers the status as it changes', async () => {
    const { token } = await create();
    const status = async () =>
      (await (await api('GET', `/transactions/${token}`)).json()) as Record<string, unknown>;
    expect(await status()).toMatchObject({ status: 'INITIALIZED', amount: 15000 });
    await form('/webpayserver/decide', { token_ws: token, decision: 'approve' });
    await api('PUT', `/transactions/${token}`);
    expect(await status()).toMatchObject({ status: 'AUTHORIZED', response_code: 0 });
    await api('POST', `/transactions/${token}/refunds`, { amount: 15000 });
    expect(await status()).toMatchObject({ status: 'REVERSED', balance: 0 });
    expect((await api('GET', `/transactions/${'c'.repeat(64)}`)).status).toBe(404);
  });

  it('reverses the full amount once, nullifies part of it, and refuses the rest', async () => {
    const { token } = await decide('approve');
    const refund = (amount: number) => api('POST', `/transactions/${token}/refunds`, { amount });
    expect((await refund(15000)).status).toBe(422); // not committed yet
    await api('PUT', `/transactions/${token}`);
    const full = await refund(15000);
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({ type: 'REVERSED' });
    const second = await refund(15000);
    expect(second.status).toBe(422);
    expect(await second.json()).toHaveProperty('error_message');

    const partial = await decide('approve');
    await api('PUT', `/transactions/${partial.token}`);
    const nullified = await api('POST', `/transactions/${partial.token}/refunds`, { amount: 5000 });
    expect(await nullified.json()).toMatchObject({
      type: 'NULLIFIED',
      nullified_amount: 5000,
      balance: 10000,
      response_code: 0,
    });
  });
});
