/**
 * The project's API keys, as the Edge runtime provides them. Public: the legacy anon key
 * (SUPABASE_ANON_KEY) and the publishable keys (SUPABASE_PUBLISHABLE_KEYS, a JSON object of
 * name → key); a request bearing one of them comes from the site with nobody signed in. Secret:
 * the secret keys (SUPABASE_SECRET_KEYS, the same shape) or the legacy service_role key.
 */
type Read = (name: string) => string | undefined;

/** A JSON object of name → key, without the entries that are not strings; empty when absent. */
function namedKeys(json: string | undefined): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    const entries: [string, unknown][] = Object.entries(parsed);
    return new Map(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return new Map();
  }
}

const present = (keys: (string | undefined)[]): string[] =>
  keys.map((key) => key?.trim() ?? '').filter((key) => key !== '');

export function publicApiKeys(read: Read): string[] {
  const publishable = namedKeys(read('SUPABASE_PUBLISHABLE_KEYS'));
  return present([read('SUPABASE_ANON_KEY'), ...publishable.values()]);
}

/**
 * The key the functions call the database and Storage with: the secret key named 'default' (or
 * the first one) when the project has secret keys, else the legacy service_role key. A project
 * may turn its legacy keys off once it has the new ones; the new key then keeps working.
 */
export function serviceApiKey(read: Read): string {
  const secret = namedKeys(read('SUPABASE_SECRET_KEYS'));
  const [first] = present([
    secret.get('default'),
    ...secret.values(),
    read('SUPABASE_SERVICE_ROLE_KEY'),
  ]);
  return first ?? '';
}
