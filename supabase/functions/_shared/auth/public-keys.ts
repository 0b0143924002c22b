/**
 * The project's public API keys, as the Edge runtime provides them: the legacy anon key
 * (SUPABASE_ANON_KEY) and the publishable keys (SUPABASE_PUBLISHABLE_KEYS, a JSON object of
 * name → key). A request bearing one of them comes from the site with nobody signed in.
 */
export function publicApiKeys(read: (name: string) => string | undefined): string[] {
  const keys = [read('SUPABASE_ANON_KEY') ?? ''];
  try {
    const publishable: unknown = JSON.parse(read('SUPABASE_PUBLISHABLE_KEYS') ?? '{}');
    if (typeof publishable === 'object' && publishable !== null) {
      const values: unknown[] = Object.values(publishable);
      keys.push(...values.filter((key): key is string => typeof key === 'string'));
    }
  } catch {
    // Not JSON: no publishable keys to recognise; the anon key still counts.
  }
  return keys.map((key) => key.trim()).filter((key) => key !== '');
}
