import { toBackendError } from '../errors';
import { BackendError } from '../port';

/** Throws a supabase-js error as a Spanish BackendError. */
export function throwIf(error: unknown): void {
  if (error) throw toBackendError(error);
}

/** The data of a supabase-js query result, or its error as a Spanish BackendError. */
export function check<T>(result: { data: T | null; error: unknown }): T | null {
  throwIf(result.error);
  return result.data;
}

/** At least one row changed, else the given message: RLS hides refusals as "0 rows". */
export function changed(rows: unknown[] | null, message: string): void {
  if (!rows || rows.length === 0) throw new BackendError(message);
}
