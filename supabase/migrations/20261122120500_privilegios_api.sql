-- What each API role may call, stated explicitly. On Supabase, functions created in `public` are
-- granted to anon, authenticated and service_role by the project's default privileges, not only
-- through PUBLIC, so `revoke ... from public` alone leaves them callable: each function that is
-- not for everyone is revoked from the roles it is not for.

revoke all on function public.estadisticas() from anon;
revoke all on function public.cancelar_reserva(uuid) from anon;
