-- Staff rights need a second factor in this session.
--
-- An admin or abogado reads every client's case and changes bookings and payments, so a password
-- alone must not open those rights: they count only when the session's assurance level is aal2
-- (a password and a verified authenticator code). A staff member signed in with a password alone
-- keeps a cliente's rights, so the app can still read their own profile and lead them to the
-- second step. Every staff rule already goes through private.rol_actual() (RLS and the staff
-- functions) or private.es_admin_activo() (the server functions, which act for a caller they
-- verified); both now ask private.aal_llamador().

-- The assurance level of whoever is calling. A user's request carries it in its JWT (`aal`; a
-- token without it counts as aal1). A server function calls with the service role on behalf of a
-- user it verified, and passes that user's level in the `x-aal-verificado` header, which
-- PostgREST exposes as request.headers; only the service role's word is taken for it.
create function private.aal_llamador() returns text
language sql stable set search_path = '' as $$
  select case
    when (select auth.role()) = 'service_role' then coalesce(
      nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-aal-verificado',
      'aal1'
    )
    else coalesce((select auth.jwt()) ->> 'aal', 'aal1')
  end
$$;
revoke all on function private.aal_llamador() from public;
grant execute on function private.aal_llamador() to anon, authenticated, service_role;

create or replace function private.rol_actual() returns public.rol_usuario
language sql stable security definer set search_path = '' as $$
  select case
    when p.role = 'cliente' or private.aal_llamador() = 'aal2' then p.role
    else 'cliente'::public.rol_usuario
  end
  from public.profiles p
  where p.user_id = (select auth.uid()) and p.is_active
$$;

create or replace function private.es_admin_activo(p_usuario uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_usuario is not null and private.aal_llamador() = 'aal2' and exists (
    select 1 from public.profiles p where p.user_id = p_usuario and p.role = 'admin' and p.is_active
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- What happened to accounts' security that someone may have to answer for: an admin removing
-- another person's second factor (the lost-phone recovery). Append-only: rows come only from the
-- functions below; nobody updates or deletes them through the API.
-- ---------------------------------------------------------------------------------------------

create table public.eventos_seguridad (
  id uuid primary key default gen_random_uuid(),
  accion text not null check (accion in ('factor_quitado_por_admin')),
  actor uuid,
  actor_email text,
  afectado uuid,
  afectado_email text,
  creado_en timestamptz not null default now()
);
create index eventos_seguridad_creado_en on public.eventos_seguridad (creado_en desc);
alter table public.eventos_seguridad enable row level security;
revoke all on public.eventos_seguridad from anon, authenticated, service_role;
grant select on public.eventos_seguridad to authenticated, service_role;
create policy "admin: leer eventos de seguridad" on public.eventos_seguridad for select
  to authenticated using ((select private.es_admin()));

-- Records that an admin removes the second factor of another account, after checking the admin
-- (active, aal2) and the account. The factors themselves live in Supabase Auth: the server
-- function that calls this removes them next, with the service role.
create function private.registrar_reinicio_factor(p_admin uuid, p_usuario uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  afectado text;
begin
  if not private.es_admin_activo(p_admin) then
    raise exception 'Solo un administrador con verificación en dos pasos puede hacer esto.'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if p_usuario = p_admin then
    raise exception 'Tu propia verificación en dos pasos se cambia en Mi cuenta.'
      using errcode = '22023', hint = 'dato_invalido';
  end if;
  select u.email into afectado from auth.users u where u.id = p_usuario;
  if not found then
    raise exception 'La cuenta no existe.' using errcode = '22023', hint = 'dato_invalido';
  end if;
  insert into public.eventos_seguridad (accion, actor, actor_email, afectado, afectado_email)
  values (
    'factor_quitado_por_admin',
    p_admin,
    (select u.email from auth.users u where u.id = p_admin),
    p_usuario,
    afectado
  );
end $$;
revoke all on function private.registrar_reinicio_factor(uuid, uuid) from public;
grant execute on function private.registrar_reinicio_factor(uuid, uuid) to service_role;

create function public.registrar_reinicio_factor(p_admin uuid, p_usuario uuid) returns void
language sql security invoker set search_path = '' as $$
  select private.registrar_reinicio_factor(p_admin, p_usuario)
$$;
revoke all on function public.registrar_reinicio_factor(uuid, uuid) from public, anon, authenticated;
grant execute on function public.registrar_reinicio_factor(uuid, uuid) to service_role;
