import { publicApiKeys } from './public-keys.ts';

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
