-- The human check: a one-time pass proving that a person solved a challenge (Cloudflare Turnstile
-- on the hosted site, a local stand-in in the embedded mode and in the tests).
--
-- Site-wide caps used to refuse everyone once they were reached, so one caller with invented
-- addresses could lock the whole site out of a form. Beyond such a cap a request now needs a
-- pass instead: cheap for a person (one click in a dialog), costly for a script. The browser gets
-- a pass from the server function `verificar-humano` after the challenge's token has been
-- verified, and sends it with the request that needs it, in the `x-pase-humano` header. The
-- database keeps only the pass's SHA-256; a pass is valid for 10 minutes and for one request.

create table private.pases_humanos (
  hash bytea primary key check (length(hash) = 32),
  creado_en timestamptz not null default now(),
  expira_en timestamptz not null default now() + interval '10 minutes',
  usado_en timestamptz
);
create index pases_humanos_expira on private.pases_humanos (expira_en);

-- No API role reads or writes it: only the functions below, and the owner.
alter table private.pases_humanos enable row level security;
revoke all on private.pases_humanos from public, anon, authenticated, service_role;

-- A new pass, for the server function that verified a challenge (service role only). Returns
-- the pass (64 hex characters); only its hash is stored.
--
-- Passes that can still be used are capped, so that a flood of solved challenges cannot grow the
-- table without bound: 1,000 outstanding passes are far more than the people who meet a cap in
-- the same 10 minutes. Expired passes are deleted here, so the table holds at most that many
-- live rows plus what expired since the last issue.
create function private.emitir_pase_humano() returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_pase text;
begin
  perform pg_advisory_xact_lock(hashtextextended('private.pases_humanos', 0));
  delete from private.pases_humanos where expira_en <= now();
  if (select count(*) from private.pases_humanos where usado_en is null) >= 1000 then
    raise exception 'Estamos recibiendo muchas verificaciones. Intenta en unos minutos.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;
  v_pase := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.pases_humanos (hash)
  values (extensions.digest(convert_to(v_pase, 'UTF8'), 'sha256'));
  return v_pase;
end $$;

-- Spends the pass named by the request's `x-pase-humano` header (PostgREST passes the request's
-- headers in `request.headers` as JSON with lower-case names; the embedded adapter sets the same
-- setting): true when it was valid, unused and unexpired, and is now used; false otherwise. Two
-- requests with one pass: the second waits for the first's row lock and then finds it used.
-- Used inside the transaction of the request it admits, so a request that fails later leaves
-- the pass unspent.
create function private.consumir_pase_humano() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_pase text;
begin
  begin
    v_pase := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-pase-humano';
  exception when invalid_text_representation then
    return false;
  end;
  if v_pase is null or v_pase !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update private.pases_humanos
  set usado_en = now()
  where hash = extensions.digest(convert_to(v_pase, 'UTF8'), 'sha256')
    and usado_en is null and expira_en > now();
  return found;
end $$;

-- What a rule calls where it wants a person: spends the request's pass, or refuses with the
-- code the app recognises to show the check and repeat the request (PostgREST answers PT428 with
-- HTTP 428).
create function private.exigir_pase_humano() returns void
language plpgsql set search_path = '' as $$
begin
  if not private.consumir_pase_humano() then
    raise exception 'Confirma que eres una persona para continuar.'
      using errcode = 'PT428', hint = 'verificacion_humana';
  end if;
end $$;

revoke all on function private.emitir_pase_humano(), private.consumir_pase_humano(),
  private.exigir_pase_humano() from public, anon, authenticated, service_role;
grant execute on function private.emitir_pase_humano() to service_role;
grant execute on function private.consumir_pase_humano(), private.exigir_pase_humano()
  to anon, authenticated, service_role;

-- The API's way to issue one: the hosted function calls it with the service role (PostgREST
-- exposes only public).
create function public.emitir_pase_humano() returns text
language sql security invoker set search_path = '' as $$
  select private.emitir_pase_humano()
$$;
revoke all on function public.emitir_pase_humano() from public, anon, authenticated;
grant execute on function public.emitir_pase_humano() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Contact: beyond 100 messages an hour for the whole site, a message needs a pass instead of
-- being refused. The per-address limits stay.
-- ---------------------------------------------------------------------------------------------

create or replace function private.enviar_mensaje_contacto(
  p_nombre text,
  p_email text,
  p_mensaje text,
  p_aviso_version text,
  p_telefono text default null,
  p_servicio text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_nombre text := btrim(p_nombre);
  v_email text;
  v_mensaje text := btrim(p_mensaje);
  v_telefono text := nullif(btrim(p_telefono), '');
  v_servicio text := nullif(btrim(p_servicio), '');
  existente uuid;
  nuevo uuid;
begin
  if length(p_nombre) > 200 or length(p_email) > 254 or length(p_mensaje) > 4000
     or length(p_telefono) > 20 or length(p_servicio) > 120 then
    raise exception 'Algún dato es demasiado largo: el mensaje puede tener hasta 4000 caracteres'
      using errcode = '22023', hint = 'dato_demasiado_largo';
  end if;
  if length(coalesce(v_nombre, '')) < 2 or not private.nombre_valido(v_nombre) then
    raise exception 'Ingresa tu nombre (solo letras, espacios, apóstrofos, puntos y guiones)'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if v_telefono is not null and not private.telefono_valido(v_telefono) then
    raise exception 'Teléfono inválido' using errcode = '22023', hint = 'telefono_invalido';
  end if;
  if not private.texto_corto_valido(v_servicio, 120) then
    raise exception 'Servicio inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  if length(coalesce(v_mensaje, '')) < 10 then
    raise exception 'El mensaje debe tener al menos 10 caracteres'
      using errcode = '22023', hint = 'mensaje_invalido';
  end if;
  if not private.texto_visible(v_mensaje, true) then
    raise exception 'El mensaje tiene caracteres no permitidos'
      using errcode = '22023', hint = 'mensaje_invalido';
  end if;
  perform private.exigir_aviso(p_aviso_version);
  v_email := lower(btrim(p_email));

  perform pg_advisory_xact_lock(hashtextextended('public.mensajes_contacto', 0));

  -- The same message from the same address within 10 minutes (a double click, a retry after a
  -- network error) is stored once; its id is returned either way.
  select id into existente from public.mensajes_contacto
  where email = v_email and mensaje = v_mensaje and created_at > now() - interval '10 minutes'
  limit 1;
  if existente is not null then
    return existente;
  end if;
  if (select count(*) from public.mensajes_contacto
      where email = v_email and created_at > now() - interval '1 hour') >= 3
     or (select count(*) from public.mensajes_contacto
         where email = v_email and created_at > now() - interval '24 hours') >= 10 then
    raise exception 'Ya recibimos varios mensajes tuyos y te responderemos pronto. Si es urgente, escríbenos por WhatsApp.'
      using errcode = 'PT429', hint = 'limite_mensajes';
  end if;
  -- A busy hour (or someone sending from many invented addresses) asks each further sender to
  -- show they are a person, instead of turning everyone away.
  if (select count(*) from public.mensajes_contacto
      where created_at > now() - interval '1 hour') >= 100 then
    perform private.exigir_pase_humano();
  end if;

  insert into public.mensajes_contacto
    (nombre, email, telefono, servicio, mensaje, aviso_version, aviso_visto_en)
  values (v_nombre, v_email, v_telefono, v_servicio, v_mensaje, p_aviso_version, now())
  returning id into nuevo;
  return nuevo;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Newsletter: beyond 60 new subscriptions an hour for the whole site, a new subscription needs a
-- pass instead of being refused. An address already on the list still answers at once.
-- ---------------------------------------------------------------------------------------------

create or replace function private.suscribir_newsletter(p_email text, p_aviso_version text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_fila public.suscriptores;
begin
  if length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  perform private.exigir_aviso(p_aviso_version);
  v_email := lower(btrim(p_email));

  perform pg_advisory_xact_lock(hashtextextended('public.suscriptores', 0));
  select * into v_fila from public.suscriptores s where lower(s.email) = v_email;
  if found and v_fila.baja_en is null then
    return jsonb_build_object('nuevo', false, 'token_baja', null);
  end if;
  if (select count(*) from public.suscriptores
      where coalesce(consentido_en, created_at) > now() - interval '1 hour') >= 60 then
    perform private.exigir_pase_humano();
  end if;
  if v_fila.id is not null then
    update public.suscriptores
    set baja_en = null, consentido_en = now(), aviso_version = p_aviso_version,
        aviso_visto_en = now()
    where id = v_fila.id
    returning * into v_fila;
  else
    insert into public.suscriptores (email, consentido_en, aviso_version, aviso_visto_en)
    values (v_email, now(), p_aviso_version, now())
    returning * into v_fila;
  end if;
  return jsonb_build_object('nuevo', true, 'token_baja', v_fila.token_baja);
end $$;
