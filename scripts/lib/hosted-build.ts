/**
 * The hosted build (VITE_SUPABASE_URL set: the site talks to a Supabase project) must carry no
 * part of the embedded database: no PGlite engine, file bundle or demo snapshot, and no module of
 * the embedded adapter in any chunk. And it must be a hosted build at all: the Supabase adapter is
 * in it, or the check proves nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A stand-in project for the build: nothing is called, the values only select the adapter. */
export const HOSTED_BUILD_ENV = {
  VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_construccion-alojada-de-prueba',
  VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
} as const;

export const HOSTED_DIST = 'dist-hosted';
export const HOSTED_SERVER_DIST = 'dist-hosted-server';

const EMBEDDED_FILE = /(pglite|initdb|postgres)[\w.-]*\.(wasm|data|js)$|database\.tar/i;
const EMBEDDED_MODULE = /node_modules\/@electric-sql\/|^src\/backend\/embedded\//;
const HOSTED_ADAPTER = /^src\/backend\/supabase\/open\.ts$/;

/** What is wrong with a hosted build; empty when it is right. */
export function embeddedInHostedBuild(
  files: readonly string[],
  chunkModules: Record<string, string[]>,
): string[] {
  const problems = files
    .filter((file) => EMBEDDED_FILE.test(path.basename(file)))
    .map((file) => `${file}: archivo de la base de datos embebida`);
  for (const [chunk, modules] of Object.entries(chunkModules)) {
    for (const id of modules.filter((module) => EMBEDDED_MODULE.test(module))) {
      problems.push(`${chunk}: contiene ${id}, de la base de datos embebida`);
    }
  }
  const hosted = Object.values(chunkModules).some((modules) =>
    modules.some((module) => HOSTED_ADAPTER.test(module)),
  );
  if (!hosted)
    problems.push('no contiene el adaptador de Supabase: no es una construcción alojada');
  return problems;
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
