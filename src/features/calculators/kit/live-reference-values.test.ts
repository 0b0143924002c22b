import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadLiveReferenceValues,
  referenceValuesUrl,
  resetLiveReferenceValues,
  withLive,
} from './live-reference-values';
import { UTM } from './reference-values';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
const UF_TODAY = { valor: 40_123.45, fecha: today, origen: 'cmf', fuente: 'CMF (api.cmfchile.cl)' };

afterEach(resetLiveReferenceValues);

describe('referenceValuesUrl', () => {
  it('asks the hosted project’s function, or this site’s own server', () => {
    expect(referenceValuesUrl('https://abc.supabase.co/')).toBe(
      'https://abc.supabase.co/functions/v1/valores-referencia',
    );
    expect(referenceValuesUrl(undefined)).toBe('/functions/v1/valores-referencia');
  });
});

describe('loadLiveReferenceValues', () => {
  it('reads the day’s values with their date and source, once per page', async () => {
    const fetcher = answer({ valores: { uf: UF_TODAY } });
    const live = await loadLiveReferenceValues(fetcher, '/v');
    await loadLiveReferenceValues(fetcher, '/v');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(live.uf).toEqual({
      value: 40_123.45,
      asOf: today,
      source: 'CMF (api.cmfchile.cl)',
      verified: true,
      caveat: '',
    });
  });

  it('says when the UF is the last stored one, because the source did not answer today', async () => {
    const live = await loadLiveReferenceValues(
      answer({ valores: { uf: { ...UF_TODAY, fecha: '2026-11-20' } } }),
      '/v',
    );
    expect(live.uf?.caveat).toBe('Es el último valor guardado: la fuente no respondió hoy.');
  });

  it.each([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => Promise.resolve(new Response('{}', { status: 500 }))],
    ['a page that is not JSON', () => Promise.resolve(new Response('<html>'))],
    [
      'a UF of 1',
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ valores: { uf: { ...UF_TODAY, valor: 1 } } })),
        ),
    ],
  ])('keeps the prerendered values after %s', async (_name, fetcher) => {
    expect(await loadLiveReferenceValues(vi.fn<typeof fetch>(fetcher), '/v')).toEqual({});
  });
});

describe('withLive', () => {
  it('drops the prerendered UTM’s doubt once the source’s value arrives', async () => {
    const live = await loadLiveReferenceValues(
      answer({ valores: { utm: { ...UF_TODAY, valor: 69_751, fecha: `${today.slice(0, 8)}01` } } }),
      '/v',
    );
    expect(withLive(UTM, undefined)).toBe(UTM);
    expect(withLive(UTM, live.utm)).toMatchObject({ value: 69_751, verified: true, caveat: '' });
  });
});
