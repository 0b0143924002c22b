import {
  fakeSupabase,
  ok,
  profilesAnswer,
  refusal,
  rpcCalls,
} from '../_shared/testing/fake-supabase.ts';
import { testSigner } from '../_shared/testing/tokens.ts';
import { createMfaResetHandler } from './handler.ts';
import { createMfaResetStore } from './hosted-store.ts';

const ADMIN = '1a2b3c4d-0000-4000-8000-000000000001';
const TARGET = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const FACTORS = ['0d6c3b8e-7a41-4c2f-8e1b-3f9a2c4d5e6f', '9e8d7c6b-0000-4000-8000-000000000009'];

/** A project with one admin and a target account with two factors (one of them unverified). */
function project(options: { refuse?: boolean } = {}) {
  return fakeSupabase((call) => {
    if (call.path === '/rest/v1/rpc/registrar_reinicio_factor') {
      return options.refuse ? refusal('dato_invalido', 'La cuenta no existe.') : ok(null);
    }
    if (call.method === 'GET' && call.path === `/auth/v1/admin/users/${TARGET}/factors`) {
      return ok([
        { id: FACTORS[0], factor_type: 'totp', status: 'verified' },
        { id: FACTORS[1], factor_type: 'totp', status: 'unverified' },
      ]);
    }
    if (
      call.method === 'DELETE' &&
      call.path.startsWith(`/auth/v1/admin/users/${TARGET}/factors/`)
    ) {
      return ok({ id: call.path.split('/').pop() });
    }
    return profilesAnswer(call, [ADMIN]);
  });
}

const post = (token: string) =>
  new Request('https://proyecto.supabase.co/functions/v1/mfa-reset', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: TARGET }),
  });

describe('mfa-reset (hosted store)', () => {
  it('records as the admin at aal2, then lists and deletes the factors in Supabase Auth', async () => {
    const signer = await testSigner();
    const { client, calls } = project();
    const handler = createMfaResetHandler({ store: createMfaResetStore(client, signer.verifier) });
    const response = await handler(post(await signer.userToken(ADMIN, 'aal2')));
    expect(await response.json()).toEqual({ removed: 2 });

    const [recorded] = rpcCalls(calls, 'registrar_reinicio_factor');
    expect(recorded?.body).toEqual({ p_admin: ADMIN, p_usuario: TARGET });
    expect(recorded?.headers.get('x-aal-verificado')).toBe('aal2');
    expect(calls.map((call) => `${call.method} ${call.path.split('?')[0] ?? ''}`)).toEqual([
      'GET /rest/v1/profiles',
      'POST /rest/v1/rpc/registrar_reinicio_factor',
      `GET /auth/v1/admin/users/${TARGET}/factors`,
      `DELETE /auth/v1/admin/users/${TARGET}/factors/${FACTORS[0] ?? ''}`,
      `DELETE /auth/v1/admin/users/${TARGET}/factors/${FACTORS[1] ?? ''}`,
    ]);
  });

  it('refuses an admin at aal1 without asking the database or Supabase Auth', async () => {
    const signer = await testSigner();
    const { client, calls } = project();
    const handler = createMfaResetHandler({ store: createMfaResetStore(client, signer.verifier) });
    const response = await handler(post(await signer.userToken(ADMIN, 'aal1')));
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('passes on the database’s refusal and leaves the factors alone', async () => {
    const signer = await testSigner();
    const { client, calls } = project({ refuse: true });
    const handler = createMfaResetHandler({ store: createMfaResetStore(client, signer.verifier) });
    const response = await handler(post(await signer.userToken(ADMIN, 'aal2')));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      codigo: 'dato_invalido',
      error: 'La cuenta no existe.',
    });
    expect(calls.filter((call) => call.path.startsWith('/auth/v1/'))).toEqual([]);
  });
});
