/**
 * The migration that takes the database from one text of supabase/schemas/ to another: what a
 * developer edited in the readable files, turned into the statements that make the change on a
 * database that already holds the old text. Pure: it compares statements, it runs nothing.
 *
 * Each statement of both texts gets an identity (a function by its name and arguments, a policy
 * by its table and name, a grant by its whole text...). A statement whose identity is new is
 * created, one that is gone is dropped, one whose text changed is replaced; a table takes its
 * new columns and constraints (table-changes.ts). What cannot be derived safely (a column's type,
 * data to move, a removed table) is refused: those need a migration written by hand.
 */
import { splitStatements } from './sql-statements';
import { tableChanges } from './table-changes';

type Kind =
  | 'schema'
  | 'type'
  | 'table'
  | 'constraint'
  | 'index'
  | 'function'
  | 'trigger'
  | 'policy'
  | 'comment'
  | 'grant'
  | 'other';

interface Statement {
  kind: Kind;
  /** What the statement defines: equal identities are the same object. */
  identity: string;
  text: string;
  /** Names for the statement that undoes it. */
  target?: string;
  table?: string;
}

export interface SchemaMigration {
  /** The statements, in an order the server accepts, or empty when nothing changed. */
  statements: string[];
  /** What this cannot derive, in Spanish, one line each: a migration by hand is needed. */
  refused: string[];
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The name of what a statement defines, for the shapes pg_dump prints. */
function describe(text: string): Statement {
  const one = folded(text);
  const make = (kind: Kind, identity: string, extra: Partial<Statement> = {}): Statement => ({
    kind,
    identity: `${kind}:${identity}`,
    text,
    ...extra,
  });
  let match = /^CREATE (?:OR REPLACE )?FUNCTION (\S+?)\((.*?)\) RETURNS /.exec(one);
  if (match)
    return make('function', `${match[1]}(${match[2]})`, { target: `${match[1]}(${match[2]})` });
  match = /^CREATE POLICY (".*?"|\S+) ON (\S+)/.exec(one);
  if (match)
    return make('policy', `${match[2]} ${match[1]}`, { target: match[1], table: match[2] });
  match = /^CREATE (?:CONSTRAINT )?TRIGGER (\S+) .*? ON (\S+) /.exec(one);
  if (match)
    return make('trigger', `${match[2]} ${match[1]}`, { target: match[1], table: match[2] });
  // An index's name has no schema: it lives in its table's.
  match = /^CREATE (?:UNIQUE )?INDEX (\S+) ON (?:ONLY )?(\w+)\./.exec(one);
  if (match) {
    const index = `${match[2] ?? ''}.${match[1] ?? ''}`;
    return make('index', index, { target: index });
  }
  match = /^ALTER TABLE (?:ONLY )?(\S+) ADD CONSTRAINT (\S+) /.exec(one);
  if (match)
    return make('constraint', `${match[1]} ${match[2]}`, { target: match[2], table: match[1] });
  match = /^COMMENT ON (.+?) IS /.exec(one);
  if (match) return make('comment', match[1] ?? one, { target: match[1] });
  if (/^(GRANT|REVOKE) /.test(one)) return make('grant', one);
  match = /^CREATE TABLE (\S+)/.exec(one);
  if (match) return make('table', match[1] ?? one, { target: match[1] });
  match = /^CREATE SCHEMA (\S+)/.exec(one);
  if (match) return make('schema', match[1] ?? one);
  match = /^CREATE TYPE (\S+)/.exec(one);
  if (match) return make('type', match[1] ?? one);
  return make('other', one);
}

function statementsOf(files: Map<string, string>): Map<string, Statement> {
  const byIdentity = new Map<string, Statement>();
  for (const text of files.values())
    for (const statement of splitStatements(text).map(describe)) {
      // Two definitions of one object would make the comparison guess which one counts.
      if (byIdentity.has(statement.identity))
        throw new Error(`supabase/schemas/ define dos veces ${statement.identity}`);
      byIdentity.set(statement.identity, statement);
    }
  return byIdentity;
}

/** A function's signature for DROP FUNCTION: its arguments without their defaults. */
function withoutDefaults(signature: string): string {
  const open = signature.indexOf('(');
  const args = signature.slice(open + 1, -1);
  const kept: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of args) {
    if (char === "'") quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      kept.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) kept.push(current);
  const plain = kept.map((arg) => arg.replace(/\s+DEFAULT\s[\s\S]*$/i, '').trim());
  return `${signature.slice(0, open)}(${plain.join(', ')})`;
}

/** The statement that undoes a grant or a revoke. */
function reversedGrant(text: string): string {
  const one = folded(text);
  if (one.startsWith('GRANT '))
    return one
      .replace(/^GRANT /, 'REVOKE ')
      .replace(/ TO ([^;]+?)( WITH GRANT OPTION)?;$/, ' FROM $1;');
  return one.replace(/^REVOKE /, 'GRANT ').replace(/ FROM ([^;]+);$/, ' TO $1;');
}

function dropOf(statement: Statement): string | undefined {
  const { kind, target = '', table = '' } = statement;
  if (kind === 'function') return `DROP FUNCTION ${withoutDefaults(target)};`;
  if (kind === 'policy') return `DROP POLICY ${target} ON ${table};`;
  if (kind === 'trigger') return `DROP TRIGGER ${target} ON ${table};`;
  if (kind === 'index') return `DROP INDEX ${target};`;
  if (kind === 'constraint') return `ALTER TABLE ${table} DROP CONSTRAINT ${target};`;
  if (kind === 'comment') return `COMMENT ON ${target} IS NULL;`;
  if (kind === 'grant') return reversedGrant(statement.text);
  return undefined;
}

function createOf(statement: Statement): string {
  if (statement.kind === 'function')
    return statement.text.replace(/^CREATE FUNCTION /, 'CREATE OR REPLACE FUNCTION ');
  return statement.text;
}

/** The order changes are made in: what others depend on first. */
const CREATE_ORDER: Kind[] = [
  'schema',
  'type',
  'table',
  'function',
  'constraint',
  'index',
  'trigger',
  'policy',
  'comment',
  'grant',
  'other',
];
/** Drops go the other way, before the creations: a policy before the function it calls. */
const DROP_ORDER: Kind[] = [
  'grant',
  'comment',
  'policy',
  'trigger',
  'index',
  'constraint',
  'function',
];

const KIND_WORD: Record<Kind, string> = {
  schema: 'el esquema',
  type: 'el tipo',
  table: 'la tabla',
  constraint: 'la restricción',
  index: 'el índice',
  function: 'la función',
  trigger: 'el disparador',
  policy: 'la política',
  comment: 'el comentario',
  grant: 'el permiso',
  other: 'la sentencia',
};

/** Kinds whose change is made by dropping and creating: safe, since they hold no data. */
const REPLACEABLE = new Set<Kind>([
  'function',
  'policy',
  'trigger',
  'index',
  'constraint',
  'comment',
]);

export function schemaMigration(
  before: Map<string, string>,
  after: Map<string, string>,
): SchemaMigration {
  const old = statementsOf(before);
  const now = statementsOf(after);
  const drops: Statement[] = [];
  const alterations: string[] = [];
  const creates: Statement[] = [];
  const refused: string[] = [];
  const name = (statement: Statement) =>
    `${KIND_WORD[statement.kind]} ${statement.identity.slice(statement.kind.length + 1)}`;

  for (const [identity, statement] of old) {
    if (now.has(identity)) continue;
    if (dropOf(statement) === undefined)
      refused.push(`No se puede quitar ${name(statement)} sin una migración a mano.`);
    else drops.push(statement);
  }
  for (const [identity, statement] of now) {
    const previous = old.get(identity);
    if (!previous) {
      creates.push(statement);
      continue;
    }
    if (folded(previous.text) === folded(statement.text)) continue;
    if (statement.kind === 'table') {
      const changes = tableChanges(statement.target ?? '', previous.text, statement.text);
      alterations.push(...changes.statements);
      refused.push(...changes.refused);
      continue;
    }
    if (!REPLACEABLE.has(statement.kind)) {
      refused.push(`No se puede cambiar ${name(statement)} sin una migración a mano.`);
      continue;
    }
    // A function is replaced in place (its grants stay); the others are dropped and made again.
    if (statement.kind !== 'function' && statement.kind !== 'comment') drops.push(previous);
    creates.push(statement);
  }
  if (refused.length > 0) return { statements: [], refused };

  const byOrder = (order: Kind[]) => (a: Statement, b: Statement) =>
    order.indexOf(a.kind) - order.indexOf(b.kind);
  return {
    statements: [
      ...drops.sort(byOrder(DROP_ORDER)).map((statement) => dropOf(statement) ?? ''),
      // A changed table before what is created: a new function may read its new column.
      ...alterations,
      ...creates.sort(byOrder(CREATE_ORDER)).map(createOf),
    ],
    refused: [],
  };
}
