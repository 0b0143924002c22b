/**
 * A calculator's fields live in the page's query string, so a result can be bookmarked, reloaded
 * or sent to the firm as a link. Only fields that differ from their defaults are written, so the
 * plain page keeps its plain address.
 */
export type FieldValues<K extends string> = Record<K, string>;

/** The fields' values: the defaults, overridden by the query's parameters of the same names. */
export function readQuery<K extends string>(
  search: string,
  defaults: FieldValues<K>,
): FieldValues<K> {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/**
 * The query string for these values: the parameters of other features are kept, the fields equal
 * to their defaults are dropped. Returns '' or '?a=1&b=2'.
 */
export function writeQuery<K extends string>(
  search: string,
  values: FieldValues<K>,
  defaults: FieldValues<K>,
): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(defaults) as K[]) {
    if (values[key] === defaults[key]) params.delete(key);
    else params.set(key, values[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The starting values of a calculator that takes over a static form: what the visitor typed before
 * its code arrived wins over the query, which wins over the defaults.
 */
export function startingValues<K extends string>(
  search: string,
  defaults: FieldValues<K>,
  typed: Record<string, string> = {},
): FieldValues<K> {
  const values = readQuery(search, defaults);
  for (const key of Object.keys(defaults) as K[]) {
    const value = typed[key];
    if (value !== undefined && value !== defaults[key]) values[key] = value;
  }
  return values;
}
