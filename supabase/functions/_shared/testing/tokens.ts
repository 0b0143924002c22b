/**
 * Access tokens for tests: a project's ES256 signing key, made on the spot, and tokens signed with
 * it as Supabase Auth signs them. The verifier checks them as the hosted functions check real ones.
 */
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Aal, CallerVerifier } from '../auth/verify-caller.ts';

export const TEST_SUPABASE_URL = 'https://proyecto.supabase.co';
export const TEST_ISSUER = `${TEST_SUPABASE_URL}/auth/v1`;
/** The project's publishable key, which the site sends when nobody is signed in. */
export const TEST_PUBLIC_KEY = 'sb_publishable_clave-publica-de-prueba';
export const TEST_KEY_ID = 'clave-de-prueba';

export interface MintOptions {
  kid?: string;
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch; an hour from now unless told. */
  expiresAt?: number;
  /** Another private key: a token this project did not sign. */
  key?: CryptoKey;
}

export interface TestSigner {
  verifier: CallerVerifier;
  /** The public key set, as Supabase Auth publishes it at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** A token with a user's usual claims (role authenticated, aal2), changed by `claims`. */
  mint(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  /** A signed-in user's access token at the given level. */
  userToken(userId: string, aal: Aal): Promise<string>;
}

export async function testSigner(): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: TEST_KEY_ID, alg: 'ES256', use: 'sig' };
  const getKey = createLocalJWKSet({ keys: [jwk] });
  const mint = (claims: JWTPayload = {}, options: MintOptions = {}): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'authenticated', aal: 'aal2', session_id: 'sesion-1', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? TEST_KEY_ID, typ: 'JWT' })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? 'authenticated')
      .setIssuedAt(now)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? privateKey);
  };
  return {
    verifier: { getKey, issuer: TEST_ISSUER, publicKeys: [TEST_PUBLIC_KEY] },
    jwks: { keys: [jwk] },
    mint,
    userToken: (userId, aal) => mint({ sub: userId, aal }),
  };
}
