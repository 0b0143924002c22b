/**
 * Reading supabase/deploy.env and writing the file `supabase secrets set --env-file` reads.
 *
 * deploy.env is read literally: `NOMBRE=valor` per line, `#` starts a comment only at the start of
 * a line (a secret may contain '#'), one pair of matching quotes around the whole value is
 * removed, and nothing is expanded ('$' and '\' are part of the value).
 */

export interface ParsedEnvFile {
  values: Map<string, string>;
  /** Lines that are not `NOMBRE=valor`, and names given twice, in Spanish. */
  problems: string[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function unquote(raw: string): string {
  const value = raw.trim();
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    return value.slice(1, -1);
  }
  return value;
}

export function parseEnvFile(text: string, label: string): ParsedEnvFile {
  const values = new Map<string, string>();
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const at = `${label}, línea ${String(index + 1)}`;
    const assignment = trimmed.replace(/^export\s+/, '');
    const equals = assignment.indexOf('=');
    const name = equals === -1 ? '' : assignment.slice(0, equals).trim();
    if (!NAME.test(name)) {
      problems.push(`${at}: se esperaba NOMBRE=valor.`);
      return;
    }
    if (values.has(name)) {
      problems.push(`${at}: ${name} ya estaba definida más arriba; deja una sola.`);
      return;
    }
    values.set(name, unquote(assignment.slice(equals + 1)));
  });
  return { values, problems };
}

/**
 * Why a value cannot travel in the CLI's env file, or undefined. The CLI's parser takes a
 * single-quoted value literally up to the next quote, unless that quote follows a backslash;
 * double quotes and bare values are expanded ($VAR, \n), so single quotes are the only literal
 * form, and they cannot hold a quote, a final backslash or a line break.
 */
export function cliEnvFileProblem(value: string): string | undefined {
  if (value.includes("'")) return "no puede contener comillas simples (').";
  if (value.endsWith('\\')) return 'no puede terminar en una barra invertida (\\).';
  return undefined;
}

/** The env file for `supabase secrets set --env-file`, each value taken literally. */
export function cliEnvFile(entries: readonly (readonly [string, string])[]): string {
  return entries
    .map(([name, value]) => {
      const problem = cliEnvFileProblem(value);
      if (problem) throw new Error(`${name} ${problem}`);
      return `${name}='${value}'\n`;
    })
    .join('');
}
