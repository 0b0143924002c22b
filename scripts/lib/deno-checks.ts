/**
 * What `npm run test:deno` (scripts/test-deno.ts) checks, as pure functions: which functions and
 * Deno tests there are, and which bare imports a function's module graph uses without its
 * deno.json mapping them.
 *
 * A deployed function resolves a bare import ('jose', '@supabase/supabase-js') only through its
 * own deno.json. Here, with the repository's node_modules beside it, Deno would also find the
 * package there, so `deno check` alone passes a function whose deno.json lacks a mapping: the
 * graph is read (`deno info --json`) and every bare import of the project's own modules must be
 * mapped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EdgeFunction {
  name: string;
  dir: string;
  entry: string;
  config: string;
  /** The function's Deno tests: *.deno.test.ts anywhere under its folder. */
  tests: string[];
}

export const DENO_TEST_SUFFIX = '.deno.test.ts';

function filesUnder(dir: string, suffix: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every function folder (a name not starting with '_') that has an index.ts and a deno.json. */
export function findEdgeFunctions(functionsDir: string): EdgeFunction[] {
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => path.join(functionsDir, entry.name))
    .filter((dir) => fs.existsSync(path.join(dir, 'index.ts')))
    .map((dir) => ({
      name: path.basename(dir),
      dir,
      entry: path.join(dir, 'index.ts'),
      config: path.join(dir, 'deno.json'),
      tests: filesUnder(dir, DENO_TEST_SUFFIX),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Deno tests outside any function folder: they would have no deno.json to run with. */
export function strayDenoTests(functionsDir: string): string[] {
  return filesUnder(functionsDir, DENO_TEST_SUFFIX).filter((file) => {
    const first = path.relative(functionsDir, file).split(path.sep)[0] ?? '';
    return first.startsWith('_') || !fs.existsSync(path.join(functionsDir, first, 'deno.json'));
  });
}

/** The keys of a deno.json's import map. */
export function importMapKeys(configText: string): string[] {
  const parsed = JSON.parse(configText) as { imports?: Record<string, unknown> };
  return Object.keys(parsed.imports ?? {});
}

/** A specifier resolved through an import map or node_modules, not a path or a URL. */
export const isBareSpecifier = (specifier: string): boolean =>
  !/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

const isMapped = (specifier: string, keys: readonly string[]): boolean =>
  keys.some((key) => key === specifier || (key.endsWith('/') && specifier.startsWith(key)));

interface DenoInfo {
  modules?: { specifier: string; dependencies?: { specifier: string }[] }[];
}

export interface UnmappedImport {
  specifier: string;
  /** The project file that imports it, relative to `root`. */
  importer: string;
}

/**
 * The bare imports of the project's own modules (every file outside node_modules) that the import
 * map does not map, from the JSON of `deno info --json`; `root` only shortens the names shown.
 */
export function unmappedImports(
  info: DenoInfo,
  keys: readonly string[],
  root: string,
): UnmappedImport[] {
  const found: UnmappedImport[] = [];
  for (const module of info.modules ?? []) {
    if (!module.specifier.startsWith('file:')) continue;
    const file = fileURLToPath(module.specifier);
    if (file.split(path.sep).includes('node_modules')) continue;
    const importer = path.relative(root, file);
    for (const { specifier } of module.dependencies ?? []) {
      if (isBareSpecifier(specifier) && !isMapped(specifier, keys)) {
        found.push({ specifier, importer });
      }
    }
  }
  return found;
}
