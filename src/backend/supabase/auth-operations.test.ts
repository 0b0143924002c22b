import type { SupabaseClient } from '@supabase/supabase-js';
import { aalOf, createSupabaseAuth } from './auth-operations';

const jwt = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

function fakeClient(overrides: Record<string, unknown>) {
  const mfa = {
    challengeAndVerify: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    unenroll: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    listFactors: vi.fn(() => Promise.resolve({ data: { totp: [], all: [] }, error: null })),
    enroll: vi.fn(() =>
      Promise.resolve({
        data: { id: 'f-1', totp: { secret: 'ABCD', uri: 'otpauth://totp/x' } },
        error: null,
      }),
    ),
    ...((overrides.mfa as object | undefined) ?? {}),
  };
  const auth = {
    signOut: vi.fn(() => Promise.resolve({ error: null })),
    refreshSession: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    getUserIdentities: vi.fn(() =>
      Promise.resolve({
        data: { identities: [{ identity_id: 'i-email', provider: 'email' }] },
        error: null,
      }),
    ),
    unlinkIdentity: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    ...overrides,
    mfa,
  };
  return { client: { auth } as unknown as SupabaseClient, auth, mfa };
}

describe('Supabase auth adapter', () => {
  it('reads the assurance level from the access token', () => {
    expect(aalOf(jwt({ aal: 'aal2' }))).toBe('aal2');
    expect(aalOf(jwt({ aal: 'aal1' }))).toBe('aal1');
    expect(aalOf(jwt({}))).toBe('aal1');
    expect(aalOf('not-a-jwt')).toBe('aal1');
  });

  it('signs out of this device unless told otherwise (supabase-js defaults to every device)', async () => {
    const { client, auth } = fakeClient({});
    const port = createSupabaseAuth(client);
    await port.signOut();
    await port.signOut('global');
    await port.signOut('others');
    expect(auth.signOut.mock.calls).toEqual([
      [{ scope: 'local' }],
      [{ scope: 'global' }],
      [{ scope: 'others' }],
    ]);
  });

  it('says Supabase’s refusals of a code in the same words as the embedded mode', async () => {
    const refusing = (code: string, status = 422) =>
      fakeClient({
        mfa: {
          challengeAndVerify: vi.fn(() =>
            Promise.resolve({ data: null, error: { code, status, message: 'x' } }),
          ),
        },
      }).client;
    const verify = (client: SupabaseClient) =>
      createSupabaseAuth(client).mfa.verify('f-1', '123 456');
    await expect(verify(refusing('mfa_verification_failed'))).rejects.toMatchObject({
      code: 'codigo_invalido',
    });
    await expect(verify(refusing('over_request_rate_limit', 429))).rejects.toMatchObject({
      code: 'espera_codigo',
    });
  });

  it('turns a factor off only after a code, then drops the session’s level at once', async () => {
    const { client, auth, mfa } = fakeClient({});
    await createSupabaseAuth(client).mfa.unenroll('f-1', '123456');
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-1', code: '123456' });
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-1' });
    expect(auth.refreshSession).toHaveBeenCalled();
  });

  it('drops unfinished setups before a new one, and refuses a second factor', async () => {
    const stale = fakeClient({
      mfa: {
        listFactors: vi.fn(() =>
          Promise.resolve({
            data: { totp: [], all: [{ id: 'viejo', status: 'unverified' }] },
            error: null,
          }),
        ),
      },
    });
    const enrollment = await createSupabaseAuth(stale.client).mfa.enroll();
    expect(stale.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'viejo' });
    expect(enrollment).toEqual({ factorId: 'f-1', secret: 'ABCD', uri: 'otpauth://totp/x' });

    const on = fakeClient({
      mfa: {
        listFactors: vi.fn(() =>
          Promise.resolve({ data: { totp: [{ id: 'f-0' }], all: [] }, error: null }),
        ),
      },
    });
    await expect(createSupabaseAuth(on.client).mfa.enroll()).rejects.toMatchObject({
      code: 'factor_existente',
    });
  });

  it('stops when an unfinished setup cannot be dropped, before starting another', async () => {
    const { client, mfa } = fakeClient({
      mfa: {
        listFactors: vi.fn(() =>
          Promise.resolve({
            data: { totp: [], all: [{ id: 'viejo', status: 'unverified' }] },
            error: null,
          }),
        ),
        unenroll: vi.fn(() =>
          Promise.resolve({ data: null, error: { message: 'Database error', status: 500 } }),
        ),
      },
    });
    await expect(createSupabaseAuth(client).mfa.enroll()).rejects.toThrow();
    expect(mfa.enroll).not.toHaveBeenCalled();
  });

  it('never unlinks the last way to sign in', async () => {
    const { client, auth } = fakeClient({});
    await expect(createSupabaseAuth(client).oauth?.unlink('i-email')).rejects.toMatchObject({
      code: 'ultima_identidad',
    });
    expect(auth.unlinkIdentity).not.toHaveBeenCalled();
  });
});
