import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findEdgeFunctions, isBareSpecifier, strayDenoTests, unmappedImports } from './deno-checks';

const root = path.resolve(import.meta.dirname, '../..');

describe('deno-checks', () => {
  it('tells bare specifiers from paths and URLs', () => {
    expect(['jose', '@supabase/supabase-js', 'jose/jwt/verify'].map(isBareSpecifier)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['./a.ts', '../b.ts', '/c.ts', 'npm:jose@6', 'node:fs', 'https://x/y.ts', 'jsr:@std/x'].map(
        isBareSpecifier,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('names the project’s bare imports the import map lacks, not those of node_modules', () => {
    const info = {
      modules: [
        {
          specifier: `file://${root}/supabase/functions/_shared/auth/verify-caller.ts`,
          dependencies: [{ specifier: 'jose' }, { specifier: '../http.ts' }],
        },
        {
          specifier: `file://${root}/supabase/functions/x/index.ts`,
          dependencies: [{ specifier: '@supabase/supabase-js' }, { specifier: 'npm:zod@4' }],
        },
        {
          specifier: `file://${root}/node_modules/@supabase/supabase-js/dist/index.mjs`,
          dependencies: [{ specifier: '@supabase/auth-js' }],
        },
      ],
    };
    expect(unmappedImports(info, ['@supabase/supabase-js'], root)).toEqual([
      { specifier: 'jose', importer: 'supabase/functions/_shared/auth/verify-caller.ts' },
    ]);
    expect(unmappedImports(info, ['@supabase/supabase-js', 'jose'], root)).toEqual([]);
  });

  it('finds every function of the repository with its deno.json', () => {
    const functions = findEdgeFunctions(path.join(root, 'supabase/functions'));
    expect(functions.map((fn) => fn.name)).toContain('notificar');
    for (const fn of functions) expect(fs.existsSync(fn.config)).toBe(true);
    expect(strayDenoTests(path.join(root, 'supabase/functions'))).toEqual([]);
  });
});

describe('npm run test:deno', () => {
  /** A functions folder with one function importing jose, its deno.json mapping `imports`. */
  function fixture(imports: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deno-checks-'));
    // A project of its own: a package.json naming jose, and the repository's installed packages.
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ private: true, dependencies: { jose: '^6.0.0' } }),
    );
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const fn = path.join(dir, 'functions', 'firma');
    fs.mkdirSync(fn, { recursive: true });
    fs.writeFileSync(
      path.join(fn, 'index.ts'),
      "import { decodeJwt } from 'jose';\nexport const claims = (token: string) => decodeJwt(token);\n",
    );
    fs.writeFileSync(path.join(fn, 'deno.json'), JSON.stringify({ imports }));
    return dir;
  }

  const testDeno = (dir: string) =>
    spawnSync(
      'npx',
      ['tsx', 'scripts/test-deno.ts', '--functions', path.join(dir, 'functions'), '--no-start'],
      { cwd: root, encoding: 'utf8' },
    );

  it('fails when a function imports a package its deno.json does not map', () => {
    const dir = fixture({});
    try {
      const result = testDeno(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("firma: 'jose' (importado por");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('passes once the deno.json maps it, to the installed version', () => {
    const dir = fixture({ jose: 'npm:jose@6' });
    try {
      const result = testDeno(dir);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails when a function has no calls to be started with', () => {
    const dir = fixture({ jose: 'npm:jose@6' });
    try {
      const result = spawnSync(
        'npx',
        ['tsx', 'scripts/test-deno.ts', '--functions', path.join(dir, 'functions')],
        { cwd: root, encoding: 'utf8' },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('firma: no tiene llamadas de arranque');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails when the mapping names a version node_modules does not hold', () => {
    const dir = fixture({ jose: 'npm:jose@4' });
    try {
      const result = testDeno(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/npm:jose@4/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
