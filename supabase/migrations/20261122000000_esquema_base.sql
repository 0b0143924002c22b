-- Base schema: profiles and roles, the plan catalogue, reservations, notifications, payments,
-- newsletter and contact messages; check constraints for what must always hold; row-level
-- security; explicit grants (Supabase no longer grants new tables to the API roles by itself).

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create type public.rol_usuario as enum ('admin', 'abogado', 'cliente');
create type public.estado_reserva as enum (
  'pendiente', 'confirmada', 'cancelada', 'completada', 'expirada'
);

-- ---------------------------------------------------------------------------------------------
-- Validation helpers (pure; used by check constraints and by the booking function)
-- ---------------------------------------------------------------------------------------------

-- Chilean RUT with its módulo-11 check digit, written with or without dots and hyphen.
create function private.rut_valido(rut text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  limpio text := upper(regexp_replace(coalesce(rut, ''), '[.\-\s]', '', 'g'));
  cuerpo text;
  suma integer := 0;
  factor integer := 2;
  resto integer;
  esperado text;
begin
  if limpio !~ '^[0-9]{1,9}[0-9K]$' then
    return false;
  end if;
  cuerpo := left(limpio, length(limpio) - 1);
  for i in reverse length(cuerpo)..1 loop
    suma := suma + substr(cuerpo, i, 1)::integer * factor;
    factor := case when factor = 7 then 2 else factor + 1 end;
  end loop;
  resto := 11 - (suma % 11);
  esperado := case resto when 11 then '0' when 10 then 'K' else resto::text end;
  return esperado = right(limpio, 1);
end $$;

create function private.email_valido(email text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(email, '') ~* '^[^@\s]+@[^@\s]+\.[^@\s]{2,}$' and length(email) <= 254
$$;

-- The 13 consultation times of a day (spec section 9).
create function private.horarios_del_dia() returns text[]
language sql immutable set search_path = '' as $$
  select array['09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
               '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  nombre text not null default '' check (length(nombre) <= 120),
  email text not null check (private.email_valido(email)),
  telefono text check (telefono is null or length(telefono) <= 30),
  role public.rol_usuario not null default 'cliente',
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Generated from src/content/catalogue by scripts/generate-plan-migration.ts: never edit rows by
-- hand. The booking function takes every price from here; the browser never sends one.
create table public.planes (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  nombre text not null,
  precio integer not null check (precio >= 0),
  precio_original integer check (precio_original is null or precio_original > precio),
  categoria text not null,
  nota text
);

create table public.reservas (
  id uuid primary key default gen_random_uuid(),
  -- Set when the person booking is signed in; anonymous bookings have none.
  user_id uuid references auth.users (id) on delete set null,
  nombre text not null check (length(btrim(nombre)) between 2 and 120),
  rut text not null check (private.rut_valido(rut)),
  email text not null check (private.email_valido(email)),
  telefono text not null check (length(regexp_replace(telefono, '\D', '', 'g')) between 8 and 15),
  empresa text check (empresa is null or length(empresa) <= 120),
  fecha date not null,
  hora text not null check (hora = any (private.horarios_del_dia())),
  descripcion text check (descripcion is null or length(descripcion) <= 2000),
  plan text not null references public.planes (id),
  servicio text not null,
  precio integer not null check (precio >= 0),
  categoria text not null,
  tipo_reunion text not null default 'videollamada'
    check (tipo_reunion in ('presencial', 'videollamada', 'telefonica')),
  metodo_pago text check (metodo_pago in ('transferencia', 'tarjeta', 'gratis')),
  estado public.estado_reserva not null default 'pendiente',
  -- A pending booking holds its slot until this moment (2 hours), then it expires.
  expira_en timestamptz,
  recordatorio_enviado boolean not null default false,
  webhook_sent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (extract(isodow from fecha) between 1 and 5)
);

-- One active booking per slot: the database, not the browser, prevents double booking.
create unique index reservas_horario_activo on public.reservas (fecha, hora)
  where estado in ('pendiente', 'confirmada');
create index reservas_fecha_idx on public.reservas (fecha desc);
create index reservas_user_idx on public.reservas (user_id);
create index reservas_email_idx on public.reservas (lower(email));

create table public.notificaciones (
  id uuid primary key default gen_random_uuid(),
  reserva_id uuid references public.reservas (id) on delete set null,
  tipo text not null check (tipo in (
    'nueva_reserva', 'notificacion_abogado', 'recordatorio', 'recordatorio_abogado',
    'comprobante', 'test'
  )),
  estado text not null default 'pendiente' check (estado in ('pendiente', 'enviado', 'fallido')),
  intentos integer not null default 0 check (intentos >= 0),
  fecha_envio timestamptz,
  ultimo_error text,
  webhook_response jsonb,
  created_at timestamptz not null default now()
);
create index notificaciones_reserva_idx on public.notificaciones (reserva_id);
create index notificaciones_estado_idx on public.notificaciones (estado, created_at desc);

create table public.pagos (
  id uuid primary key default gen_random_uuid(),
  reserva_id uuid not null references public.reservas (id) on delete cascade,
  numero_comprobante text check (numero_comprobante is null or length(numero_comprobante) <= 100),
  metodo text not null check (metodo in ('transferencia', 'tarjeta', 'gratis')),
  monto integer not null check (monto >= 0),
  estado text not null default 'pendiente'
    check (estado in ('pendiente', 'aprobado', 'rechazado', 'reembolsado')),
  created_at timestamptz not null default now()
);
create index pagos_reserva_idx on public.pagos (reserva_id);

create table public.suscriptores (
  id uuid primary key default gen_random_uuid(),
  email text not null check (private.email_valido(email)),
  created_at timestamptz not null default now()
);
create unique index suscriptores_email_uniq on public.suscriptores (lower(email));

create table public.mensajes_contacto (
  id uuid primary key default gen_random_uuid(),
  nombre text not null check (length(btrim(nombre)) between 2 and 120),
  email text not null check (private.email_valido(email)),
  telefono text check (telefono is null or length(telefono) <= 30),
  servicio text check (servicio is null or length(servicio) <= 120),
  mensaje text not null check (length(btrim(mensaje)) between 10 and 4000),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Roles: read from profiles, never from user metadata. A role counts only while active.
-- SECURITY DEFINER so that policies on profiles can call them without recursing into RLS.
-- ---------------------------------------------------------------------------------------------

create function private.rol_actual() returns public.rol_usuario
language sql stable security definer set search_path = '' as $$
  select p.role from public.profiles p
  where p.user_id = (select auth.uid()) and p.is_active
$$;

create function private.es_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(private.rol_actual() = 'admin', false)
$$;

create function private.es_personal() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(private.rol_actual() in ('admin', 'abogado'), false)
$$;

revoke all on function private.rol_actual(), private.es_admin(), private.es_personal() from public;
grant execute on function private.rol_actual(), private.es_admin(), private.es_personal()
  to anon, authenticated, service_role;
revoke all on function private.rut_valido(text), private.email_valido(text),
  private.horarios_del_dia() from public;
grant execute on function private.rut_valido(text), private.email_valido(text),
  private.horarios_del_dia() to anon, authenticated, service_role;

-- Every new auth user gets a profile, always as cliente, whatever the sign-up sent.
create function private.crear_perfil() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, email, nombre, telefono, role)
  values (
    new.id,
    new.email,
    left(coalesce(new.raw_user_meta_data ->> 'nombre', ''), 120),
    left(nullif(new.raw_user_meta_data ->> 'telefono', ''), 30),
    'cliente'
  );
  return new;
end $$;
revoke all on function private.crear_perfil() from public;

create trigger crear_perfil_al_registrarse
  after insert on auth.users
  for each row execute function private.crear_perfil();

-- Only an admin changes a role or the active flag; nobody moves a profile to another user; and
-- the last active admin cannot be demoted or deactivated (the system would be locked out).
-- SECURITY INVOKER: it judges the caller, not the function's owner.
create function private.proteger_perfil() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- migrations, seeds and the service role are trusted
  end if;
  if new.user_id is distinct from old.user_id then
    raise exception 'No se puede cambiar el usuario de un perfil' using errcode = '42501';
  end if;
  if (new.role is distinct from old.role or new.is_active is distinct from old.is_active)
     and not private.es_admin() then
    raise exception 'Solo un administrador puede cambiar el rol o el estado de un usuario'
      using errcode = '42501';
  end if;
  if old.role = 'admin' and old.is_active
     and not (new.role = 'admin' and new.is_active)
     and not exists (
       select 1 from public.profiles p
       where p.role = 'admin' and p.is_active and p.id <> old.id
     ) then
    raise exception 'Debe quedar al menos un administrador activo' using errcode = '42501';
  end if;
  return new;
end $$;
revoke all on function private.proteger_perfil() from public;

create trigger proteger_perfil
  before update on public.profiles
  for each row execute function private.proteger_perfil();

create function private.tocar_updated_at() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
revoke all on function private.tocar_updated_at() from public;

create trigger reservas_updated_at
  before update on public.reservas
  for each row execute function private.tocar_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Row-level security. anon reaches no table; bookings go through public.crear_reserva().
-- ---------------------------------------------------------------------------------------------

alter table public.profiles enable row level security;
alter table public.planes enable row level security;
alter table public.reservas enable row level security;
alter table public.notificaciones enable row level security;
alter table public.pagos enable row level security;
alter table public.suscriptores enable row level security;
alter table public.mensajes_contacto enable row level security;

create policy "perfil propio o admin: leer" on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select private.es_admin()));
create policy "perfil propio o admin: editar" on public.profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select private.es_admin()))
  with check (user_id = (select auth.uid()) or (select private.es_admin()));
create policy "admin: crear perfiles" on public.profiles for insert to authenticated
  with check ((select private.es_admin()));
create policy "admin: borrar perfiles" on public.profiles for delete to authenticated
  using ((select private.es_admin()));

create policy "catálogo: leer" on public.planes for select to authenticated using (true);
create policy "admin: crear planes" on public.planes for insert to authenticated
  with check ((select private.es_admin()));
create policy "admin: editar planes" on public.planes for update to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));
create policy "admin: borrar planes" on public.planes for delete to authenticated
  using ((select private.es_admin()));

create policy "reserva propia o personal: leer" on public.reservas for select to authenticated
  using (user_id = (select auth.uid()) or (select private.es_personal()));
create policy "personal: editar reservas" on public.reservas for update to authenticated
  using ((select private.es_personal())) with check ((select private.es_personal()));
create policy "admin: crear reservas" on public.reservas for insert to authenticated
  with check ((select private.es_admin()));
create policy "admin: borrar reservas" on public.reservas for delete to authenticated
  using ((select private.es_admin()));

create policy "admin: notificaciones" on public.notificaciones for all to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));

create policy "pago propio o personal: leer" on public.pagos for select to authenticated
  using (
    (select private.es_personal())
    or exists (
      select 1 from public.reservas r
      where r.id = reserva_id and r.user_id = (select auth.uid())
    )
  );
create policy "admin: crear pagos" on public.pagos for insert to authenticated
  with check ((select private.es_admin()));
create policy "admin: editar pagos" on public.pagos for update to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));
create policy "admin: borrar pagos" on public.pagos for delete to authenticated
  using ((select private.es_admin()));

create policy "admin: suscriptores" on public.suscriptores for all to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));
create policy "admin: mensajes de contacto" on public.mensajes_contacto for all to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));

-- Privileges: nothing for anon; authenticated as filtered by the policies above.
revoke all on public.profiles, public.planes, public.reservas, public.notificaciones,
  public.pagos, public.suscriptores, public.mensajes_contacto from anon, authenticated;
grant select, insert, update, delete on public.profiles, public.reservas, public.notificaciones,
  public.pagos, public.suscriptores, public.mensajes_contacto to authenticated;
grant select, insert, update, delete on public.planes to authenticated;
grant all on public.profiles, public.planes, public.reservas, public.notificaciones,
  public.pagos, public.suscriptores, public.mensajes_contacto to service_role;
