/** What both engines do the same way for the API roles: enter a caller, create a user. */
import type { Caller, NewUserOptions, Queryable } from './types';

/**
 * Makes the current transaction run as the caller, as PostgREST does for a request: the role for
 * the rest of the transaction, and the JWT claims that auth.uid() and auth.role() read.
 */
export async function enterCaller(tx: Queryable, caller: Caller): Promise<void> {
  await tx.exec(`set local role ${caller.role}`);
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(caller)]);
  // PostgREST exposes the request's headers; a server function names its caller's level in one.
  const headers =
    caller.role === 'service_role' ? { 'x-aal-verificado': caller.aal ?? 'aal1' } : {};
  await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
}

/**
 * Creates an auth user (its profile is created by the trigger) and sets its role. The address is
 * confirmed, as every account that can sign in has it, unless `confirmed` is false.
 */
export async function createAuthUser(
  db: Queryable,
  email: string,
  role: 'admin' | 'abogado' | 'cliente' = 'cliente',
  { confirmed = true }: NewUserOptions = {},
): Promise<Caller> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
     values ($1::text, case when $2::boolean then now() end, jsonb_build_object('nombre', $1::text))
     returning id`,
    [email, confirmed],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user');
  if (role !== 'cliente')
    await db.query('update public.profiles set role = $1 where user_id = $2', [role, id]);
  return role === 'cliente'
    ? { role: 'authenticated', sub: id }
    : { role: 'authenticated', sub: id, aal: 'aal2' };
}
