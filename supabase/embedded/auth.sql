-- Embedded-backend sign-in: what GoTrue does on hosted Supabase, reduced to what the app uses.
-- Applied only on PGlite, after the shim. Called by the embedded adapter as the database owner,
-- never by the API roles. Passwords are bcrypt hashes, as GoTrue stores them. Idempotent.
create schema if not exists embedded_auth;
revoke all on schema embedded_auth from public;

create table if not exists embedded_auth.recuperaciones (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  expira_en timestamptz not null
);

create or replace function embedded_auth.verificar_clave(p_email text, p_clave text)
returns uuid language sql stable set search_path = '' as $$
  select u.id from auth.users u
  where lower(u.email) = lower(btrim(p_email))
    and u.encrypted_password = extensions.crypt(p_clave, u.encrypted_password)
$$;

create or replace function embedded_auth.registrar(
  p_email text, p_clave text, p_nombre text, p_telefono text
) returns uuid language plpgsql set search_path = '' as $$
declare
  nuevo uuid;
begin
  -- The same address rule as every form and the profile, so a refused address gets a message
  -- rather than a failed profile insert.
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if exists (select 1 from auth.users where lower(email) = lower(btrim(p_email))) then
    raise exception 'Ya existe una cuenta con este correo'
      using errcode = '23505', hint = 'cuenta_existente';
  end if;
  insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
  values (
    lower(btrim(p_email)),
    extensions.crypt(p_clave, extensions.gen_salt('bf', 10)),
    now(),
    jsonb_build_object('nombre', coalesce(p_nombre, ''), 'telefono', coalesce(p_telefono, ''))
  )
  returning id into nuevo;
  return nuevo;
end $$;

create or replace function embedded_auth.cambiar_clave(p_usuario uuid, p_clave text)
returns void language sql set search_path = '' as $$
  update auth.users
  set encrypted_password = extensions.crypt(p_clave, extensions.gen_salt('bf', 10)),
      updated_at = now()
  where id = p_usuario
$$;
