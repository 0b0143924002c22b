import { embeddedInHostedBuild } from './hosted-build';

const HOSTED_CHUNKS = {
  'assets/index-a.js': ['src/main.tsx', 'src/backend/get-backend.ts'],
  'assets/open-b.js': ['src/backend/supabase/open.ts', 'node_modules/@supabase/auth-js/x.js'],
};

describe('embeddedInHostedBuild', () => {
  it('passes a build with the Supabase adapter and nothing of the embedded database', () => {
    expect(embeddedInHostedBuild(['index.html', 'assets/open-b.js'], HOSTED_CHUNKS)).toEqual([]);
  });

  it('names every PGlite file, demo snapshot and embedded module', () => {
    expect(
      embeddedInHostedBuild(['assets/pglite-x1.wasm', 'assets/database.tar-y2.gz'], {
        ...HOSTED_CHUNKS,
        'assets/browser-c.js': [
          'src/backend/embedded/browser.ts',
          'node_modules/@electric-sql/pglite/dist/index.js',
        ],
      }),
    ).toEqual([
      'assets/pglite-x1.wasm: archivo de la base de datos embebida',
      'assets/database.tar-y2.gz: archivo de la base de datos embebida',
      'assets/browser-c.js: contiene src/backend/embedded/browser.ts, de la base de datos embebida',
      'assets/browser-c.js: contiene node_modules/@electric-sql/pglite/dist/index.js, de la base de datos embebida',
    ]);
  });

  it('refuses a build that is not hosted at all', () => {
    expect(embeddedInHostedBuild([], { 'assets/index-a.js': ['src/main.tsx'] })).toEqual([
      'no contiene el adaptador de Supabase: no es una construcción alojada',
    ]);
  });
});
