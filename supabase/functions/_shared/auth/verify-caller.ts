/**
 * Who calls a function, from the request's bearer token: a Supabase access token is checked
 * against the project's public signing keys (JWKS, ES256 or RS256), so no call to Supabase Auth
 * is needed. A project that still signs sessions with its legacy shared secret (HS256) has no
 * public keys: such a token is checked with that secret when the function has it, or else by
 * Supabase Auth itself (LegacySessionCheck); without either it is refused. Web-standard only, so
 * it runs in the Edge runtime and in tests under Node alike.
 */
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { bearerToken, json } from '../http.ts';

/** How the session was signed in: aal2 when the second step (an authenticator code) was done. */
export type Aal = 'aal1' | 'aal2';

export interface VerifiedCaller {
  userId: string;
  aal: Aal;
  /** The Supabase Auth session (`session_id`), when the token names one. */
  sessionId: string | null;
}

/** What the functions need to know about a verified caller. */
export type Caller = Pick<VerifiedCaller, 'userId' | 'aal'>;

export type InvalidTokenMessage = 'Invalid JWT signature' | 'JWT expired' | 'Invalid JWT';

/** A bearer token that is not a valid access token of this project: the answer is a 401. */
export class InvalidToken extends Error {
  constructor(override readonly message: InvalidTokenMessage) {
    super(message);
  }
}

const SPANISH: Record<InvalidTokenMessage, string> = {
  'Invalid JWT signature': 'Tu sesión no es válida: vuelve a iniciar sesión.',
  'JWT expired': 'Tu sesión venció: vuelve a iniciar sesión.',
  'Invalid JWT': 'Tu sesión no es válida: vuelve a iniciar sesión.',
};

/**
 * The 401 answer to an invalid token: `message` as Supabase's own gateway words it, and the
 * Spanish `error` and `codigo` the site shows, as every other refusal.
 */
export const invalidTokenAnswer = (error: InvalidToken): Response =>
  json(401, { codigo: 'sesion_invalida', error: SPANISH[error.message], message: error.message });

const SIGNATURE_FAILURES = new Set([
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JWSSignatureVerificationFailed.code,
]);
const MALFORMED = new Set([
  errors.JWTClaimValidationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
]);

/**
 * A token's fault as InvalidToken. Anything else (the key set could not be fetched, a network
 * error) is the server's problem, not the caller's, and is rethrown as it is.
 */
function asInvalidToken(error: unknown): unknown {
  if (!(error instanceof errors.JOSEError)) return error;
  if (error.code === errors.JWTExpired.code) return new InvalidToken('JWT expired');
  if (SIGNATURE_FAILURES.has(error.code)) return new InvalidToken('Invalid JWT signature');
  if (MALFORMED.has(error.code)) return new InvalidToken('Invalid JWT');
  return error;
}

/**
 * How a session signed with the project's legacy shared secret (HS256) is checked: with the
 * secret itself (LEGACY_JWT_SECRET), or by asking Supabase Auth, which answers the user's id for
 * a valid session and null for one it does not accept.
 */
export type LegacySessionCheck =
  { secret: Uint8Array } | { askAuth: (token: string) => Promise<string | null> };

export interface TokenOptions {
  issuer: string;
  /** Absent: HS256 tokens are refused like any other algorithm but ES256 and RS256. */
  legacy?: LegacySessionCheck;
}

const AUDIENCE = 'authenticated';

/** The algorithm a token names, or null when its header cannot be read. */
function algorithmOf(token: string): string | null {
  try {
    return decodeProtectedHeader(token).alg ?? null;
  } catch {
    return null;
  }
}

/**
 * The claims of an HS256 token that Supabase Auth vouches for: issuer, audience and expiry are
 * checked here first (Auth checks the signature and the session, not whom the token was for),
 * and Auth must name the same user as the token.
 */
async function claimsVouchedByAuth(
  token: string,
  options: TokenOptions,
  askAuth: (token: string) => Promise<string | null>,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    payload = decodeJwt(token);
  } catch {
    throw new InvalidToken('Invalid JWT');
  }
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (payload.iss !== options.issuer || !audiences.includes(AUDIENCE)) {
    throw new InvalidToken('Invalid JWT');
  }
  if (typeof payload.exp !== 'number' || payload.exp <= Date.now() / 1000) {
    throw new InvalidToken('JWT expired');
  }
  const userId = await askAuth(token);
  if (userId === null) throw new InvalidToken('Invalid JWT signature');
  if (userId !== payload.sub) throw new InvalidToken('Invalid JWT');
  return payload;
}

async function verifiedClaims(
  token: string,
  getKey: JWTVerifyGetKey,
  options: TokenOptions,
): Promise<JWTPayload> {
  const { legacy } = options;
  try {
    if (legacy && algorithmOf(token) === 'HS256') {
      if ('askAuth' in legacy) return await claimsVouchedByAuth(token, options, legacy.askAuth);
      const verified = await jwtVerify(token, legacy.secret, {
        issuer: options.issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      return verified.payload;
    }
    const verified = await jwtVerify(token, getKey, {
      issuer: options.issuer,
      audience: AUDIENCE,
      algorithms: ['ES256', 'RS256'],
    });
    return verified.payload;
  } catch (error) {
    if (error instanceof InvalidToken) throw error;
    throw asInvalidToken(error);
  }
}

/**
 * The user behind an access token of this project, or null for the anon role (a public key: an
 * anonymous caller). A token without `aal` counts as aal1, and so does any value but aal2.
 * Throws InvalidToken for a bad signature, an unknown key, an expired token, another issuer or
 * audience, an algorithm other than ES256/RS256 (or HS256 with `legacy`), or a user token
 * without a subject.
 */
export async function verifyAccessToken(
  token: string,
  getKey: JWTVerifyGetKey,
  options: TokenOptions,
): Promise<VerifiedCaller | null> {
  const payload = await verifiedClaims(token, getKey, options);
  if (payload.role === 'anon') return null;
  if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || payload.sub === '') {
    throw new InvalidToken('Invalid JWT');
  }
  return {
    userId: payload.sub,
    aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
  };
}

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The project's public signing keys, fetched from Supabase Auth's JWKS address. One key set per
 * project, kept for the life of the isolate: jose caches the keys (10 minutes) and fetches again,
 * at most every 30 seconds, when a token names a key it does not know (a rotation).
 */
export function remoteJwks(supabaseUrl: string): JWTVerifyGetKey {
  const base = supabaseUrl.replace(/\/+$/, '');
  let keySet = keySets.get(base);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`));
    keySets.set(base, keySet);
  }
  return keySet;
}

/** What checks a request's token: the keys, the expected issuer, and the project's public keys. */
export interface CallerVerifier {
  getKey: JWTVerifyGetKey;
  /** Supabase Auth's address, `${SUPABASE_URL}/auth/v1`: the `iss` of the project's tokens. */
  issuer: string;
  /**
   * The project's public API keys (the legacy anon key, publishable keys). The site sends one as
   * its bearer token when nobody is signed in; it names no user, so the caller is anonymous.
   */
  publicKeys: readonly string[];
  /** How sessions signed with the legacy shared secret are checked; absent, they are refused. */
  legacy?: LegacySessionCheck;
}

/** The verifier of a project's tokens, from its URL (SUPABASE_URL) and public keys. */
export function projectVerifier(
  supabaseUrl: string,
  publicKeys: readonly string[],
): CallerVerifier {
  const base = supabaseUrl.replace(/\/+$/, '');
  return { getKey: remoteJwks(base), issuer: `${base}/auth/v1`, publicKeys };
}

/**
 * The verified user behind a request's bearer token; null when there is none or it is a public
 * key (an anonymous caller). Throws InvalidToken for any other token that does not verify.
 */
export async function callerFromRequest(
  request: Request,
  verifier: CallerVerifier,
): Promise<VerifiedCaller | null> {
  const token = bearerToken(request);
  if (!token || verifier.publicKeys.includes(token)) return null;
  return verifyAccessToken(token, verifier.getKey, {
    issuer: verifier.issuer,
    ...(verifier.legacy ? { legacy: verifier.legacy } : {}),
  });
}
