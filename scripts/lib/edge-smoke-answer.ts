/**
 * Whether a function's answer is the one expected, for the functions started under Deno by
 * `npm run test:deno` (edge-smoke.ts): its exact status, the CORS headers the site needs, and
 * the JSON fields the site reads, each with its value or a description of what it may be.
 */
import { isDeepStrictEqual } from 'node:util';

/** A field whose value varies (a Spanish message, a date), described for the report. */
export interface Matcher {
  description: string;
  matches(value: unknown): boolean;
}

export const matcher = (description: string, matches: (value: unknown) => boolean): Matcher => ({
  description,
  matches,
});

/** A message for the person using the site: any text that is not empty. */
export const TEXT = matcher(
  'un texto',
  (value) => typeof value === 'string' && value.trim() !== '',
);

const isMatcher = (value: unknown): value is Matcher =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Matcher>).matches === 'function' &&
  typeof (value as Partial<Matcher>).description === 'string';

export interface Expected {
  status: number;
  /**
   * Whether the answer carries the functions' CORS headers: any origin, and on a preflight the
   * method and every header it asked for.
   */
  cors: boolean;
  /** The JSON answer's fields, exactly these: each a value, or a Matcher. */
  json?: Record<string, unknown>;
  /** A redirect's Location. */
  location?: string;
}

const headerList = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function corsProblems(sent: Request, expected: Expected, response: Response): string[] {
  const origin = response.headers.get('access-control-allow-origin');
  if (!expected.cors) return origin === null ? [] : [`no debía responder CORS (origen ${origin})`];
  const problems = origin === '*' ? [] : [`access-control-allow-origin: ${origin ?? 'ausente'}`];
  const method = sent.headers.get('access-control-request-method');
  if (
    method &&
    !headerList(response.headers.get('access-control-allow-methods')).includes(method.toLowerCase())
  ) {
    problems.push(`el preflight no permite el método ${method}`);
  }
  const allowed = headerList(response.headers.get('access-control-allow-headers'));
  for (const header of headerList(sent.headers.get('access-control-request-headers'))) {
    if (!allowed.includes(header)) problems.push(`el preflight no permite la cabecera ${header}`);
  }
  return problems;
}

function jsonProblems(
  text: string,
  type: string | null,
  fields: Record<string, unknown>,
): string[] {
  if (!type?.includes('application/json')) return [`content-type ${type ?? 'ausente'}, no JSON`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`el cuerpo no es JSON: ${text.slice(0, 200)}`];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [`el cuerpo no es un objeto JSON: ${text.slice(0, 200)}`];
  }
  const answer = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(answer)) {
    if (!Object.hasOwn(fields, key)) problems.push(`campo inesperado '${key}'`);
  }
  for (const [key, wanted] of Object.entries(fields)) {
    const value = answer[key];
    const ok = isMatcher(wanted) ? wanted.matches(value) : isDeepStrictEqual(value, wanted);
    if (!ok) {
      const description = isMatcher(wanted) ? wanted.description : JSON.stringify(wanted);
      problems.push(
        `'${key}' debía ser ${description} y es ${value === undefined ? 'ausente' : JSON.stringify(value)}`,
      );
    }
  }
  return problems;
}

/** What is wrong with `response`, the answer to `sent`; empty when it is as expected. */
export async function answerProblems(
  sent: Request,
  expected: Expected,
  response: Response,
): Promise<string[]> {
  const text = await response.text();
  const problems: string[] = [];
  if (response.status !== expected.status) {
    problems.push(
      `estado ${String(response.status)} en vez de ${String(expected.status)}: ${text.slice(0, 300)}`,
    );
  }
  problems.push(...corsProblems(sent, expected, response));
  if (expected.location !== undefined && response.headers.get('location') !== expected.location) {
    problems.push(
      `location ${response.headers.get('location') ?? 'ausente'} en vez de ${expected.location}`,
    );
  }
  if (expected.json) {
    problems.push(...jsonProblems(text, response.headers.get('content-type'), expected.json));
  }
  return problems;
}
