import { InvalidToken } from './auth/verify-caller.ts';
import { fakeSupabase, profilesAnswer } from './testing/fake-supabase.ts';
import { TEST_PUBLIC_KEY, testSigner } from './testing/tokens.ts';
import { aalOf, identifyCaller, isActiveAdmin } from './hosted-caller.ts';

const ADMIN = '1a2b3c4d-0000-4000-8000-000000000001';

const request = (token?: string) =>
  new Request('https://proyecto.supabase.co/functions/v1/x', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('identifyCaller', () => {
  it('is the verified user and level, or null when anonymous', async () => {
    const signer = await testSigner();
    const token = await signer.userToken(ADMIN, 'aal1');
    expect(await identifyCaller(signer.verifier, request(token))).toEqual({
      userId: ADMIN,
      aal: 'aal1',
    });
    expect(await identifyCaller(signer.verifier, request())).toBeNull();
    expect(await identifyCaller(signer.verifier, request(TEST_PUBLIC_KEY))).toBeNull();
    await expect(identifyCaller(signer.verifier, request('otro'))).rejects.toBeInstanceOf(
      InvalidToken,
    );
  });
});

describe('isActiveAdmin', () => {
  it('is an active admin at aal2 only, and does not ask the database for less', async () => {
    const { client, calls } = fakeSupabase((call) => profilesAnswer(call, [ADMIN]));
    expect(await isActiveAdmin(client, { userId: ADMIN, aal: 'aal2' })).toBe(true);
    expect(calls).toHaveLength(1);
    expect(await isActiveAdmin(client, { userId: ADMIN, aal: 'aal1' })).toBe(false);
    expect(await isActiveAdmin(client, null)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(
      await isActiveAdmin(client, { userId: '1a2b3c4d-0000-4000-8000-000000000002', aal: 'aal2' }),
    ).toBe(false);
  });

  it('throws when the profile cannot be read, instead of refusing the admin as if not one', async () => {
    const { client } = fakeSupabase(() => ({
      status: 500,
      body: { code: '57014', message: 'canceling statement due to statement timeout' },
    }));
    await expect(isActiveAdmin(client, { userId: ADMIN, aal: 'aal2' })).rejects.toThrow(
      /statement timeout/,
    );
  });
});

describe('aalOf', () => {
  it('tells the database aal1 for an anonymous caller', () => {
    expect(aalOf(null)).toBe('aal1');
    expect(aalOf({ userId: ADMIN, aal: 'aal2' })).toBe('aal2');
  });
});
