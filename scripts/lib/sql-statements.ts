/**
 * Splits SQL text into its statements, the way the server reads it: a semicolon ends a statement
 * only outside quoted strings, quoted names, dollar-quoted bodies (a function's `$$ ... $$`) and
 * comments. Comments between statements are dropped; those inside a statement stay in its text.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const text = stripLeadingComments(sql.slice(start, end));
    if (text) statements.push(text);
  };
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (char === "'") {
      // E'...' strings escape with a backslash; standard ones only by doubling the quote.
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i = endOfQuoted(sql, i, "'", escapes);
    } else if (char === '"') {
      i = endOfQuoted(sql, i, '"', false);
    } else if (char === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag && !/\w/.test(sql[i - 1] ?? '')) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else i += 1;
    } else if (char === ';') {
      push(i + 1);
      i += 1;
      start = i;
    } else i += 1;
  }
  push(sql.length);
  return statements;
}

function endOfQuoted(sql: string, open: number, quote: string, backslashEscapes: boolean): number {
  let i = open + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/** A statement's text without the comment lines and blank lines that precede it. */
function stripLeadingComments(text: string): string {
  let rest = text.trim();
  while (rest.startsWith('--') || rest.startsWith('/*')) {
    const end = rest.startsWith('--') ? rest.indexOf('\n') : rest.indexOf('*/') + 1;
    rest = end <= 0 ? '' : rest.slice(end + 1).trim();
  }
  return rest;
}
