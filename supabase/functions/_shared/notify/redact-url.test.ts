import { deliverOnce } from './deliver.ts';
import { redactWebhookUrl } from './redact-url.ts';

const URL_ = 'https://hook.make.com/abcdefghijklmnopqrstuvwx';
const MASKED = 'https://hook.make.com/…uvwx';
const TOKEN = 'abcdefghijklmnopqrstuvwx';

describe('redactWebhookUrl', () => {
  it.each([
    ['Deno’s fetch error', `error sending request for url (${URL_}): connection refused`],
    ['with a trailing slash', `POST ${URL_}/ failed`],
    ['in capitals', `dns error: ${URL_.toUpperCase()}`],
    ['without the scheme', `could not reach hook.make.com/${TOKEN}`],
    ['its path alone', `404 on /${TOKEN}`],
    ['its token alone', `unknown hook ${TOKEN}`],
    ['percent-encoded', `redirect=${encodeURIComponent(URL_)}`],
  ])('masks the URL written %s', (_case, text) => {
    const redacted = redactWebhookUrl(text, URL_);
    expect(redacted.toLowerCase()).not.toContain(TOKEN.slice(0, 12));
    expect(redacted).toContain('…uvwx');
  });

  it('masks a secret carried in the query, and the credentials of the URL', () => {
    const url =
      'https://usuario:clave-muy-secreta-123@hooks.ejemplo.cl/in?token=zyxwvutsrqponmlk987';
    const text = `failed: ${url} (token zyxwvutsrqponmlk987, clave-muy-secreta-123)`;
    const redacted = redactWebhookUrl(text, url);
    expect(redacted).not.toMatch(/zyxwvutsrqponmlk987|clave-muy-secreta-123/);
  });

  it('keeps the rest of the text, and the text of another address', () => {
    expect(redactWebhookUrl(`error sending request for url (${URL_}): timed out`, URL_)).toBe(
      `error sending request for url (${MASKED}): timed out`,
    );
    expect(redactWebhookUrl('HTTP 503: Service Unavailable', URL_)).toBe(
      'HTTP 503: Service Unavailable',
    );
    expect(redactWebhookUrl('https://hook.make.com/otro', URL_)).toBe('https://hook.make.com/otro');
  });

  it('changes nothing without a URL', () => {
    expect(redactWebhookUrl('texto', undefined)).toBe('texto');
    expect(redactWebhookUrl('texto', '  ')).toBe('texto');
  });
});

describe('deliverOnce', () => {
  it('masks the URL in the error and in the answer it reports', async () => {
    const refused = await deliverOnce(URL_, {}, () =>
      Promise.reject(
        new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED for ${URL_}`) }),
      ),
    );
    expect(refused).toEqual({
      ok: false,
      error: `Error de red: fetch failed: connect ECONNREFUSED for ${MASKED}`,
      response: null,
    });
    const quoted = await deliverOnce(URL_, {}, () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: `no scenario on ${URL_}` }), { status: 410 }),
      ),
    );
    expect(quoted.response).toEqual({ error: `no scenario on ${MASKED}` });
  });
});
