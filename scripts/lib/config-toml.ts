/**
 * supabase/config.toml, read once for every script that needs it (`npm run deploy` prints the
 * dashboard settings from it, `npm run doctor` compares a live project with it). A reader for the
 * part of TOML that the file uses: `[tabla.sub]` headers and
 * `clave = valor` lines whose value is a string, a number, a boolean or a one-line array of
 * strings, with `#` comments. Anything else is an error naming the line, so a change to the file
 * that this reader would misread fails loudly instead of printing a wrong setting.
 */

export type TomlValue = string | number | boolean | string[];

/** Every key by its dotted path, e.g. `auth.email.otp_expiry`. */
export type TomlTable = ReadonlyMap<string, TomlValue>;

const HEADER = /^\[([A-Za-z0-9_.-]+)\]$/;
const KEY_VALUE = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/;
const STRING = /^"((?:[^"\\]|\\.)*)"/;

function readString(text: string): { value: string; rest: string } | undefined {
  const match = STRING.exec(text);
  if (!match) return undefined;
  const value = JSON.parse(`"${match[1] ?? ''}"`) as string;
  return { value, rest: text.slice(match[0].length) };
}

/** A value and what follows it on the line, which must be empty or a comment. */
function readValue(text: string): TomlValue | undefined {
  const end = (rest: string) => /^\s*(#.*)?$/.test(rest);
  const string = readString(text);
  if (string) return end(string.rest) ? string.value : undefined;
  const scalar = /^(true|false|-?\d+(?:\.\d+)?)(.*)$/.exec(text);
  if (scalar) {
    const [, raw = '', rest = ''] = scalar;
    if (!end(rest)) return undefined;
    return raw === 'true' ? true : raw === 'false' ? false : Number(raw);
  }
  if (!text.startsWith('[')) return undefined;
  const items: string[] = [];
  let rest = text.slice(1).trimStart();
  while (!rest.startsWith(']')) {
    const item = readString(rest);
    if (!item) return undefined;
    items.push(item.value);
    rest = item.rest.trimStart().replace(/^,\s*/, '');
  }
  return end(rest.slice(1)) ? items : undefined;
}

export function parseToml(text: string): TomlTable {
  const table = new Map<string, TomlValue>();
  let prefix = '';
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = HEADER.exec(line);
    if (header) {
      prefix = `${header[1] ?? ''}.`;
      return;
    }
    const pair = KEY_VALUE.exec(line);
    const value = pair ? readValue(pair[2] ?? '') : undefined;
    if (!pair || value === undefined)
      throw new Error(`config.toml, línea ${String(index + 1)}: no se pudo leer «${line}».`);
    table.set(`${prefix}${pair[1] ?? ''}`, value);
  });
  return table;
}

/** A key that must be there, with the expected type. */
export function tomlValue<T extends TomlValue>(
  table: TomlTable,
  key: string,
  is: (value: TomlValue) => value is T,
): T {
  const value = table.get(key);
  if (value === undefined || !is(value))
    throw new Error(`supabase/config.toml no tiene ${key} con el tipo esperado.`);
  return value;
}

export const isString = (value: TomlValue): value is string => typeof value === 'string';
export const isNumber = (value: TomlValue): value is number => typeof value === 'number';
export const isBoolean = (value: TomlValue): value is boolean => typeof value === 'boolean';
export const isStringArray = (value: TomlValue): value is string[] => Array.isArray(value);

/** A key the file may leave out (the CLI's default then applies): null when absent. */
export function optionalTomlValue<T extends TomlValue>(
  table: TomlTable,
  key: string,
  is: (value: TomlValue) => value is T,
): T | null {
  const value = table.get(key);
  if (value === undefined) return null;
  if (!is(value)) throw new Error(`supabase/config.toml tiene ${key} con otro tipo.`);
  return value;
}

/**
 * Whether the gateway checks a JWT before function `name` runs ([functions.<name>] verify_jwt):
 * the platform's default, yes, unless the file says otherwise.
 */
export const expectsJwtVerification = (config: TomlTable, name: string): boolean =>
  optionalTomlValue(config, `functions.${name}.verify_jwt`, isBoolean) ?? true;
