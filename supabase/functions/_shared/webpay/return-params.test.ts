import { classifyReturn, readReturnParams } from './return-params.ts';

const TOKEN = 'e'.repeat(64);
const OTHER = 'f'.repeat(64);
const RETURN_URL = 'https://proyecto.supabase.co/functions/v1/webpay-return';

const classify = (fields: Record<string, string>) => classifyReturn(new URLSearchParams(fields));

describe('classifyReturn', () => {
  it('reads token_ws alone as a completed form', () => {
    expect(classify({ token_ws: TOKEN })).toEqual({ kind: 'completado', token: TOKEN });
  });

  it('reads the order and session without a token as a timed-out form', () => {
    expect(classify({ TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1', TBK_ID_SESION: 's' })).toEqual({
      kind: 'tiempo_agotado',
      orden: 'PL-1A2B3C4D-1',
      sesion: 's',
    });
    // Without its session the order names no attempt (see the ledger), but it is still a timeout.
    expect(classify({ TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1', TBK_ID_SESION: ' ' })).toEqual({
      kind: 'tiempo_agotado',
      orden: 'PL-1A2B3C4D-1',
      sesion: null,
    });
  });

  it("reads TBK_TOKEN with the order as the client's 'Anular compra'", () => {
    expect(
      classify({ TBK_TOKEN: TOKEN, TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1', TBK_ID_SESION: 's' }),
    ).toEqual({ kind: 'cancelado', token: TOKEN, orden: 'PL-1A2B3C4D-1' });
    expect(classify({ TBK_TOKEN: TOKEN })).toEqual({
      kind: 'cancelado',
      token: TOKEN,
      orden: null,
    });
  });

  it("reads token_ws with TBK_TOKEN as Webpay's error page, never as a completed form", () => {
    expect(
      classify({
        token_ws: TOKEN,
        TBK_TOKEN: OTHER,
        TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1',
        TBK_ID_SESION: 's',
      }),
    ).toEqual({ kind: 'error', token: TOKEN, orden: 'PL-1A2B3C4D-1' });
    expect(classify({ token_ws: TOKEN, TBK_TOKEN: OTHER })).toEqual({
      kind: 'error',
      token: TOKEN,
      orden: null,
    });
  });

  it('reads anything else, and blank values, as invalid', () => {
    expect(classify({})).toEqual({ kind: 'invalido' });
    expect(classify({ TBK_ID_SESION: 's' })).toEqual({ kind: 'invalido' });
    expect(classify({ token_ws: '  ', TBK_ORDEN_COMPRA: '' })).toEqual({ kind: 'invalido' });
  });

  it('trims the values and ignores a blank TBK_TOKEN', () => {
    expect(classify({ token_ws: ` ${TOKEN} `, TBK_TOKEN: ' ' })).toEqual({
      kind: 'completado',
      token: TOKEN,
    });
  });
});

describe('readReturnParams', () => {
  it('reads the query of a GET return', async () => {
    const params = await readReturnParams(new Request(`${RETURN_URL}?token_ws=${TOKEN}`));
    expect(Object.fromEntries(params)).toEqual({ token_ws: TOKEN });
  });

  it('merges a POST form body into the query, the query winning', async () => {
    const request = new Request(`${RETURN_URL}?TBK_ORDEN_COMPRA=PL-1A2B3C4D-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        TBK_TOKEN: TOKEN,
        TBK_ORDEN_COMPRA: 'PL-FFFFFFFF-9',
        TBK_ID_SESION: 's',
      }).toString(),
    });
    const params = await readReturnParams(request);
    expect(Object.fromEntries(params)).toEqual({
      TBK_ORDEN_COMPRA: 'PL-1A2B3C4D-1',
      TBK_TOKEN: TOKEN,
      TBK_ID_SESION: 's',
    });
    expect(classifyReturn(params)).toEqual({
      kind: 'cancelado',
      token: TOKEN,
      orden: 'PL-1A2B3C4D-1',
    });
  });

  it('reads an aborted payment posted without any query', async () => {
    const request = new Request(RETURN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `TBK_TOKEN=${TOKEN}&TBK_ORDEN_COMPRA=PL-1A2B3C4D-1&TBK_ID_SESION=s`,
    });
    expect(classifyReturn(await readReturnParams(request))).toEqual({
      kind: 'cancelado',
      token: TOKEN,
      orden: 'PL-1A2B3C4D-1',
    });
  });

  it('reads only the start of an oversized body', async () => {
    const request = new Request(RETURN_URL, {
      method: 'POST',
      body: `pad=${'x'.repeat(5000)}&token_ws=${TOKEN}`,
    });
    expect((await readReturnParams(request)).has('token_ws')).toBe(false);
  });
});
