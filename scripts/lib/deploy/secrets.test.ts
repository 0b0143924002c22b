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
      expect.arrayContaining([
        'SITE_URL',
        'TBK_API_KEY_SECRET',
        'TURNSTILE_SECRET_KEY',
        'AVISOS_PROGRAMADOS_SECRET',
        'RESEND_API_KEY',
        'RESEND_API_URL',
        'MAIL_FROM',
        'FIRM_EMAIL',
      ]),
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

describe('the scheduled jobs’ secrets', () => {
  it('each has its own Vault name, read by the function it opens and no other', () => {
    const vaulted = DEPLOY_VARIABLES.filter((variable) => variable.vaultName !== undefined);
    expect(vaulted.map((variable) => [variable.name, variable.vaultName, variable.usedBy])).toEqual(
      [
        ['WEBPAY_SWEEP_SECRET', 'webpay_sweep_secret', ['webpay-sweep']],
        ['BORRAR_ARCHIVOS_SECRET', 'borrar_archivos_secret', ['borrar-archivos']],
        ['VALORES_REFERENCIA_SECRET', 'valores_referencia_secret', ['valores-referencia']],
        ['AVISOS_PROGRAMADOS_SECRET', 'avisos_programados_secret', ['avisos-programados']],
      ],
    );
    for (const variable of vaulted)
      expect(variable).toMatchObject({ required: true, secret: true });
  });
});

describe('the e-mail service’s variables', () => {
  it('need the key, and leave the sender and the firm’s address to their defaults', () => {
    const mail = ['RESEND_API_KEY', 'MAIL_FROM', 'FIRM_EMAIL'].map((name) =>
      DEPLOY_VARIABLES.find((variable) => variable.name === name),
    );
    expect(mail.map((variable) => [variable?.required, variable?.secret])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(mail[1]?.where).toBe('Vacío: Punto Legal <contacto@puntolegal.cl>.');
  });
});

describe('envNamesRead', () => {
  it.each([
    ["const a = env('SITE_URL') ?? ''", ['SITE_URL']],
    ["Deno.env.get('MAKE_WEBHOOK_URL')", ['MAKE_WEBHOOK_URL']],
    ['read("SUPABASE_ANON_KEY")', ['SUPABASE_ANON_KEY']],
    ['env.TBK_API_URL?.trim() || env.TBK_ENVIRONMENT', ['TBK_API_URL', 'TBK_ENVIRONMENT']],
    ['process.env.CHROME_PATH', ['CHROME_PATH']],
    ["value('RESEND_API_KEY') || value('MAIL_FROM')", ['MAIL_FROM', 'RESEND_API_KEY']],
    ["environment('X'); env(name); env('lowercase')", []],
  ])('%s', (source, names) => {
    expect(envNamesRead(source)).toEqual(names);
  });
});
