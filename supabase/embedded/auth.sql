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

-- The privacy notice's version shown at sign-up goes in the metadata, as on hosted Supabase. The
-- address starts unconfirmed (a sign-up proves nothing about who owns it) unless `p_confirmado`:
-- the demo accounts are seeded confirmed. The earlier four- and five-argument forms are replaced
-- (a database kept in the browser still has one of them).
drop function if exists embedded_auth.registrar(text, text, text, text);
drop function if exists embedded_auth.registrar(text, text, text, text, text);
create or replace function embedded_auth.registrar(
  p_email text, p_clave text, p_nombre text, p_telefono text, p_aviso_version text default null,
  p_confirmado boolean default false
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
    case when p_confirmado then now() end,
    jsonb_strip_nulls(jsonb_build_object(
      'nombre', coalesce(p_nombre, ''), 'telefono', coalesce(p_telefono, ''),
      'aviso_version', p_aviso_version
    ))
  )
  returning id into nuevo;
  return nuevo;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Confirming the address, as GoTrue does with 'Confirm email' on. A sign-up creates the account
-- unconfirmed with a link to follow (here shown on screen: nothing can be e-mailed); following it
-- confirms the address and signs in. Until then the password opens nothing, and the data found
-- by that address stay out of the account's reach (the migrations ask for email_confirmed_at).
-- One pending link per account; a link works once and for an hour.
-- ---------------------------------------------------------------------------------------------

create table if not exists embedded_auth.confirmaciones (
  token text primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  expira_en timestamptz not null
);

-- A new link for an account whose address is still unconfirmed (replacing the one before); null
-- for an address with no account or one already confirmed, as GoTrue's resend sends nothing then.
create or replace function embedded_auth.pedir_confirmacion(p_email text) returns text
language plpgsql set search_path = '' as $$
declare
  usuario uuid;
  v_token text := embedded_auth.nuevo_token();
begin
  select u.id into usuario from auth.users u
  where lower(u.email) = lower(btrim(p_email)) and u.email_confirmed_at is null;
  if usuario is null then
    return null;
  end if;
  insert into embedded_auth.confirmaciones (token, user_id, expira_en)
  values (v_token, usuario, now() + interval '1 hour')
  on conflict (user_id) do update set token = excluded.token, expira_en = excluded.expira_en;
  return v_token;
end $$;

-- GoTrue's sign-up with confirmation on: a new address gets an unconfirmed account; an address
-- with an unconfirmed account gets a new link and the account stays as it was (who signed up
-- first has not proved the address either, and neither has this caller); an address already
-- confirmed gets nothing. The answer never says which: the link's token, or null when there is
-- no account to confirm.
create or replace function embedded_auth.registrarse(
  p_email text, p_clave text, p_nombre text, p_telefono text, p_aviso_version text default null
) returns text language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from auth.users where lower(email) = lower(btrim(p_email))) then
    perform embedded_auth.registrar(p_email, p_clave, p_nombre, p_telefono, p_aviso_version);
  end if;
  return embedded_auth.pedir_confirmacion(p_email);
end $$;

-- Follows a confirmation link: the account whose address is now confirmed, or null when the link
-- is unknown, used or expired.
create or replace function embedded_auth.confirmar_correo(p_token text) returns uuid
language plpgsql set search_path = '' as $$
declare
  usuario uuid;
begin
  delete from embedded_auth.confirmaciones c where c.token = p_token and c.expira_en > now()
  returning c.user_id into usuario;
  if usuario is null then
    return null;
  end if;
  update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
  where id = usuario;
  return usuario;
end $$;

-- The account a password opens, as GoTrue's password grant decides: null for a wrong address or
-- password; an unconfirmed address is refused only after the right password, so the refusal
-- tells nothing to someone who does not know it.
create or replace function embedded_auth.ingresar(p_email text, p_clave text) returns uuid
language plpgsql set search_path = '' as $$
declare
  usuario uuid := embedded_auth.verificar_clave(p_email, p_clave);
begin
  if usuario is not null and exists (
    select 1 from auth.users u where u.id = usuario and u.email_confirmed_at is null
  ) then
    raise exception 'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión'
      using errcode = '42501', hint = 'correo_sin_confirmar';
  end if;
  return usuario;
end $$;

-- Follows a password-reset link: the account it opens, or null when the link is unknown, used or
-- expired. The link reached the address, so an address still unconfirmed is confirmed by it (as
-- GoTrue's recovery does), and a pending confirmation link is no longer needed.
create or replace function embedded_auth.canjear_recuperacion(p_token text) returns uuid
language plpgsql set search_path = '' as $$
declare
  usuario uuid;
begin
  delete from embedded_auth.recuperaciones r where r.token = p_token and r.expira_en > now()
  returning r.user_id into usuario;
  if usuario is null then
    return null;
  end if;
  update auth.users set email_confirmed_at = now(), updated_at = now()
  where id = usuario and email_confirmed_at is null;
  delete from embedded_auth.confirmaciones c where c.user_id = usuario;
  return usuario;
end $$;

create or replace function embedded_auth.cambiar_clave(p_usuario uuid, p_clave text)
returns void language sql set search_path = '' as $$
  update auth.users
  set encrypted_password = extensions.crypt(p_clave, extensions.gen_salt('bf', 10)),
      updated_at = now()
  where id = p_usuario
$$;

-- ---------------------------------------------------------------------------------------------
-- Sessions. The browser keeps only the tokens; what a session may do (its user, its assurance
-- level, when it was last used) is here, where no API role reads it. A session row that is gone
-- (signed out here or on every device, or ended for inactivity) makes both of its tokens worthless.
-- ---------------------------------------------------------------------------------------------

create table if not exists embedded_auth.sesiones (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  access_token text not null unique,
  refresh_token text not null unique,
  -- The refresh token this one replaced, and when: a tab that presents it within 10 seconds lost
  -- a race with another tab, and gets the current tokens instead of being signed out.
  refresh_anterior text,
  renovada_en timestamptz,
  access_expira_en timestamptz not null,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  -- How this session proved who it is, newest first, as GoTrue's `amr` claim.
  amr jsonb not null default '[]'::jsonb,
  creada_en timestamptz not null default now(),
  activa_en timestamptz not null default now()
);
create index if not exists sesiones_user_id on embedded_auth.sesiones (user_id);

-- A session that has not been used for this long ends (GoTrue's inactivity timeout).
create or replace function embedded_auth.inactividad_maxima() returns interval
language sql immutable as $$ select interval '30 minutes' $$;

create or replace function embedded_auth.nuevo_token() returns text
language sql volatile set search_path = '' as $$
  select encode(extensions.gen_random_bytes(32), 'hex')
$$;

create or replace function embedded_auth.abrir_sesion(p_usuario uuid, p_metodo text)
returns embedded_auth.sesiones language sql set search_path = '' as $$
  insert into embedded_auth.sesiones (user_id, access_token, refresh_token, access_expira_en, amr)
  values (
    p_usuario,
    embedded_auth.nuevo_token(),
    embedded_auth.nuevo_token(),
    now() + interval '1 hour',
    jsonb_build_array(jsonb_build_object(
      'method', p_metodo, 'timestamp', extract(epoch from now())::bigint))
  )
  returning *
$$;

-- The session behind a pair of tokens, as of now: by its access token while that is fresh, else
-- by its refresh token, which is then rotated (used once, as GoTrue does). Null when there is no
-- such session; `cerrada_por_inactividad` when it ended just now for lack of use.
create or replace function embedded_auth.sesion_actual(p_access text, p_refresh text)
returns jsonb language plpgsql set search_path = '' as $$
declare
  s embedded_auth.sesiones;
  renovada boolean := false;
begin
  select * into s from embedded_auth.sesiones
  where access_token = p_access and access_expira_en > now();
  if not found then
    update embedded_auth.sesiones
    set refresh_anterior = refresh_token,
        renovada_en = now(),
        access_token = embedded_auth.nuevo_token(),
        refresh_token = embedded_auth.nuevo_token(),
        access_expira_en = now() + interval '1 hour'
    where refresh_token = p_refresh
    returning * into s;
    if not found then
      select * into s from embedded_auth.sesiones
      where refresh_anterior = p_refresh and renovada_en > now() - interval '10 seconds';
      if not found then
        return null;
      end if;
    end if;
    renovada := true;
  end if;
  if s.activa_en < now() - embedded_auth.inactividad_maxima() then
    delete from embedded_auth.sesiones where id = s.id;
    return jsonb_build_object('cerrada_por_inactividad', true);
  end if;
  if s.activa_en < now() - interval '1 minute' then
    update embedded_auth.sesiones set activa_en = now() where id = s.id;
  end if;
  return jsonb_build_object(
    'id', s.id,
    'user_id', s.user_id,
    'email', (select u.email from auth.users u where u.id = s.user_id),
    'access_token', s.access_token,
    'refresh_token', s.refresh_token,
    'expira_en', extract(epoch from s.access_expira_en)::bigint,
    'aal', s.aal,
    'amr', s.amr,
    'renovada', renovada
  );
end $$;

-- Signing out: this session ('local'), every session of its user ('global'), or every other one
-- ('others').
create or replace function embedded_auth.cerrar_sesiones(p_sesion uuid, p_alcance text)
returns void language sql set search_path = '' as $$
  delete from embedded_auth.sesiones s
  using embedded_auth.sesiones actual
  where actual.id = p_sesion
    and s.user_id = actual.user_id
    and case p_alcance
      when 'local' then s.id = actual.id
      when 'others' then s.id <> actual.id
      else true
    end
$$;

-- ---------------------------------------------------------------------------------------------
-- Two-step verification with an authenticator app: TOTP (RFC 6238) with HMAC-SHA1, 6 digits and
-- 30-second steps, one step of tolerance either way, as Supabase Auth checks it. Unlike Supabase,
-- a code is taken once: each factor remembers the last step it accepted (RFC 6238 section 5.2).
-- ---------------------------------------------------------------------------------------------

create table if not exists embedded_auth.factores (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  nombre text not null,
  secreto bytea not null,
  verificado boolean not null default false,
  ultimo_paso bigint not null default 0,
  -- The demo accounts' factor, whose next code the sign-in page may show.
  demo boolean not null default false,
  creado_en timestamptz not null default now()
);
create index if not exists factores_user_id on embedded_auth.factores (user_id);

create table if not exists embedded_auth.fallos_codigo (
  factor_id uuid not null references embedded_auth.factores (id) on delete cascade,
  en timestamptz not null default now()
);
create index if not exists fallos_codigo_factor on embedded_auth.fallos_codigo (factor_id, en);

-- Wrong codes a factor takes before it must wait, and the window they are counted in.
create or replace function embedded_auth.fallos_permitidos() returns integer
language sql immutable as $$ select 5 $$;
create or replace function embedded_auth.ventana_fallos() returns interval
language sql immutable as $$ select interval '15 minutes' $$;

create or replace function embedded_auth.base32(datos bytea) returns text
language plpgsql immutable set search_path = '' as $$
declare
  alfabeto constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  resultado text := '';
  acumulado bigint := 0;
  bits integer := 0;
begin
  for i in 0 .. length(datos) - 1 loop
    acumulado := (acumulado << 8) | get_byte(datos, i);
    bits := bits + 8;
    while bits >= 5 loop
      bits := bits - 5;
      resultado := resultado || substr(alfabeto, ((acumulado >> bits) & 31)::integer + 1, 1);
    end loop;
    acumulado := acumulado & ((1::bigint << bits) - 1);
  end loop;
  if bits > 0 then
    resultado := resultado || substr(alfabeto, ((acumulado << (5 - bits)) & 31)::integer + 1, 1);
  end if;
  return resultado;
end $$;

-- HOTP (RFC 4226): HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated to 31 bits.
create or replace function embedded_auth.hotp(clave bytea, contador bigint, digitos integer default 6)
returns text language plpgsql immutable set search_path = '' as $$
declare
  mac bytea := extensions.hmac(int8send(contador), clave, 'sha1');
  o integer := get_byte(mac, 19) & 15;
  binario bigint;
begin
  binario := ((get_byte(mac, o) & 127)::bigint << 24)
    | (get_byte(mac, o + 1)::bigint << 16)
    | (get_byte(mac, o + 2)::bigint << 8)
    | get_byte(mac, o + 3)::bigint;
  return lpad((binario % (10 ^ digitos)::bigint)::text, digitos, '0');
end $$;

create or replace function embedded_auth.paso_totp(en timestamptz default now()) returns bigint
language sql stable as $$ select floor(extract(epoch from en) / 30)::bigint $$;

create or replace function embedded_auth.crear_factor(p_usuario uuid, p_demo boolean default false)
returns embedded_auth.factores language sql set search_path = '' as $$
  insert into embedded_auth.factores (user_id, nombre, secreto, verificado, demo)
  values (p_usuario, 'Aplicación de autenticación', extensions.gen_random_bytes(20), p_demo, p_demo)
  returning *
$$;

-- Starts adding a factor: only while the account has no verified one (a second factor is added
-- after turning the first off). Setups left unfinished are dropped. Returns the id and the secret.
create or replace function embedded_auth.mfa_inscribir(p_sesion uuid) returns jsonb
language plpgsql set search_path = '' as $$
declare
  usuario uuid := (select s.user_id from embedded_auth.sesiones s where s.id = p_sesion);
  f embedded_auth.factores;
begin
  if usuario is null then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  if exists (select 1 from embedded_auth.factores where user_id = usuario and verificado) then
    raise exception 'La verificación en dos pasos ya está activada'
      using errcode = '23505', hint = 'factor_existente';
  end if;
  delete from embedded_auth.factores where user_id = usuario and not verificado;
  f := embedded_auth.crear_factor(usuario);
  return jsonb_build_object(
    'id', f.id,
    'secreto', embedded_auth.base32(f.secreto),
    'email', (select u.email from auth.users u where u.id = usuario)
  );
end $$;

-- Checks a code of one of the session's own factors. Never raises, so that a failure it records
-- stays recorded: returns 'ok', 'invalido' (wrong code), 'usado' (a code whose step was already
-- accepted) or 'espera' (too many wrong codes lately), with the seconds to wait. On 'ok' the step
-- is consumed, the factor is verified, the session becomes aal2 with a `totp` entry, and the
-- user's other sessions that never passed the second step end (GoTrue does the same).
create or replace function embedded_auth.mfa_verificar(p_sesion uuid, p_factor uuid, p_codigo text)
returns jsonb language plpgsql set search_path = '' as $$
declare
  s embedded_auth.sesiones;
  f embedded_auth.factores;
  codigo text := regexp_replace(coalesce(p_codigo, ''), '\s', '', 'g');
  ahora_paso bigint := embedded_auth.paso_totp();
  paso bigint;
  aceptado bigint;
  usado boolean := false;
  fallos integer;
  bloqueo_desde timestamptz;
begin
  select * into s from embedded_auth.sesiones where id = p_sesion;
  select * into f from embedded_auth.factores where id = p_factor for update;
  if s.id is null or f.id is null or f.user_id <> s.user_id then
    return jsonb_build_object('resultado', 'invalido');
  end if;

  select count(*), min(en) into fallos, bloqueo_desde from (
    select en from embedded_auth.fallos_codigo
    where factor_id = f.id and en > now() - embedded_auth.ventana_fallos()
    order by en desc limit embedded_auth.fallos_permitidos()
  ) recientes;
  if fallos >= embedded_auth.fallos_permitidos() then
    return jsonb_build_object(
      'resultado', 'espera',
      'segundos', ceil(extract(epoch from bloqueo_desde + embedded_auth.ventana_fallos() - now()))
    );
  end if;

  if codigo ~ '^[0-9]{6}$' then
    for paso in reverse ahora_paso + 1 .. ahora_paso - 1 loop
      if embedded_auth.hotp(f.secreto, paso) = codigo then
        -- The demo factor's codes are shown to every visitor: taking one once protects nothing.
        if paso > f.ultimo_paso or f.demo then
          aceptado := paso;
          exit;
        end if;
        usado := true;
      end if;
    end loop;
  end if;

  if aceptado is null then
    if usado then
      return jsonb_build_object('resultado', 'usado');
    end if;
    insert into embedded_auth.fallos_codigo (factor_id) values (f.id);
    return jsonb_build_object('resultado', 'invalido');
  end if;

  update embedded_auth.factores set ultimo_paso = aceptado, verificado = true where id = f.id;
  delete from embedded_auth.fallos_codigo where factor_id = f.id;
  delete from embedded_auth.factores where user_id = s.user_id and not verificado;
  update embedded_auth.sesiones
  set aal = 'aal2',
      amr = jsonb_build_array(jsonb_build_object(
        'method', 'totp', 'timestamp', extract(epoch from now())::bigint)) || amr,
      activa_en = now()
  where id = s.id;
  delete from embedded_auth.sesiones
  where user_id = s.user_id and id <> s.id and aal = 'aal1';
  return jsonb_build_object('resultado', 'ok');
end $$;

-- Turns a factor off after a current code from it; the session goes back to aal1 at once.
create or replace function embedded_auth.mfa_desactivar(p_sesion uuid, p_factor uuid, p_codigo text)
returns jsonb language plpgsql set search_path = '' as $$
declare
  r jsonb := embedded_auth.mfa_verificar(p_sesion, p_factor, p_codigo);
begin
  if r ->> 'resultado' = 'ok' then
    delete from embedded_auth.factores where id = p_factor;
    if not exists (
      select 1 from embedded_auth.factores f
      join embedded_auth.sesiones s on s.user_id = f.user_id
      where s.id = p_sesion and f.verificado
    ) then
      update embedded_auth.sesiones set aal = 'aal1' where id = p_sesion;
    end if;
  end if;
  return r;
end $$;

-- The account's verified factors, for the session's own user.
create or replace function embedded_auth.mfa_factores(p_sesion uuid)
returns table (id uuid, nombre text, creado_en timestamptz) language sql stable set search_path = '' as $$
  select f.id, f.nombre, f.creado_en from embedded_auth.factores f
  join embedded_auth.sesiones s on s.user_id = f.user_id
  where s.id = p_sesion and f.verificado
  order by f.creado_en
$$;

-- The demo accounts' factor only: its current code.
create or replace function embedded_auth.mfa_codigo_demo(p_sesion uuid) returns text
language sql stable set search_path = '' as $$
  select embedded_auth.hotp(f.secreto, embedded_auth.paso_totp())
  from embedded_auth.factores f
  join embedded_auth.sesiones s on s.user_id = f.user_id
  where s.id = p_sesion and f.demo and f.verificado
$$;

-- An admin's recovery of another account: its factors go, and so do its sessions.
create or replace function embedded_auth.quitar_factores(p_usuario uuid) returns integer
language plpgsql set search_path = '' as $$
declare
  quitados integer;
begin
  delete from embedded_auth.factores where user_id = p_usuario and verificado;
  get diagnostics quitados = row_count;
  delete from embedded_auth.factores where user_id = p_usuario;
  delete from embedded_auth.sesiones where user_id = p_usuario;
  return quitados;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Changing the sign-in address, as GoTrue does it: the new address is taken only once the link
-- sent to it is followed (here the link is shown on screen: nothing can be e-mailed). One pending
-- change per account; a link works once and for an hour.
-- ---------------------------------------------------------------------------------------------

create table if not exists embedded_auth.cambios_correo (
  token text primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text not null,
  expira_en timestamptz not null
);

create or replace function embedded_auth.pedir_cambio_correo(p_usuario uuid, p_email text)
returns text language plpgsql set search_path = '' as $$
declare
  v_email text := lower(btrim(p_email));
  v_token text := embedded_auth.nuevo_token();
begin
  if not private.email_valido(v_email) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception 'Ya existe una cuenta con este correo'
      using errcode = '23505', hint = 'correo_en_uso';
  end if;
  insert into embedded_auth.cambios_correo (token, user_id, email, expira_en)
  values (v_token, p_usuario, v_email, now() + interval '1 hour')
  on conflict (user_id) do update
    set token = excluded.token, email = excluded.email, expira_en = excluded.expira_en;
  return v_token;
end $$;

-- The account whose address changed, or null when the link is unknown or expired.
create or replace function embedded_auth.confirmar_cambio_correo(p_token text)
returns uuid language plpgsql set search_path = '' as $$
declare
  cambio embedded_auth.cambios_correo;
begin
  delete from embedded_auth.cambios_correo c where c.token = p_token and c.expira_en > now()
  returning * into cambio;
  if not found then
    return null;
  end if;
  if exists (
    select 1 from auth.users u where lower(u.email) = cambio.email and u.id <> cambio.user_id
  ) then
    raise exception 'Ya existe una cuenta con este correo'
      using errcode = '23505', hint = 'correo_en_uso';
  end if;
  -- The link reached the new address: that address is confirmed from now on.
  update auth.users set email = cambio.email, email_confirmed_at = now(), updated_at = now()
  where id = cambio.user_id;
  return cambio.user_id;
end $$;
