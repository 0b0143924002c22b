/**
 * The pg_cron jobs the hosted site runs on, and which of them the migrations schedule. A job that
 * only appears in a comment (an example, or a call left for later) schedules nothing, so comments
 * are removed before the calls are read.
 */

/** Every job the site needs, by the name a migration gives it in `cron.schedule('<name>', …)`. */
export const EXPECTED_JOBS = [
  'webpay-sweep',
  'retencion-diaria',
  'borrar-archivos',
  'valores-referencia',
  'avisos-programados',
] as const;

/**
 * The SQL without its comments (`-- …` to the end of the line, and nested block comments), leaving
 * string literals and quoted identifiers as they are. Dollar-quoted bodies are read as code: the
 * body of a DO block or function is PL/pgSQL, whose comments are comments too.
 */
export function withoutSqlComments(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const two = sql.slice(i, i + 2);
    const char = sql.charAt(i);
    if (two === '--') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (two === '/*') {
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else i += 1;
      } while (depth > 0 && i < sql.length);
      out += ' ';
    } else if (char === "'" || char === '"') {
      // A quote inside a literal is written twice, so the literal ends at the next lone quote.
      let end = i + 1;
      while (end < sql.length) {
        if (sql.charAt(end) === char && sql.charAt(end + 1) === char) end += 2;
        else if (sql.charAt(end) === char) break;
        else end += 1;
      }
      out += sql.slice(i, end + 1);
      i = end + 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

const SCHEDULE_CALL = /\bcron\s*\.\s*schedule\s*\(\s*(?:job_name\s*:=\s*)?'((?:[^']|'')+)'/gi;

/** The job names of the `cron.schedule(...)` calls in a migration's code (not its comments). */
export function scheduledJobNames(sql: string): string[] {
  return [...withoutSqlComments(sql).matchAll(SCHEDULE_CALL)].map((match) =>
    (match[1] ?? '').replaceAll("''", "'"),
  );
}

/** The expected jobs no migration schedules. */
export function unscheduledJobs(
  migrations: readonly string[],
  expected: readonly string[] = EXPECTED_JOBS,
): string[] {
  const scheduled = new Set(migrations.flatMap(scheduledJobNames));
  return expected.filter((name) => !scheduled.has(name));
}
