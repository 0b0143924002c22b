-- Accounts: a person edits their name and phone, nothing that identifies the account; a
-- deactivated account keeps no rights at all; the e-mail of a profile follows the sign-in
-- address; and the firm always keeps one active admin, even when two admins act at once.

-- ---------------------------------------------------------------------------------------------
-- What an account may change of a profile. The id, the user, the e-mail (it follows auth.users)
-- and the creation date are the system's; role and is_active are an admin's (proteger_perfil).
-- Profiles are created by the sign-up trigger only.
-- ---------------------------------------------------------------------------------------------

revoke insert, update on public.profiles from authenticated;
grant update (nombre, telefono, role, is_active) on public.profiles to authenticated;
drop policy "admin: crear perfiles" on public.profiles;

-- Whether the caller's account is active. A deactivated account signs in (it is told so) but
-- reads, books and changes nothing.
create function private.cuenta_activa() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select p.is_active from public.profiles p where p.user_id = (select auth.uid())),
    false
  )
$$;
revoke all on function private.cuenta_activa() from public;
grant execute on function private.cuenta_activa() to anon, authenticated, service_role;

drop policy "perfil propio o admin: editar" on public.profiles;
create policy "perfil propio o admin: editar" on public.profiles for update to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.cuenta_activa()))
    or (select private.es_admin())
  )
  with check (
    (user_id = (select auth.uid()) and (select private.cuenta_activa()))
    or (select private.es_admin())
  );

drop policy "reserva propia o personal: leer" on public.reservas;
create policy "reserva propia o personal: leer" on public.reservas for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.cuenta_activa()))
    or (select private.es_personal())
  );

drop policy "pago propio o personal: leer" on public.pagos;
create policy "pago propio o personal: leer" on public.pagos for select to authenticated
  using (
    (select private.es_personal())
    or (
      (select private.cuenta_activa())
      and exists (
        select 1 from public.reservas r
        where r.id = reserva_id and r.user_id = (select auth.uid())
      )
    )
  );

-- A client's own cancellation, now refused to a deactivated account.
create or replace function private.cancelar_reserva(p_id uuid) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
begin
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  if not private.cuenta_activa() then
    raise exception 'Tu cuenta está desactivada. Escríbenos para reactivarla.'
      using errcode = '42501', hint = 'cuenta_desactivada';
  end if;
  select * into reserva from public.reservas r
  where r.id = p_id and r.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  if reserva.estado not in ('pendiente', 'confirmada') then
    raise exception 'Esta reserva ya no se puede cancelar'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if (reserva.fecha + reserva.hora::time) at time zone 'America/Santiago'
     < now() + interval '4 hours' then
    raise exception 'Solo puedes cancelar hasta 4 horas antes de la consulta'
      using errcode = '22023', hint = 'fuera_de_plazo';
  end if;
  update public.reservas set estado = 'cancelada' where id = p_id returning * into reserva;
  return reserva;
end $$;

-- The profile's e-mail is a copy of the sign-in address: when the address changes, so does it.
create function private.sincronizar_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where user_id = new.id;
  return null;
end $$;
revoke all on function private.sincronizar_email() from public;

create trigger sincronizar_email_perfil
  after update of email on auth.users
  for each row when (new.email is not null and new.email is distinct from old.email)
  execute function private.sincronizar_email();

-- ---------------------------------------------------------------------------------------------
-- Role and state changes are an admin's; the last active admin cannot disappear.
-- ---------------------------------------------------------------------------------------------

-- The row rules: nobody moves a profile to another user; only an admin changes role or is_active.
-- SECURITY INVOKER: it judges the caller, not the function's owner.
create or replace function private.proteger_perfil() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- migrations, seeds and the service role are trusted
  end if;
  if new.user_id is distinct from old.user_id then
    raise exception 'No se puede cambiar el usuario de un perfil'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if (new.role is distinct from old.role or new.is_active is distinct from old.is_active)
     and not private.es_admin() then
    raise exception 'Solo un administrador puede cambiar el rol o el estado de un usuario'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  return new;
end $$;

-- Whether an active admin remains, counted after every other change in flight has committed:
-- the lock makes concurrent changes to admins take turns, and a VOLATILE function reads with a
-- fresh snapshot, so the second of two admins demoting each other sees the first one's change.
create function private.queda_admin_activo() returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.profiles:admins', 0));
  return exists (select 1 from public.profiles p where p.role = 'admin' and p.is_active);
end $$;
revoke all on function private.queda_admin_activo() from public;
grant execute on function private.queda_admin_activo() to authenticated, service_role;

-- After any statement that demoted, deactivated or deleted an active admin: refuse it when no
-- active admin is left. Statement-level, so a single `update ... where role = 'admin'` or
-- `delete` of several admins is judged on its total effect.
create function private.garantizar_admin_activo() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  if exists (select 1 from antes a where a.role = 'admin' and a.is_active)
     and not private.queda_admin_activo() then
    raise exception 'Debe quedar al menos un administrador activo'
      using errcode = '42501', hint = 'ultimo_admin';
  end if;
  return null;
end $$;
revoke all on function private.garantizar_admin_activo() from public;

create trigger garantizar_admin_al_editar
  after update on public.profiles
  referencing old table as antes
  for each statement execute function private.garantizar_admin_activo();

create trigger garantizar_admin_al_borrar
  after delete on public.profiles
  referencing old table as antes
  for each statement execute function private.garantizar_admin_activo();

-- Every new auth user gets a profile, always as cliente, whatever the sign-up sent. The name and
-- phone are optional extras of the sign-up: one that breaks the profile rules is left out rather
-- than failing the whole sign-up with an error nobody can act on.
create or replace function private.crear_perfil() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  nombre text := btrim(left(coalesce(new.raw_user_meta_data ->> 'nombre', ''), 120));
  telefono text := btrim(left(new.raw_user_meta_data ->> 'telefono', 30));
begin
  insert into public.profiles (user_id, email, nombre, telefono, role)
  values (
    new.id,
    new.email,
    case when private.texto_corto_valido(nombre, 120) then nombre else '' end,
    case when private.telefono_valido(telefono) then telefono end,
    'cliente'
  );
  return new;
end $$;
