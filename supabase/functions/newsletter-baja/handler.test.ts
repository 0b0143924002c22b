import { createNewsletterUnsubscribeHandler, type UnsubscribeOutcome } from './handler.ts';

const TOKEN = '0b7c8f1e-3a52-4d7e-9a61-5f2d0c4b9e11';
const URL_OF = `https://ref.supabase.co/functions/v1/newsletter-baja?token=${TOKEN}`;

function handler(answer: UnsubscribeOutcome | Error = 'baja') {
  const calls: string[] = [];
  const handle = createNewsletterUnsubscribeHandler({
    siteUrl: 'https://puntolegal.cl',
    unsubscribe: (token) => {
      calls.push(token);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  });
  return { handle, calls };
}

const oneClick = (url = URL_OF) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('newsletter-baja', () => {
  it('ends the subscription on the mail program’s one-click POST', async () => {
    const { handle, calls } = handler('baja');
    const response = await handle(oneClick());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultado: 'baja' });
    expect(calls).toEqual([TOKEN]);
  });

  it('answers a repeated POST as done, and an unknown or malformed token as invalid', async () => {
    expect(await (await handler('ya_de_baja').handle(oneClick())).json()).toEqual({
      resultado: 'ya_de_baja',
    });
    expect((await handler('enlace_invalido').handle(oneClick())).status).toBe(404);
    const malformed = handler();
    const response = await malformed.handle(
      oneClick('https://ref.supabase.co/functions/v1/newsletter-baja?token=x'),
    );
    expect(response.status).toBe(400);
    expect(malformed.calls).toEqual([]);
  });

  it('changes nothing on a GET: it sends the person to the unsubscribe page', async () => {
    const { handle, calls } = handler();
    const response = await handle(new Request(URL_OF));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://puntolegal.cl/newsletter/baja?token=${TOKEN}`,
    );
    expect(calls).toEqual([]);
  });

  it('says to try again when the database cannot be reached', async () => {
    expect((await handler(new Error('red')).handle(oneClick())).status).toBe(503);
  });
});
