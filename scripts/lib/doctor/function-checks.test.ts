import { checkFunction, preflightInit } from './function-checks';
import type { HttpAnswer } from './http-answer';

const answer = (
  status: number,
  headers: Record<string, string> = {},
  body: unknown = null,
): HttpAnswer => ({
  kind: 'answer',
  status,
  headers: new Headers(headers),
  body,
});
const CORS = { 'access-control-allow-origin': '*' };
const noAnswer: HttpAnswer = { kind: 'error', message: 'fetch failed' };

describe('each function', () => {
  it('asks as a browser would before a POST, without a key', () => {
    expect(preflightInit('https://www.ejemplo.cl')).toEqual({
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.ejemplo.cl',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type',
      },
    });
  });

  it.each([
    {
      case: '204 with CORS',
      got: answer(204, CORS),
      status: 'pass',
      text: 'desplegada y responde',
    },
    {
      case: '204 without CORS',
      got: answer(204),
      status: 'fail',
      text: 'sin access-control-allow-origin',
    },
    { case: '404', got: answer(404), status: 'fail', text: 'no está desplegada' },
    { case: '401', got: answer(401), status: 'fail', text: 'se desplegó con verify_jwt activado' },
    { case: '405', got: answer(405), status: 'pass', text: 'no atiende OPTIONS' },
    {
      case: '503',
      got: answer(503, {}, { code: 'BOOT_ERROR', message: 'Function failed to start' }),
      status: 'fail',
      text: 'respondió HTTP 503: Function failed to start',
    },
    {
      case: 'no answer',
      got: noAnswer,
      status: 'fail',
      text: 'no respondió (fetch failed)',
    },
  ])('$case', ({ got, status, text }) => {
    const line = checkFunction('notificar', got);
    expect(line.status).toBe(status);
    expect(line.detail).toContain(text);
  });

  it('says how to deploy the one that is missing, and how to turn the JWT check off', () => {
    expect(checkFunction('notificar', answer(404)).remedy).toBe(
      '`npx supabase functions deploy notificar` (o `npm run deploy`)',
    );
    expect(checkFunction('notificar', answer(401)).remedy).toContain('--no-verify-jwt');
  });

  it('accepts the 401 of a function config.toml deploys with the JWT check', () => {
    expect(checkFunction('privada', answer(401), true).status).toBe('pass');
  });
});
