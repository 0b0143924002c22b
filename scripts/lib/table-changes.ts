/**
 * What can be derived safely from an edited `CREATE TABLE` of supabase/schemas/: a new column
 * that may be empty or has a default, and a table constraint added, removed or changed (a CHECK
 * that lists one more value, say). Anything else about a table (a column removed, renamed or of
 * another type) may lose or move data, and is left to a migration written by hand.
 */

export interface TableChanges {
  statements: string[];
  refused: string[];
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The items between a CREATE TABLE's outer parentheses, split at its top-level commas. */
function items(text: string): { head: string; parts: string[]; tail: string } | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open === -1 || close < open) return undefined;
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const char of text.slice(open + 1, close)) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quote) {
      parts.push(folded(current));
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(folded(current));
  return { head: folded(text.slice(0, open)), parts, tail: folded(text.slice(close + 1)) };
}

/** A column by its name, a constraint by its own: `CONSTRAINT name ...`. */
function keyOf(item: string): string {
  const constraint = /^CONSTRAINT (\S+) /.exec(item);
  if (constraint) return `constraint ${constraint[1] ?? ''}`;
  return `column ${/^("(?:[^"]|"")*"|\S+)/.exec(item)?.[1] ?? item}`;
}

function byKey(parts: string[]): Map<string, string> {
  return new Map(parts.map((part) => [keyOf(part), part]));
}

export function tableChanges(table: string, before: string, after: string): TableChanges {
  const old = items(before);
  const now = items(after);
  const refuse = (why: string): TableChanges => ({
    statements: [],
    refused: [`No se puede cambiar la tabla ${table} sin una migración a mano: ${why}.`],
  });
  if (!old || !now || old.head !== now.head || old.tail !== now.tail)
    return refuse('cambia algo fuera de sus columnas y restricciones');

  const oldItems = byKey(old.parts);
  const newItems = byKey(now.parts);
  const drops: string[] = [];
  const columns: string[] = [];
  const adds: string[] = [];
  for (const [key, item] of oldItems) {
    const edited = newItems.get(key);
    if (edited === item) continue;
    const name = key.replace(/^\w+ /, '');
    if (key.startsWith('column ')) return refuse(`la columna ${name} se quita o cambia`);
    drops.push(`ALTER TABLE ${table} DROP CONSTRAINT ${name};`);
  }
  for (const [key, item] of newItems) {
    if (oldItems.get(key) === item) continue;
    if (key.startsWith('constraint ')) {
      adds.push(`ALTER TABLE ${table} ADD ${item};`);
      continue;
    }
    // A table with rows cannot take a column that must hold a value and has none to give.
    if (/\bNOT NULL\b/.test(item) && !/\bDEFAULT\b/.test(item))
      return refuse(`la columna nueva ${key.replace(/^\w+ /, '')} es NOT NULL sin DEFAULT`);
    columns.push(`ALTER TABLE ${table} ADD COLUMN ${item};`);
  }
  return { statements: [...drops, ...columns, ...adds], refused: [] };
}
