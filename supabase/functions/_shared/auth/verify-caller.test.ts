import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import {
  TEST_ISSUER,
  TEST_KEY_ID,
  TEST_PUBLIC_KEY,
  testSigner,
  type TestSigner,
} from '../testing/tokens.ts';
import {
  callerFromRequest,
  invalidTokenAnswer,
  InvalidToken,
  projectVerifier,
  remoteJwks,
  verifyAccessToken,
} from './verify-caller.ts';

const USER = '7d1c2a9e-5b3f-4c8d-9e0a-1f2b3c4d5e6f';

describe('verifyAccessToken', () => {
  let signer: TestSigner;
  const verify = (token: string) =>
    verifyAccessToken(token, signer.verifier.getKey, { issuer: TEST_ISSUER });

  beforeAll(async () => {
    signer = await testSigner();
  });

  it('accepts a user token at aal2, with its session', async () => {
    const token = await signer.mint({ sub: USER, aal: 'aal2', session_id: 'sesion-9' });
    expect(await verify(token)).toEqual({ userId: USER, aal: 'aal2', sessionId: 'sesion-9' });
  });

  it('reports a password-only session as aal1', async () => {
    expect(await verify(await signer.mint({ sub: USER, aal: 'aal1' }))).toMatchObject({
      userId: USER,
      aal: 'aal1',
    });
  });

  it('counts a token without aal, or with any other value, as aal1', async () => {
    const withoutAal = await signer.mint({ sub: USER, aal: undefined, session_id: undefined });
    expect(await verify(withoutAal)).toEqual({ userId: USER, aal: 'aal1', sessionId: null });
    expect(await verify(await signer.mint({ sub: USER, aal: 'AAL2' }))).toMatchObject({
      aal: 'aal1',
    });
  });

  it('answers null for the anon role: an anonymous caller', async () => {
    expect(await verify(await signer.mint({ role: 'anon', aal: undefined }))).toBeNull();
  });

  const refusal = async (token: Promise<string> | string) => {
    try {
      await verify(await token);
    } catch (error) {
      return error;
    }
    return 'accepted';
  };

  it.each([
    ['an unknown key id', () => signer.mint({ sub: USER }, { kid: 'otra-clave' })],
    [
      'another key under a known key id',
      async () => signer.mint({ sub: USER }, { key: (await generateKeyPair('ES256')).privateKey }),
    ],
  ])('refuses %s as an invalid signature', async (_case, token) => {
    expect(await refusal(token())).toEqual(new InvalidToken('Invalid JWT signature'));
  });

  it('refuses an expired token', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) - 60;
    expect(await refusal(signer.mint({ sub: USER }, { expiresAt }))).toEqual(
      new InvalidToken('JWT expired'),
    );
  });

  it.each([
    [
      'another issuer',
      () => signer.mint({ sub: USER }, { issuer: 'https://otro.supabase.co/auth/v1' }),
    ],
    ['another audience', () => signer.mint({ sub: USER }, { audience: 'anon' })],
    ['the service role', () => signer.mint({ sub: USER, role: 'service_role' })],
    ['a user token without a subject', () => signer.mint({})],
    ['something that is not a token', () => Promise.resolve('no-es-un-token')],
    [
      'a token signed with a shared secret (HS256)',
      () =>
        new SignJWT({ sub: USER, role: 'authenticated', aal: 'aal2' })
          .setProtectedHeader({ alg: 'HS256', kid: TEST_KEY_ID })
          .setIssuer(TEST_ISSUER)
          .setAudience('authenticated')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('secreto-compartido-de-al-menos-32-bytes')),
    ],
  ])('refuses %s as an invalid token', async (_case, token) => {
    const error = await refusal(token());
    expect(error).toBeInstanceOf(InvalidToken);
    expect((error as InvalidToken).message).toBe('Invalid JWT');
  });

  it('passes on a failure to get the keys as it is: the server’s fault, not the token’s', async () => {
    const outage = new TypeError('fetch failed');
    const token = await signer.mint({ sub: USER });
    await expect(
      verifyAccessToken(token, () => Promise.reject(outage), { issuer: TEST_ISSUER }),
    ).rejects.toBe(outage);
  });
});

describe('verifyAccessToken with a project still on the legacy shared secret (HS256)', () => {
  const SECRET = 'secreto-heredado-del-proyecto-de-al-menos-32-bytes';
  const hs256 = (
    claims: JWTPayload,
    options: { secret?: string; issuer?: string; exp?: number } = {},
  ) =>
    new SignJWT({ role: 'authenticated', aal: 'aal2', session_id: 'sesion-7', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience('authenticated')
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(new TextEncoder().encode(options.secret ?? SECRET));
  let signer: TestSigner;
  beforeAll(async () => {
    signer = await testSigner();
  });
  const outcome = async (promise: Promise<unknown>) => {
    try {
      return await promise;
    } catch (error) {
      return error;
    }
  };

  describe('checked with the secret', () => {
    const legacy = { secret: new TextEncoder().encode(SECRET) };
    const verify = (token: string) =>
      verifyAccessToken(token, signer.verifier.getKey, { issuer: TEST_ISSUER, legacy });

    it('accepts a session signed with it, with its level and session', async () => {
      expect(await verify(await hs256({ sub: USER }))).toEqual({
        userId: USER,
        aal: 'aal2',
        sessionId: 'sesion-7',
      });
    });

    it('still accepts the asymmetric tokens of the signing keys', async () => {
      expect(await verify(await signer.userToken(USER, 'aal1'))).toMatchObject({ aal: 'aal1' });
    });

    it('refuses another secret, an expired session and another issuer', async () => {
      expect(await outcome(verify(await hs256({ sub: USER }, { secret: 'x'.repeat(40) })))).toEqual(
        new InvalidToken('Invalid JWT signature'),
      );
      const exp = Math.floor(Date.now() / 1000) - 60;
      expect(await outcome(verify(await hs256({ sub: USER }, { exp })))).toEqual(
        new InvalidToken('JWT expired'),
      );
      const issuer = 'https://otro.supabase.co/auth/v1';
      expect(await outcome(verify(await hs256({ sub: USER }, { issuer })))).toEqual(
        new InvalidToken('Invalid JWT'),
      );
    });
  });

  describe('checked by Supabase Auth', () => {
    const withAuth = (answer: (token: string) => Promise<string | null>) => {
      const asked: string[] = [];
      const askAuth = (token: string) => {
        asked.push(token);
        return answer(token);
      };
      const verify = (token: string) =>
        verifyAccessToken(token, signer.verifier.getKey, {
          issuer: TEST_ISSUER,
          legacy: { askAuth },
        });
      return { asked, verify };
    };

    it('accepts the session Auth vouches for, as the same user', async () => {
      const { asked, verify } = withAuth(() => Promise.resolve(USER));
      const token = await hs256({ sub: USER, aal: 'aal1' });
      expect(await verify(token)).toEqual({ userId: USER, aal: 'aal1', sessionId: 'sesion-7' });
      expect(asked).toEqual([token]);
    });

    it('refuses what Auth refuses, or a token Auth says is someone else’s', async () => {
      const refused = withAuth(() => Promise.resolve(null));
      expect(await outcome(refused.verify(await hs256({ sub: USER })))).toEqual(
        new InvalidToken('Invalid JWT signature'),
      );
      const other = withAuth(() => Promise.resolve('9e9e9e9e-0000-4000-8000-000000000009'));
      expect(await outcome(other.verify(await hs256({ sub: USER })))).toEqual(
        new InvalidToken('Invalid JWT'),
      );
    });

    it('refuses an expired token or another project’s without asking Auth', async () => {
      const { asked, verify } = withAuth(() => Promise.resolve(USER));
      const exp = Math.floor(Date.now() / 1000) - 60;
      expect(await outcome(verify(await hs256({ sub: USER }, { exp })))).toEqual(
        new InvalidToken('JWT expired'),
      );
      const issuer = 'https://otro.supabase.co/auth/v1';
      expect(await outcome(verify(await hs256({ sub: USER }, { issuer })))).toEqual(
        new InvalidToken('Invalid JWT'),
      );
      expect(asked).toEqual([]);
    });

    it('passes on an Auth outage as the server’s fault', async () => {
      const outage = new Error('Supabase Auth respondió 503 al verificar la sesión');
      const { verify } = withAuth(() => Promise.reject(outage));
      await expect(verify(await hs256({ sub: USER }))).rejects.toBe(outage);
    });
  });
});

describe('invalidTokenAnswer', () => {
  it('is a 401 with the exact message and a Spanish error', async () => {
    const answer = invalidTokenAnswer(new InvalidToken('JWT expired'));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      codigo: 'sesion_invalida',
      error: 'Tu sesión venció: vuelve a iniciar sesión.',
      message: 'JWT expired',
    });
  });
});

describe('callerFromRequest', () => {
  let signer: TestSigner;
  beforeAll(async () => {
    signer = await testSigner();
  });
  const request = (authorization?: string) =>
    new Request('https://proyecto.supabase.co/functions/v1/x', {
      headers: authorization ? { authorization } : {},
    });

  it('is null without a token, and for the project’s public key', async () => {
    expect(await callerFromRequest(request(), signer.verifier)).toBeNull();
    expect(
      await callerFromRequest(request(`Bearer ${TEST_PUBLIC_KEY}`), signer.verifier),
    ).toBeNull();
  });

  it('verifies any other bearer token', async () => {
    const token = await signer.userToken(USER, 'aal2');
    expect(await callerFromRequest(request(`Bearer ${token}`), signer.verifier)).toMatchObject({
      userId: USER,
      aal: 'aal2',
    });
    await expect(
      callerFromRequest(request('Bearer sb_publishable_de-otro-proyecto'), signer.verifier),
    ).rejects.toEqual(new InvalidToken('Invalid JWT'));
  });
});

describe('callerFromRequest on a project with legacy sessions', () => {
  it('passes an HS256 session and an ES256 one alike when the verifier has the secret', async () => {
    const signer = await testSigner();
    const secret = 'secreto-heredado-del-proyecto-de-al-menos-32-bytes';
    const verifier = { ...signer.verifier, legacy: { secret: new TextEncoder().encode(secret) } };
    const legacyToken = await new SignJWT({ sub: USER, role: 'authenticated', aal: 'aal1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TEST_ISSUER)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const asRequest = (token: string) =>
      new Request('https://proyecto.supabase.co/functions/v1/x', {
        headers: { authorization: `Bearer ${token}` },
      });
    expect(await callerFromRequest(asRequest(legacyToken), verifier)).toMatchObject({
      userId: USER,
      aal: 'aal1',
    });
    expect(
      await callerFromRequest(asRequest(await signer.userToken(USER, 'aal2')), verifier),
    ).toMatchObject({ userId: USER, aal: 'aal2' });
    await expect(callerFromRequest(asRequest(legacyToken), signer.verifier)).rejects.toEqual(
      new InvalidToken('Invalid JWT'),
    );
  });
});

describe('remoteJwks', () => {
  it('makes one key set per project and reuses it', () => {
    const keys = remoteJwks('https://uno.supabase.co');
    expect(remoteJwks('https://uno.supabase.co/')).toBe(keys);
    expect(remoteJwks('https://dos.supabase.co')).not.toBe(keys);
  });

  it('expects tokens issued by the project’s Supabase Auth', () => {
    const verifier = projectVerifier('https://uno.supabase.co/', ['anon']);
    expect(verifier).toEqual({
      getKey: remoteJwks('https://uno.supabase.co'),
      issuer: 'https://uno.supabase.co/auth/v1',
      publicKeys: ['anon'],
    });
  });
});
