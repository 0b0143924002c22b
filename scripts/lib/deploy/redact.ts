/**
 * Hides secret values in text that leaves this process. The CLI prints what it is told to print,
 * and some of its errors quote the input (a line of an env file, a query's response), so its
 * output passes through here before reaching the terminal or a CI log.
 */

export const HIDDEN = '[oculto]';

/** Values shorter than this are too likely to match ordinary text to be worth replacing. */
const MIN_HIDDEN_LENGTH = 6;

export function redactor(values: readonly string[]): (text: string) => string {
  const hidden = [...new Set(values)]
    .filter((value) => value.length >= MIN_HIDDEN_LENGTH)
    .sort((a, b) => b.length - a.length);
  return (text) => hidden.reduce((result, value) => result.split(value).join(HIDDEN), text);
}

/**
 * A writer that redacts whole lines: a value split between two chunks of output would otherwise
 * slip through. A carriage return ends a line too (progress spinners redraw with it).
 */
export function lineRedactor(
  redact: (text: string) => string,
  write: (text: string) => void,
): { push: (chunk: string) => void; flush: () => void } {
  let pending = '';
  return {
    push(chunk) {
      pending += chunk;
      const end = Math.max(pending.lastIndexOf('\n'), pending.lastIndexOf('\r'));
      if (end === -1) return;
      write(redact(pending.slice(0, end + 1)));
      pending = pending.slice(end + 1);
    },
    flush() {
      if (pending !== '') write(redact(pending));
      pending = '';
    },
  };
}
