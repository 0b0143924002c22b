import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** What the browser imports: the URLs of the database's downloads (src/vite-env.d.ts). */
const PUBLIC_ID = 'virtual:database-snapshot';
const RESOLVED_ID = `\0${PUBLIC_ID}`;

/** PGlite's engine: the file its own code would download, named the same way in the build. */
const engineFile = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');

/**
 * Gives the embedded database's worker the URLs of PGlite's engine, of the snapshot (scripts/lib/database-snapshot.ts)
 * of PGlite's trimmed file bundle (pglite-fs-bundle.ts) and of pgcrypto's library: hashed assets
 * in a build, files of the cache under `npm run dev`. The snapshot is built when
 * the cache has none for the current migrations and seed, so `npm run build` and `npm run dev`
 * need no step of their own; a change under supabase/ while the dev server runs builds a new
 * one for the next fresh browser (a browser that holds a database gets the migrations instead).
 */
export function databaseSnapshot(root: string): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'database-snapshot',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { ensureFsBundle, ensurePgcryptoLibrary, ensureSnapshot } =
        await import('./database-snapshot');
      const urls = {
        engineUrl: engineFile,
        snapshotUrl: await ensureSnapshot({ seed: true }),
        fsBundleUrl: await ensureFsBundle(),
        pgcryptoUrl: await ensurePgcryptoLibrary(),
      };
      return Object.entries(urls)
        .map(
          ([name, file]) => `export { default as ${name} } from ${JSON.stringify(`${file}?url`)};`,
        )
        .join('\n');
    },
    configureServer(dev) {
      server = dev;
      const supabase = path.join(root, 'supabase');
      dev.watcher.on('change', (file) => {
        if (!file.startsWith(supabase) || !server) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
