/**
 * The few values of supabase/config.toml the doctor compares a hosted project with. The file
 * configures the CLI's local stack and does not reach a hosted project, so what it says is what
 * the dashboard must say too. This reads only what the file uses: `[section]` headers and
 * one-line `key = value` pairs (strings, booleans, numbers, arrays of strings); anything else is
 * skipped, never guessed.
 */

export type TomlValue = string | number | boolean | string[];
export type TomlSections = Map<string, Map<string, TomlValue>>;

/** The line without its comment: a '#' outside a string starts one. */
function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quote) {
      if (char === '\\' && quote === '"') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') return line.slice(0, i);
  }
  return line;
}

function parseString(text: string): string | undefined {
  if (/^"(?:[^"\\]|\\.)*"$/.test(text)) return JSON.parse(text) as string;
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1);
  return undefined;
}

function parseValue(text: string): TomlValue | undefined {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text.startsWith('[') && text.endsWith(']')) {
    const items = text
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(parseString);
    const strings = items.filter((item) => item !== undefined);
    return strings.length === items.length ? strings : undefined;
  }
  return parseString(text);
}

export function parseConfigToml(text: string): TomlSections {
  const sections: TomlSections = new Map([['', new Map<string, TomlValue>()]]);
  let current = '';
  for (const raw of text.split('\n')) {
    const line = withoutComment(raw).trim();
    const header = /^\[([\w.-]+)\]$/.exec(line)?.[1];
    if (header) {
      current = header;
      if (!sections.has(current)) sections.set(current, new Map());
      continue;
    }
    const pair = /^([\w-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair?.[1] || !pair[2]) continue;
    const value = parseValue(pair[2].trim());
    if (value !== undefined) sections.get(current)?.set(pair[1], value);
  }
  return sections;
}

export function tomlBoolean(sections: TomlSections, section: string, key: string): boolean | null {
  const value = sections.get(section)?.get(key);
  return typeof value === 'boolean' ? value : null;
}

export function tomlNumber(sections: TomlSections, section: string, key: string): number | null {
  const value = sections.get(section)?.get(key);
  return typeof value === 'number' ? value : null;
}

export function tomlString(sections: TomlSections, section: string, key: string): string | null {
  const value = sections.get(section)?.get(key);
  return typeof value === 'string' ? value : null;
}

/**
 * A Go duration as the CLI writes it ('30m', '1h30m', '24h', '90s') in hours, the unit of the
 * Management API's session settings; null when it is not one.
 */
export function durationHours(text: string): number | null {
  if (!/^(\d+(\.\d+)?(h|m|s))+$/.test(text)) return null;
  const factor = { h: 1, m: 1 / 60, s: 1 / 3600 } as const;
  let hours = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(h|m|s)/g)) {
    hours += Number(amount) * factor[unit as keyof typeof factor];
  }
  return hours;
}
