import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { readReferenceAnswer } from '../../../src/lib/reference-values/answer';
import { CMF_SIM_DEFAULTS, CMF_STAND_IN_KEY, startCmfSimulator } from '../../../e2e/cmf-simulator';
import { fetchCmfValues, parseCmfNumber } from './cmf-source';
import { createReferenceValuesHandler, SECRET_HEADER } from './handler';
import { createMemoryReferenceStore } from './memory-store';

// The reference values' function against the local CMF stand-in, which answers in the CMF's own
// shape and fails the ways a real source does. When the source is down, answers an error or
// garbage, the last stored value is answered with its own date, and nothing new is stored.

let standIn: Server;
let base = '';

const control = (modo: string, extra: Record<string, string | null> = {}) =>
  fetch(`${base}/control`, { method: 'POST', body: JSON.stringify({ modo, ...extra }) });

beforeAll(async () => {
  standIn = await startCmfSimulator(0);
  base = `http://127.0.0.1:${String((standIn.address() as AddressInfo).port)}`;
});
afterAll(() => {
  standIn.close();
});
afterEach(async () => {
  await control('normal', { ...CMF_SIM_DEFAULTS, fecha: null });
});

const chileDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(date);

function setup(now: { date: Date }, apiKey = CMF_STAND_IN_KEY) {
  const handler = createReferenceValuesHandler({
    store: createMemoryReferenceStore(),
    fetchSource: () => fetchCmfValues({ baseUrl: base, apiKey, fetch, timeoutMs: 2_000 }),
    secret: 'secreto-del-horario',
    refreshWhenStale: true,
    now: () => now.date,
  });
  const get = async () => {
    const response = await handler(new Request('http://local/functions/v1/valores-referencia'));
    return { status: response.status, body: readReferenceAnswer(await response.json()) };
  };
  return { handler, get };
}

describe('parseCmfNumber', () => {
  it.each([
    ['39.841,72', 39_841.72],
    ['69.542', 69_542],
    ['1,00', 1],
    ['39841.72', null],
    ['', null],
    ['<html>', null],
  ])('reads %s the way the CMF writes it', (text, expected) => {
    expect(parseCmfNumber(text)).toBe(expected);
  });
});

describe('valores-referencia', () => {
  it('answers the CMF’s UF of the day and UTM of the month, with dates and source', async () => {
    const now = { date: new Date() };
    const { status, body } = await setup(now).get();
    const today = chileDay(now.date);
    expect(status).toBe(200);
    expect(body.valores.uf).toEqual({
      valor: 39_990.12,
      fecha: today,
      origen: 'cmf',
      fuente: 'CMF (api.cmfchile.cl)',
    });
    expect(body.valores.utm).toMatchObject({ valor: 69_751, fecha: `${today.slice(0, 8)}01` });
  });

  it.each(['caido', 'error', 'basura', 'absurdo'])(
    'keeps yesterday’s stored value, with its date, when the source is %s today',
    async (modo) => {
      const yesterday = { date: new Date(Date.now() - 86_400_000) };
      await control('normal', { fecha: chileDay(yesterday.date) });
      const { get } = setup(yesterday);
      const first = await get();
      expect(first.body.valores.uf?.fecha).toBe(chileDay(yesterday.date));

      await control(modo, { uf: '40.100,00', fecha: null });
      yesterday.date = new Date();
      const second = await get();
      expect(second.status).toBe(200);
      expect(second.body.valores.uf).toMatchObject({
        valor: 39_990.12,
        fecha: chileDay(new Date(Date.now() - 86_400_000)),
      });
    },
  );

  it('asks the source once a day, not on every visit', async () => {
    const now = { date: new Date() };
    const { get } = setup(now);
    await get();
    const before = (await (await fetch(`${base}/control`)).json()) as { consultas: number };
    await get();
    await get();
    const after = (await (await fetch(`${base}/control`)).json()) as { consultas: number };
    expect(after.consultas).toBe(before.consultas);
  });

  it('answers no value, rather than a wrong one, with a bad key and nothing stored', async () => {
    const { body } = await setup({ date: new Date() }, 'otra-clave').get();
    expect(body.valores).toEqual({});
  });

  it('lets only the schedule, with its secret, force a fetch; 502 when the source fails', async () => {
    const { handler } = setup({ date: new Date() });
    const post = (secret?: string) =>
      handler(
        new Request('http://local/functions/v1/valores-referencia', {
          method: 'POST',
          headers: secret ? { [SECRET_HEADER]: secret } : {},
        }),
      );
    expect((await post()).status).toBe(401);
    expect((await post('adivinado')).status).toBe(401);
    expect((await post('secreto-del-horario')).status).toBe(200);
    await control('error');
    const failed = await post('secreto-del-horario');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ codigo: 'fuente_no_disponible' });
  });
});
