/**
 * Which environment variables a function's source reads, in the forms the functions use:
 * `env('X')` and `Deno.env.get('X')`, a reader passed in (`read('X')`) or wrapped in a trimming
 * helper (`value('X')`, as the e-mail settings read it), and a property of an environment object
 * (`env.X`, as the Webpay configuration reads it).
 */
import fs from 'node:fs';
import path from 'node:path';

const CALL = /\b(?:env|read|value|Deno\.env\.get)\(\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\)/g;
const PROPERTY = /\benv\.([A-Z][A-Z0-9_]*)\b/g;

export function envNamesRead(source: string): string[] {
  const names = [...source.matchAll(CALL), ...source.matchAll(PROPERTY)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** Every variable read by the functions' own code (tests excluded), with the files reading it. */
export function functionEnvReads(functionsDir: string): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  const files = fs
    .readdirSync(functionsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    for (const name of envNamesRead(fs.readFileSync(path.join(functionsDir, file), 'utf8'))) {
      reads.set(name, [...(reads.get(name) ?? []), file]);
    }
  }
  return reads;
}
