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
