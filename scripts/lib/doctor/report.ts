/**
 * The doctor's report: one line per check, grouped, in Spanish. A check passes (✓), fails (✗:
 * something the site needs is missing), warns (!: it works, but not as it should) or cannot be
 * told (?: the answer needs something this run did not have). Only failures make the exit code 1.
 */

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'unknown';

export interface CheckLine {
  status: CheckStatus;
  /** What is checked, short: 'Migraciones', 'pg_cron', 'Función notificar'. */
  label: string;
  /** What was found. */
  detail: string;
  /** How to fix it, when there is something to do. */
  remedy?: string;
}

export interface CheckGroup {
  title: string;
  lines: CheckLine[];
}

const MARKS: Record<CheckStatus, string> = { pass: '✓', fail: '✗', warn: '!', unknown: '?' };

export const pass = (label: string, detail: string): CheckLine => ({
  status: 'pass',
  label,
  detail,
});

export const fail = (label: string, detail: string, remedy?: string): CheckLine => ({
  status: 'fail',
  label,
  detail,
  ...(remedy ? { remedy } : {}),
});

export const warn = (label: string, detail: string, remedy?: string): CheckLine => ({
  status: 'warn',
  label,
  detail,
  ...(remedy ? { remedy } : {}),
});

export const unknown = (label: string, detail: string, remedy?: string): CheckLine => ({
  status: 'unknown',
  label,
  detail,
  ...(remedy ? { remedy } : {}),
});

export function formatLine({ status, label, detail, remedy }: CheckLine): string {
  return `  ${MARKS[status]} ${label}: ${detail}${remedy ? ` → ${remedy}` : ''}`;
}

const count = (groups: readonly CheckGroup[], status: CheckStatus): number =>
  groups.reduce(
    (sum, group) => sum + group.lines.filter((line) => line.status === status).length,
    0,
  );

const plural = (n: number, one: string, many: string): string =>
  `${String(n)} ${n === 1 ? one : many}`;

function summary(groups: readonly CheckGroup[]): string {
  const failures = count(groups, 'fail');
  const others = [
    count(groups, 'warn') > 0 ? plural(count(groups, 'warn'), 'aviso', 'avisos') : '',
    count(groups, 'unknown') > 0
      ? plural(count(groups, 'unknown'), 'revisión pendiente', 'revisiones pendientes')
      : '',
  ].filter(Boolean);
  const tail = others.length > 0 ? ` (${others.join(', ')})` : '';
  return failures === 0
    ? `Resultado: todo lo que el sitio necesita está en orden${tail}.`
    : `Resultado: ${plural(failures, 'problema', 'problemas')} por corregir${tail}.`;
}

/** The whole report, for the project at `target`. */
export function formatReport(target: string, groups: readonly CheckGroup[]): string {
  const body = groups.map((group) => [group.title, ...group.lines.map(formatLine)].join('\n'));
  return [`Diagnóstico del proyecto ${target}`, ...body, summary(groups)].join('\n\n') + '\n';
}

/** 1 when a check failed; warnings and checks that could not be made do not fail the run. */
export const exitCode = (groups: readonly CheckGroup[]): 0 | 1 =>
  count(groups, 'fail') > 0 ? 1 : 0;

/** The text with every secret (the key, the token) replaced: the report never shows one. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length >= 8)
    .reduce((out, secret) => out.split(secret).join('[oculto]'), text);
}
