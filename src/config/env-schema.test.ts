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
      }),
    ).not.toThrow();
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
