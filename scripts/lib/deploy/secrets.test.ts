import fs from 'node:fs';
import path from 'node:path';
import { findEdgeFunctions } from '../deno-checks';
import { envNamesRead, functionEnvReads } from './env-reads';
import { exampleFile } from './example-file';
import { DEPLOY_VARIABLES, TEST_STAND_INS, isPlatformName } from './secrets';

const FUNCTIONS_DIR = path.resolve('supabase/functions');
const EXAMPLE = path.resolve('supabase/deploy.env.example');

describe('the deploy variables', () => {
  it('supabase/deploy.env.example lists exactly them, in order, each with its description', () => {
    const text = fs.readFileSync(EXAMPLE, 'utf8');
    const names = [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(names).toEqual(DEPLOY_VARIABLES.map((variable) => variable.name));
    // Regenerate with: npx tsx scripts/deploy.ts --print-example > supabase/deploy.env.example
    expect(text).toBe(exampleFile());
  });

  it('cover every variable a function reads, except the platform’s and the test stand-ins', () => {
    const known = new Set([
      ...DEPLOY_VARIABLES.filter((variable) => variable.kind === 'function').map((v) => v.name),
      ...TEST_STAND_INS.map((standIn) => standIn.name),
    ]);
    const reads = functionEnvReads(FUNCTIONS_DIR);
    const forgotten = [...reads.keys()].filter((name) => !known.has(name) && !isPlatformName(name));
    expect(forgotten.map((name) => `${name} (${(reads.get(name) ?? []).join(', ')})`)).toEqual([]);
    // The scan itself still finds what the functions are known to read.
    expect([...reads.keys()]).toEqual(
      expect.arrayContaining(['SITE_URL', 'TBK_API_KEY_SECRET', 'TURNSTILE_SECRET_KEY']),
    );
  });

  it('name only functions that exist, and no function secret the platform sets', () => {
    const functions = new Set(findEdgeFunctions(FUNCTIONS_DIR).map((fn) => fn.name));
    for (const variable of DEPLOY_VARIABLES) {
      for (const name of variable.usedBy) expect(functions, variable.name).toContain(name);
      if (variable.kind === 'function') expect(isPlatformName(variable.name)).toBe(false);
    }
  });
});

describe('envNamesRead', () => {
  it.each([
    ["const a = env('SITE_URL') ?? ''", ['SITE_URL']],
    ["Deno.env.get('MAKE_WEBHOOK_URL')", ['MAKE_WEBHOOK_URL']],
    ['read("SUPABASE_ANON_KEY")', ['SUPABASE_ANON_KEY']],
    ['env.TBK_API_URL?.trim() || env.TBK_ENVIRONMENT', ['TBK_API_URL', 'TBK_ENVIRONMENT']],
    ['process.env.CHROME_PATH', ['CHROME_PATH']],
    ["environment('X'); env(name); env('lowercase')", []],
  ])('%s', (source, names) => {
    expect(envNamesRead(source)).toEqual(names);
  });
});
