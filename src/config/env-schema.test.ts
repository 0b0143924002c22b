import { validateEnv } from './env-schema';

describe('validateEnv', () => {
  it('accepts an empty environment: the embedded backend needs nothing', () => {
    expect(() => validateEnv({})).not.toThrow();
  });

  it('accepts a full hosted configuration', () => {
    expect(() =>
      validateEnv({
        VITE_SITE_URL: 'https://puntolegal.cl',
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'public-anon-key',
        VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAABkMYinukE8nzYS',
      }),
    ).not.toThrow();
  });

  it('asks a hosted site for Turnstile’s site key, and keeps its secret key off the browser', () => {
    expect(() =>
      validateEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'public-anon-key',
      }),
    ).toThrow(/VITE_TURNSTILE_SITE_KEY[\s\S]*TURNSTILE_SECRET_KEY/);
    expect(() => validateEnv({ VITE_TURNSTILE_SECRET_KEY: '0x4AAA-secreta' })).toThrow(
      /VITE_TURNSTILE_SECRET_KEY[\s\S]*usa TURNSTILE_SECRET_KEY/,
    );
    expect(() => validateEnv({ VITE_TURNSTILE_SITE_KEY: 'no es <una> clave' })).toThrow(
      /VITE_TURNSTILE_SITE_KEY/,
    );
  });

  it('lists every bad variable in one message', () => {
    expect(() =>
      validateEnv({ VITE_SITE_URL: 'puntolegal', VITE_SUPABASE_URL: 'https://abc.supabase.co' }),
    ).toThrow(/VITE_SITE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/);
  });

  it('refuses a webhook URL meant for the browser: it is a secret of the server', () => {
    expect(() => validateEnv({ VITE_TBK_API_KEY_SECRET: 'abc' })).toThrow(/TBK_API_KEY_SECRET/);
    expect(() => validateEnv({ VITE_MAKE_WEBHOOK_URL: 'https://hook.make.com/xyz' })).toThrow(
      /VITE_MAKE_WEBHOOK_URL[\s\S]*MAKE_WEBHOOK_URL/,
    );
  });
});
