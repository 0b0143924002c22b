import { publicApiKeys, serviceApiKey } from './public-keys.ts';

const reader = (env: Record<string, string>) => (name: string) => env[name];

describe('publicApiKeys', () => {
  it('reads the legacy anon key and every publishable key', () => {
    expect(
      publicApiKeys(
        reader({
          SUPABASE_ANON_KEY: 'eyJ.anon.key',
          SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
        }),
      ),
    ).toEqual(['eyJ.anon.key', 'sb_publishable_a', 'sb_publishable_b']);
  });

  it('ignores what is missing, empty or not a key', () => {
    expect(publicApiKeys(reader({}))).toEqual([]);
    expect(
      publicApiKeys(reader({ SUPABASE_ANON_KEY: ' ', SUPABASE_PUBLISHABLE_KEYS: 'no es json' })),
    ).toEqual([]);
    expect(publicApiKeys(reader({ SUPABASE_PUBLISHABLE_KEYS: '{"a":1,"b":""}' }))).toEqual([]);
  });
});

describe('serviceApiKey', () => {
  it('prefers the secret key named default, then any secret key, then the legacy key', () => {
    expect(
      serviceApiKey(
        reader({
          SUPABASE_SECRET_KEYS: '{"otra":"sb_secret_b","default":"sb_secret_a"}',
          SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service.role',
        }),
      ),
    ).toBe('sb_secret_a');
    expect(
      serviceApiKey(
        reader({
          SUPABASE_SECRET_KEYS: '{"otra":"sb_secret_b"}',
          SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service.role',
        }),
      ),
    ).toBe('sb_secret_b');
    expect(
      serviceApiKey(
        reader({ SUPABASE_SECRET_KEYS: '{}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service.role' }),
      ),
    ).toBe('eyJ.service.role');
    expect(serviceApiKey(reader({ SUPABASE_SECRET_KEYS: 'no es json' }))).toBe('');
  });
});
