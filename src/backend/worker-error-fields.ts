/**
 * PGlite's multi-tab worker hands a failed query to the page as a new Error holding only the
 * message: the SQLSTATE and the `hint` that name the rule a database function enforced are lost,
 * and every refusal would read as unknown. The worker therefore appends those fields to the
 * message, after a separator no SQL message contains, and the page takes them back out.
 */
const SEPARATOR = '\u001f';

export interface DatabaseErrorFields {
  code?: string;
  hint?: string;
  detail?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** In the worker: an Error whose message carries the database error's code, hint and detail. */
export function packDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const source = error as Error & Record<string, unknown>;
  const fields: DatabaseErrorFields = {
    code: text(source.code),
    hint: text(source.hint),
    detail: text(source.detail),
  };
  if (!fields.code && !fields.hint) return error;
  return new Error(`${error.message}${SEPARATOR}${JSON.stringify(fields)}`);
}

/** In the page: the error as the database raised it (message, code, hint, detail). */
export function unpackDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const at = error.message.indexOf(SEPARATOR);
  if (at < 0) return error;
  let fields: DatabaseErrorFields = {};
  try {
    fields = JSON.parse(error.message.slice(at + 1)) as DatabaseErrorFields;
  } catch {
    // Not a packed error after all: keep the text before the separator.
  }
  return Object.assign(new Error(error.message.slice(0, at)), {
    code: text(fields.code),
    hint: text(fields.hint),
    detail: text(fields.detail),
  });
}

type ProtocolCall = (...args: never[]) => Promise<unknown>;

/**
 * In the worker: makes the database's protocol calls pack their errors. The page's queries reach
 * the worker through both (PGlite runs a query with execProtocolStream, a few helpers with
 * execProtocol), so both must keep the rule's code and hint.
 */
export function keepDatabaseErrorFields(db: {
  execProtocol: ProtocolCall;
  execProtocolStream: ProtocolCall;
}): void {
  for (const name of ['execProtocol', 'execProtocolStream'] as const) {
    const call = db[name].bind(db);
    db[name] = (...args) =>
      call(...args).catch((error: unknown) => {
        throw packDatabaseError(error);
      });
  }
}
