/**
 * How the project signs its sessions, from Auth's public key set (GET /auth/v1/.well-known/jwks.json).
 * Auth publishes only asymmetric public keys there and never the legacy HS256 secret
 * (supabase/auth, internal/api/jwks.go skips symmetric keys), so an empty set means the project
 * still signs with the shared secret. The set also lists keys on standby or recently rotated out,
 * so a published key shows the project has asymmetric keys, not that it already signs with one.
 */
import { describeStatus, type HttpAnswer } from './http-answer.ts';
import { fail, pass, warn, type CheckLine } from './report.ts';

/** What the functions verify sessions with (_shared/auth/verify-caller.ts). */
const VERIFIED_ALGORITHMS = ['ES256', 'RS256'];

const LABEL = 'Claves de firma';

function algorithm(key: unknown): string {
  if (typeof key !== 'object' || key === null) return '?';
  const { alg, kty, crv } = key as Record<string, unknown>;
  if (typeof alg === 'string') return alg;
  if (kty === 'EC') return crv === 'P-256' ? 'ES256' : `EC ${String(crv)}`;
  if (kty === 'RSA') return 'RS256';
  return typeof kty === 'string' ? kty : '?';
}

export function checkSigningKeys(answer: HttpAnswer): CheckLine {
  if (answer.kind === 'error') return fail(LABEL, `no se pudo leer jwks.json (${answer.message})`);
  if (answer.status < 200 || answer.status >= 300) {
    return fail(LABEL, `jwks.json respondió ${describeStatus(answer.status, answer.body)}`);
  }
  const body = answer.body as { keys?: unknown } | null;
  const keys = Array.isArray(body?.keys) ? (body.keys as unknown[]) : null;
  if (keys === null) return fail(LABEL, 'jwks.json respondió sin lista de claves');
  if (keys.length === 0) {
    return warn(
      LABEL,
      'el proyecto firma las sesiones con el secreto HS256 heredado: las funciones necesitan LEGACY_JWT_SECRET en sus secretos, o verifican cada sesión preguntándole a Auth (más lento)',
      'migra a claves asimétricas: Dashboard → Project Settings → JWT Keys',
    );
  }
  const algorithms = [...new Set(keys.map(algorithm))];
  return algorithms.some((alg) => VERIFIED_ALGORITHMS.includes(alg))
    ? pass(LABEL, `asimétricas (${algorithms.join(', ')})`)
    : warn(
        LABEL,
        `las claves publicadas son ${algorithms.join(', ')}, y las funciones verifican solo ${VERIFIED_ALGORITHMS.join(' y ')}`,
        'usa una clave ECC (P-256) o RSA: Dashboard → Project Settings → JWT Keys',
      );
}
