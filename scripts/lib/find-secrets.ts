import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets that must never be shipped to the browser: the automation webhook's URL (its path is
 * what lets anyone post to the firm's automation) and the service-role key. The build is checked
 * for each value given, whole, so a configuration mistake cannot ship one unnoticed.
 */
export interface SecretFinding {
  file: string;
  secret: string;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Every file under `dir` that contains one of `secrets` (values shorter than 12 are ignored). */
export function findSecrets(dir: string, secrets: readonly string[]): SecretFinding[] {
  const wanted = secrets.map((s) => s.trim()).filter((s) => s.length >= 12);
  const findings: SecretFinding[] = [];
  for (const file of filesUnder(dir)) {
    const text = fs.readFileSync(file).toString('latin1');
    for (const secret of wanted) {
      if (text.includes(secret)) findings.push({ file: path.relative(dir, file), secret });
    }
  }
  return findings;
}

/** A Supabase secret API key, or a JWT (three base64url parts, the first two JSON objects). */
const SECRET_KEY = /sb_secret_[A-Za-z0-9_-]{8,}/g;
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{8,}/g;

function jwtRole(payload: string): unknown {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>).role
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every file under `dir` holding something shaped like a server key, whatever its value: a
 * Supabase secret key (sb_secret_…) or a JWT of the service_role. It catches a key this check was
 * not given, such as another project's, pasted where the public key goes.
 */
export function findSecretShapes(dir: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const file of filesUnder(dir)) {
    const text = fs.readFileSync(file).toString('latin1');
    const found = [
      ...(text.match(SECRET_KEY) ?? []),
      ...[...text.matchAll(JWT)]
        .filter((match) => jwtRole(match[1] ?? '') === 'service_role')
        .map((match) => match[0]),
    ];
    for (const secret of found) findings.push({ file: path.relative(dir, file), secret });
  }
  return findings;
}
