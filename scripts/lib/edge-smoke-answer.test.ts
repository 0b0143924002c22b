import { answerProblems, matcher, TEXT, type Expected } from './edge-smoke-answer';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, apikey, content-type',
};

const preflight = new Request('http://127.0.0.1/functions/v1/f', {
  method: 'OPTIONS',
  headers: {
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization, content-type',
  },
});
const post = new Request('http://127.0.0.1/functions/v1/f', { method: 'POST' });

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = CORS) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });

const refusal: Expected = {
  status: 400,
  cors: true,
  json: { codigo: 'email_invalido', error: TEXT },
};

describe('answerProblems', () => {
  it('accepts the status, CORS and fields expected', async () => {
    expect(
      await answerProblems(
        preflight,
        { status: 204, cors: true },
        new Response(null, { status: 204, headers: CORS }),
      ),
    ).toEqual([]);
    expect(
      await answerProblems(
        post,
        refusal,
        jsonAnswer(400, { codigo: 'email_invalido', error: 'Correo inválido' }),
      ),
    ).toEqual([]);
  });

  it.each<[string, Request, Expected, Response, RegExp]>([
    [
      'another status',
      post,
      refusal,
      jsonAnswer(500, { codigo: 'email_invalido', error: 'x' }),
      /^estado 500 en vez de 400/,
    ],
    [
      'a preflight that does not allow a header asked for',
      new Request('http://127.0.0.1/', {
        method: 'OPTIONS',
        headers: { 'access-control-request-headers': 'x-pase-humano' },
      }),
      { status: 204, cors: true },
      new Response(null, { status: 204, headers: CORS }),
      /no permite la cabecera x-pase-humano/,
    ],
    [
      'no CORS where the site needs it',
      post,
      refusal,
      jsonAnswer(400, { codigo: 'email_invalido', error: 'x' }, {}),
      /access-control-allow-origin: ausente/,
    ],
    [
      'CORS where none is expected',
      post,
      { status: 405, cors: false },
      new Response('no', { status: 405, headers: CORS }),
      /no debía responder CORS/,
    ],
    [
      'a field more',
      post,
      refusal,
      jsonAnswer(400, { codigo: 'email_invalido', error: 'x', pila: 'at' }),
      /campo inesperado 'pila'/,
    ],
    [
      'a field that does not match',
      post,
      refusal,
      jsonAnswer(400, { codigo: 'email_invalido', error: '' }),
      /'error' debía ser un texto/,
    ],
    [
      'another code',
      post,
      refusal,
      jsonAnswer(400, { codigo: 'otro', error: 'x' }),
      /'codigo' debía ser "email_invalido"/,
    ],
    [
      'text that is not JSON',
      post,
      refusal,
      new Response('{not', {
        status: 400,
        headers: { ...CORS, 'content-type': 'application/json' },
      }),
      /no es JSON/,
    ],
    [
      'another redirect',
      post,
      { status: 303, cors: false, location: 'https://sitio/a' },
      new Response(null, { status: 303, headers: { location: 'https://sitio/b' } }),
      /location https:\/\/sitio\/b en vez de https:\/\/sitio\/a/,
    ],
  ])('names %s', async (_case, sent, expected, response, problem) => {
    const problems = await answerProblems(sent, expected, response);
    expect(problems.some((text) => problem.test(text))).toBe(true);
  });

  it('lets a matcher describe what a varying field must be', async () => {
    const list = matcher('una lista', Array.isArray);
    const expected: Expected = { status: 200, cors: true, json: { guardados: list } };
    expect(await answerProblems(post, expected, jsonAnswer(200, { guardados: [] }))).toEqual([]);
    expect(await answerProblems(post, expected, jsonAnswer(200, { guardados: 1 }))).toEqual([
      "'guardados' debía ser una lista y es 1",
    ]);
  });
});
