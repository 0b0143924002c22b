-- An address an account has not confirmed proves nothing: anyone may sign up with someone
-- else's address. Rows found by address (bookings made without an account, contact messages, the
-- newsletter subscription, audit entries about that address) belong to whoever controls the
-- address, so the account holder's self-service reaches them only through the account's
-- CONFIRMED address (`auth.users.email_confirmed_at`). The rows the account made itself (found by
-- its user id: its profile, its own bookings and their payments) stay reachable either way.
--
-- Hosted Supabase confirms an address when the link e-mailed to it is followed (with 'Confirm
-- email' on), and takes a new address only once its own link is followed; an account from a
-- provider that did not verify the address (an OAuth sign-in) has it unconfirmed. The embedded
-- backend does the same (supabase/embedded/auth.sql).

-- The account's address, lower-cased, when it is confirmed; null otherwise (or with no account).
create function private.correo_confirmado(p_usuario uuid) returns text
language sql stable security definer set search_path = '' as $$
  select lower(u.email) from auth.users u
  where u.id = p_usuario and u.email is not null and u.email_confirmed_at is not null
$$;
revoke all on function private.correo_confirmado(uuid) from public, anon, authenticated;

-- The export and the erasure of the signed-in account: by its user id always, and by its address
-- only once that address is confirmed.
create or replace function private.exportar_mis_datos() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
begin
  if usuario is null or not exists (select 1 from auth.users u where u.id = usuario) then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  return private.datos_del_titular(usuario, private.correo_confirmado(usuario));
end $$;
revoke all on function private.exportar_mis_datos() from public, anon;
grant execute on function private.exportar_mis_datos() to authenticated, service_role;

create or replace function private.eliminar_mi_cuenta() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
begin
  if usuario is null or not exists (select 1 from auth.users u where u.id = usuario) then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  return private.suprimir_titular(usuario, private.correo_confirmado(usuario));
end $$;
revoke all on function private.eliminar_mi_cuenta() from public, anon;
grant execute on function private.eliminar_mi_cuenta() to authenticated, service_role;

-- The account holder's own newsletter subscription: the one of the account's confirmed address.
-- The profile's copy of the address is not asked: it follows the sign-in address, confirmed or not.
create or replace function private.mi_suscripcion() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.suscriptores s
    where lower(s.email) = (select private.correo_confirmado(auth.uid())) and s.baja_en is null
  )
$$;

create or replace function private.dejar_mi_suscripcion() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Inicia sesión para cambiar tus comunicaciones'
      using errcode = '42501', hint = 'sin_sesion';
  end if;
  update public.suscriptores s set baja_en = now()
  where lower(s.email) = (select private.correo_confirmado(auth.uid())) and s.baja_en is null;
end $$;

revoke all on function private.mi_suscripcion(), private.dejar_mi_suscripcion() from public, anon;
grant execute on function private.mi_suscripcion(), private.dejar_mi_suscripcion()
  to authenticated, service_role;
