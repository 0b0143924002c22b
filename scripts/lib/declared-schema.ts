/**
 * Splits a `pg_dump --schema-only` of the migrated database into one readable file per domain,
 * the text of supabase/schemas/. Pure and deterministic: the same dump always gives the same
 * files, byte for byte, whatever order pg_dump printed its entries in.
 */
import { DOMAINS, SHARED_FILE, UNMAPPED_FILE, domainOf } from './schema-domains';

/** One entry of the dump: what its `-- Name:` header says, and its statements. */
export interface DumpEntry {
  name: string;
  type: string;
  schema: string;
  body: string;
}

const HEADER = /^--\n-- Name: (.+); Type: (.+); Schema: (.+); Owner: .*\n--\n/gm;
/** The end of the dump: its closing comment and the `\unrestrict` line with a random key. */
const TRAILER = /\n--\n-- PostgreSQL database dump complete\n--[\s\S]*$/;

/** pg_dump's session settings before the first table (tablespace, access method): not schema. */
const SESSION_SETTING = /^SET \w+ = .*;\n/gm;

/** The entries of a dump, without its preamble (SET lines, search_path, `\restrict`). */
export function parseDump(dump: string): DumpEntry[] {
  const text = dump.replace(TRAILER, '\n');
  const headers = [...text.matchAll(HEADER)];
  return headers.map((header, index) => {
    const start = header.index + header[0].length;
    const end = headers[index + 1]?.index ?? text.length;
    const [, name = '', type = '', schema = ''] = header;
    const body = text.slice(start, end).replace(SESSION_SETTING, '').trim();
    return { name, type, schema, body };
  });
}

/** Where an entry goes in its file, top to bottom. */
const SECTIONS = [
  'Schemas and types',
  'Tables',
  'Functions',
  'Triggers',
  'Policies',
  'Grants',
] as const;
type Section = (typeof SECTIONS)[number];

/** Inside a table's block: the table first, then what hangs on it. */
const TABLE_PARTS = [
  'TABLE',
  'SEQUENCE',
  'DEFAULT',
  'CONSTRAINT',
  'CHECK CONSTRAINT',
  'FK CONSTRAINT',
  'INDEX',
  'ROW SECURITY',
  'COMMENT',
];
/** The shared file names the schemas before the types that live in them. */
const SHARED_PARTS = ['SCHEMA', 'COMMENT', 'TYPE'];
/** Grants in the order a reader looks for them: the schema, the tables, then the functions. */
const GRANT_TARGETS = ['SCHEMA', 'TABLE', 'COLUMN', 'SEQUENCE', 'FUNCTION'];

function sectionOf(entry: DumpEntry): Section {
  if (entry.type === 'ACL' || entry.type === 'DEFAULT ACL') return 'Grants';
  if (entry.type === 'FUNCTION') return 'Functions';
  if (entry.type === 'COMMENT' && entry.name.startsWith('FUNCTION ')) return 'Functions';
  if (entry.type === 'TRIGGER') return 'Triggers';
  if (entry.type === 'POLICY') return 'Policies';
  if (entry.type === 'SCHEMA' || entry.type === 'TYPE') return 'Schemas and types';
  if (entry.type === 'COMMENT' && entry.name.startsWith('SCHEMA ')) return 'Schemas and types';
  return 'Tables';
}

/**
 * The object an entry belongs to, which decides its domain: the table for what hangs on a table
 * (constraints, indexes, triggers, policies, column grants), the function for a function's
 * comment and grants, the object itself otherwise.
 */
export function subjectOf(entry: DumpEntry): string {
  const { name, type, body } = entry;
  if (type === 'INDEX') return /\bON (?:ONLY )?\w+\.(\w+)/.exec(body)?.[1] ?? name;
  if (type === 'SEQUENCE') return /^ALTER TABLE (?:ONLY )?\w+\.(\w+)/.exec(body)?.[1] ?? name;
  // "COLUMN t.c", "TABLE t", "FUNCTION f(args)", "SCHEMA s": the word after the kind.
  const target = /^(?:COLUMN|TABLE|FUNCTION|SEQUENCE|SCHEMA) ([^.(]+)/.exec(name);
  if ((type === 'ACL' || type === 'COMMENT') && target?.[1]) return target[1];
  // "table constraint", "table trigger", "table policy name": the table comes first.
  return name.split(' ')[0]?.replace(/\(.*$/, '') ?? name;
}

function fileOf(entry: DumpEntry): string {
  if (entry.schema === '-' || entry.type === 'DEFAULT ACL' || entry.type === 'TYPE')
    return SHARED_FILE;
  return domainOf(subjectOf(entry)) ?? UNMAPPED_FILE;
}

function rank(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

function sortKey(entry: DumpEntry): [number, string, number, string] {
  const section = rank(SECTIONS, sectionOf(entry));
  const subject = subjectOf(entry);
  if (section === rank(SECTIONS, 'Grants')) {
    const target = rank(GRANT_TARGETS, entry.name.split(' ')[0] ?? '');
    return [section, String(target), 0, `${subject} ${entry.schema} ${entry.name}`];
  }
  if (section === rank(SECTIONS, 'Schemas and types'))
    return [section, String(rank(SHARED_PARTS, entry.type)), 0, entry.name];
  if (section === rank(SECTIONS, 'Tables'))
    return [section, subject, rank(TABLE_PARTS, entry.type), entry.name];
  // A private function and the public one that exposes it sit side by side.
  return [section, subject, entry.type === 'COMMENT' ? 1 : 0, `${entry.schema} ${entry.name}`];
}

function compareEntries(a: DumpEntry, b: DumpEntry): number {
  const left = sortKey(a);
  const right = sortKey(b);
  for (let i = 0; i < left.length; i += 1) {
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    if (l !== r) return l < r ? -1 : 1;
  }
  return a.body < b.body ? -1 : a.body > b.body ? 1 : 0;
}

const WIDTH = 97;

/** A comment's text in lines that fit the width the migrations use. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

function fileHeader(file: string): string {
  const about = DOMAINS.find((domain) => domain.file === file)?.about ?? 'Objects with no domain.';
  return [
    ...wrap(about).map((line) => `-- ${line}`),
    '--',
    "-- Generated by `npm run db:schema` from supabase/migrations: today's definitions.",
    '-- To change a function, a policy or a grant, edit it here and run',
    '-- `npm run db:migration -- <nombre>` (supabase/schemas/README.md). A test fails while this',
    '-- folder and the migrations disagree.',
  ].join('\n');
}

const RULE = `-- ${'-'.repeat(WIDTH - 2)}`;

function renderFile(file: string, entries: DumpEntry[]): string {
  const parts = [fileHeader(file)];
  for (const section of SECTIONS) {
    const bodies = entries.filter((entry) => sectionOf(entry) === section).map((e) => e.body);
    if (bodies.length === 0) continue;
    parts.push(`${RULE}\n-- ${section}`, ...bodies);
  }
  return `${parts.join('\n\n')}\n`;
}

/** The files of supabase/schemas/ for a dump, by file name, in name order. */
export function splitDump(dump: string): Map<string, string> {
  const byFile = new Map<string, DumpEntry[]>();
  for (const entry of parseDump(dump)) {
    const file = fileOf(entry);
    byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  }
  const files = new Map<string, string>();
  for (const file of [...byFile.keys()].sort()) {
    const entries = (byFile.get(file) ?? []).sort(compareEntries);
    files.set(file, renderFile(file, entries));
  }
  return files;
}

/** The objects that no domain claims, to be given one in schema-domains.ts. */
export function unmappedSubjects(dump: string): string[] {
  const subjects = parseDump(dump)
    .filter((entry) => fileOf(entry) === UNMAPPED_FILE)
    .map((entry) => `${entry.schema}.${subjectOf(entry)}`);
  return [...new Set(subjects)].sort();
}
