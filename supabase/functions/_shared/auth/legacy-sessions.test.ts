import { legacySessionCheck, userIdFromAuth } from './legacy-sessions.ts';

const URL_PROYECTO = 'https://proyecto.supabase.co/';
const USER = '7d1c2a9e-5b3f-4c8d-9e0a-1f2b3c4d5e6f';

function fakeAuth(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetcher: typeof fetch = (input, init) => {
    requests.push(new Request(input, init));
    return Promise.resolve(Response.json(body, { status }));
  };
  return { fetcher, requests };
}

describe('userIdFromAuth', () => {
  it('asks Supabase Auth for the session’s user with the token and the public key', async () => {
    const { fetcher, requests } = fakeAuth(200, { id: USER, email: 'x@ejemplo.cl' });
    expect(await userIdFromAuth(URL_PROYECTO, 'sb_publishable_x', 'token-1', fetcher)).toBe(USER);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'https://proyecto.supabase.co/auth/v1/user'],
    ]);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(requests[0]?.headers.get('apikey')).toBe('sb_publishable_x');
  });

  it('is null for a session Auth refuses', async () => {
    for (const status of [401, 403]) {
      const { fetcher } = fakeAuth(status, { code: 'bad_jwt' });
      expect(await userIdFromAuth(URL_PROYECTO, 'k', 't', fetcher)).toBeNull();
    }
  });

  it('throws on any other answer: an outage never refuses a caller', async () => {
    const { fetcher } = fakeAuth(503, {});
    await expect(userIdFromAuth(URL_PROYECTO, 'k', 't', fetcher)).rejects.toThrow(/503/);
  });
});

describe('legacySessionCheck', () => {
  it('checks with LEGACY_JWT_SECRET when the function has it, else asks Auth', async () => {
    const withSecret = legacySessionCheck(
      (name) => (name === 'LEGACY_JWT_SECRET' ? ' secreto ' : undefined),
      URL_PROYECTO,
      'k',
    );
    expect(withSecret).toEqual({ secret: new TextEncoder().encode('secreto') });
    const { fetcher, requests } = fakeAuth(200, { id: USER });
    const withoutSecret = legacySessionCheck(() => undefined, URL_PROYECTO, 'k', fetcher);
    if (!('askAuth' in withoutSecret)) throw new Error('esperaba la consulta a Auth');
    expect(await withoutSecret.askAuth('t')).toBe(USER);
    expect(requests).toHaveLength(1);
  });
});
