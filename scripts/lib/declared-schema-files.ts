/**
 * supabase/schemas/ on disk: reading the committed files, writing new ones, and saying where the
 * committed text and a fresh dump first part ways.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMAS_DIR = path.resolve('supabase/schemas');

/** The committed .sql files, by name (the README is not generated). */
export function readDeclaredSchema(dir = SCHEMAS_DIR): Map<string, string> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')) : [];
  return new Map(files.sort().map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
}

/** Writes the files and deletes the .sql files no domain produces any more. */
export function writeDeclaredSchema(files: Map<string, string>, dir = SCHEMAS_DIR): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const stale of readDeclaredSchema(dir).keys())
    if (!files.has(stale)) fs.rmSync(path.join(dir, stale));
  for (const [file, text] of files) fs.writeFileSync(path.join(dir, file), text);
}

const CONTEXT_LINES = 3;

function excerpt(lines: string[], at: number, mark: string): string[] {
  return lines.slice(at, at + CONTEXT_LINES).map((line) => `${mark} ${line}`);
}

/**
 * A short report of the first file that differs, with its first differing lines, or undefined
 * when every file matches.
 */
export function firstDifference(
  committed: Map<string, string>,
  generated: Map<string, string>,
): string | undefined {
  const names = [...new Set([...committed.keys(), ...generated.keys()])].sort();
  for (const name of names) {
    const before = committed.get(name);
    const after = generated.get(name);
    if (before === after) continue;
    if (before === undefined) return `${name}: the migrations produce it, but it is not committed`;
    if (after === undefined) return `${name}: committed, but the migrations no longer produce it`;
    const old = before.split('\n');
    const now = after.split('\n');
    let line = 0;
    while (old[line] === now[line]) line += 1;
    const context = line > 0 ? [`  ${old[line - 1] ?? ''}`] : [];
    return [
      `${name}, line ${String(line + 1)}:`,
      ...context,
      ...excerpt(old, line, '-'),
      ...excerpt(now, line, '+'),
    ].join('\n');
  }
  return undefined;
}
