/**
 * node-postgres parses some column types differently from PGlite. The tests assert values, so the
 * real-server engine parses like PGlite does. Given to each pool, never set on pg globally.
 */
import { types, type CustomTypesConfig } from 'pg';

type Parser = (text: string) => unknown;

/** PGlite returns `bigint` (and so count(*)) as a number while it is exact, else as a BigInt. */
function parseBigint(text: string): number | bigint {
  const value = BigInt(text);
  const exact =
    value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
  return exact ? Number(value) : value;
}

/**
 * PGlite hands the text to `new Date`, so a `date` becomes UTC midnight (pg would make it local
 * midnight); infinity becomes ±Infinity.
 */
function parseDateLike(text: string): Date | number {
  if (text === 'infinity') return Infinity;
  if (text === '-infinity') return -Infinity;
  return new Date(text);
}

/** pg's own parsers, looked up by any OID (its typings know only the built-in ones). */
const pgParser = types.getTypeParser as (oid: number, format?: 'text' | 'binary') => unknown;

const asText: Parser = (text) => text;

/** An array literal split into its elements' text (pg's parser for text[]), at any depth. */
type ArrayText = (string | null | ArrayText)[];
const splitArray = pgParser(1009) as (text: string) => ArrayText;
const mapArray = (items: ArrayText, parse: Parser): unknown[] =>
  items.map((item) =>
    item === null ? null : Array.isArray(item) ? mapArray(item, parse) : parse(item),
  );
const arrayOf =
  (parse: Parser): Parser =>
  (text) =>
    mapArray(splitArray(text), parse);
const pgBytea = pgParser(types.builtins.BYTEA) as (text: string) => Buffer;
/** PGlite gives a plain Uint8Array; pg a Buffer (a subclass that compares differently). */
const parseBytea: Parser = (text) => new Uint8Array(pgBytea(text));

/** By type OID; every other type keeps pg's parser, which already agrees with PGlite. */
const PGLITE_LIKE: Readonly<Record<number, Parser>> = {
  [types.builtins.INT8]: parseBigint,
  1016: arrayOf(parseBigint), // bigint[]
  [types.builtins.DATE]: parseDateLike,
  [types.builtins.TIMESTAMP]: parseDateLike,
  [types.builtins.TIMESTAMPTZ]: parseDateLike,
  1182: arrayOf(parseDateLike), // date[]
  1115: arrayOf(parseDateLike), // timestamp[]
  1185: arrayOf(parseDateLike), // timestamptz[]
  [types.builtins.INTERVAL]: asText,
  1187: arrayOf(asText), // interval[]
  1231: arrayOf(asText), // numeric[]
  600: asText, // point
  1017: arrayOf(asText), // point[]
  [types.builtins.CIRCLE]: asText,
  [types.builtins.BYTEA]: parseBytea,
};

export const PGLITE_TYPES: CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): unknown =>
    format !== 'binary' && PGLITE_LIKE[oid] ? PGLITE_LIKE[oid] : pgParser(oid, format),
};
