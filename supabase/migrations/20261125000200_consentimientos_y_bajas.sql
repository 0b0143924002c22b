-- What a person was told when their data were collected, the newsletter's own consent, and the
-- way out of it.
--
-- Every contact message, subscription and account stores the version of the privacy notice shown
-- beside the form and when it was sent, so the firm can prove which text applied (Ley 19.628,
-- art. 14 ter, as reformed by Ley 21.719: the information is due at collection). The newsletter
-- is marketing: it needs its own explicit consent, each send carries a link that ends it, and
-- once ended nothing more is sent (Ley 19.628 art. 8 b; Ley 19.496 art. 28 B). A subscriber who
-- left stays as a row with the date of the 'baja' (the proof it was respected) and counts nowhere
-- as a subscriber.

alter table public.mensajes_contacto
  add column aviso_version text,
  add column aviso_visto_en timestamptz;

alter table public.profiles
  add column aviso_version text,
  add column aviso_visto_en timestamptz;

alter table public.suscriptores
  add column aviso_version text,
  add column aviso_visto_en timestamptz,
  add column consentido_en timestamptz,
  add column token_baja uuid not null default gen_random_uuid() unique,
  add column baja_en timestamptz;

create index suscriptores_activos_idx on public.suscriptores (lower(email)) where baja_en is null;

-- The notice version a form sent must be one the firm published.
create function private.exigir_aviso(p_aviso_version text) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_aviso_version is null or not private.version_legal_valida('privacidad', p_aviso_version) then
    raise exception 'Falta el aviso de privacidad que se te mostró: recarga la página e inténtalo de nuevo'
      using errcode = '22023', hint = 'aviso_invalido';
  end if;
end $$;
revoke all on function private.exigir_aviso(text) from public;
grant execute on function private.exigir_aviso(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Contact: the same rules as before, and the notice the sender saw.
-- ---------------------------------------------------------------------------------------------

drop function public.enviar_mensaje_contacto(text, text, text, text, text);
drop function private.enviar_mensaje_contacto(text, text, text, text, text);

create function private.enviar_mensaje_contacto(
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
  if (select count(*) from public.mensajes_contacto
      where created_at > now() - interval '1 hour') >= 100 then
    raise exception 'Estamos recibiendo muchos mensajes. Intenta en unos minutos o escríbenos por WhatsApp.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;

  insert into public.mensajes_contacto
    (nombre, email, telefono, servicio, mensaje, aviso_version, aviso_visto_en)
  values (v_nombre, v_email, v_telefono, v_servicio, v_mensaje, p_aviso_version, now())
  returning id into nuevo;
  return nuevo;
end $$;

create function public.enviar_mensaje_contacto(
  p_nombre text,
  p_email text,
  p_mensaje text,
  p_aviso_version text,
  p_telefono text default null,
  p_servicio text default null
) returns uuid
language sql security invoker set search_path = '' as $$
  select private.enviar_mensaje_contacto(
    p_nombre, p_email, p_mensaje, p_aviso_version, p_telefono, p_servicio
  )
$$;

revoke all on function
  private.enviar_mensaje_contacto(text, text, text, text, text, text),
  public.enviar_mensaje_contacto(text, text, text, text, text, text) from public;
grant execute on function
  private.enviar_mensaje_contacto(text, text, text, text, text, text),
  public.enviar_mensaje_contacto(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Newsletter: an explicit opt-in with the notice seen, re-consent after a 'baja', and the token
-- of the person's own unsubscribe link.
-- ---------------------------------------------------------------------------------------------

drop function public.suscribir_newsletter(text);
drop function private.suscribir_newsletter(text);

-- { nuevo: true, token_baja } when the address is subscribed now (new, or back after leaving:
-- a fresh consent with its time and notice); { nuevo: false, token_baja: null } when it already
-- was. The token goes only to whoever just subscribed the address: typing someone's e-mail must
-- not hand out the link that ends their subscription.
create function private.suscribir_newsletter(p_email text, p_aviso_version text) returns jsonb
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
    raise exception 'Estamos recibiendo muchas suscripciones. Intenta en unos minutos.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;
  if found then
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

create function public.suscribir_newsletter(p_email text, p_aviso_version text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.suscribir_newsletter(p_email, p_aviso_version)
$$;

revoke all on function private.suscribir_newsletter(text, text),
  public.suscribir_newsletter(text, text) from public;
grant execute on function private.suscribir_newsletter(text, text),
  public.suscribir_newsletter(text, text) to anon, authenticated, service_role;

-- The unsubscribe link: whoever holds the token ends that subscription, without signing in
-- (Ley 19.496 art. 28 B asks for a valid, simple way to stop). True when it ends now, false when
-- it had already ended: a second click changes nothing.
create function private.baja_newsletter(p_token uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_baja timestamptz;
begin
  select s.baja_en into v_baja from public.suscriptores s where s.token_baja = p_token for update;
  if not found then
    raise exception 'Este enlace para darse de baja no es válido o ya no existe. Si sigues recibiendo el boletín, escríbenos y te daremos de baja.'
      using errcode = '22023', hint = 'enlace_invalido';
  end if;
  if v_baja is not null then
    return false;
  end if;
  update public.suscriptores set baja_en = now() where token_baja = p_token;
  return true;
end $$;

create function public.baja_newsletter(p_token uuid) returns boolean
language sql security invoker set search_path = '' as $$
  select private.baja_newsletter(p_token)
$$;

revoke all on function private.baja_newsletter(uuid), public.baja_newsletter(uuid) from public;
grant execute on function private.baja_newsletter(uuid), public.baja_newsletter(uuid)
  to anon, authenticated, service_role;

-- An account holder's own subscription, found by the account's e-mail: whether it is active, and
-- ending it in one click (the objection to direct marketing needs no reason, Ley 19.628 art. 8).
create function private.mi_suscripcion() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.suscriptores s
    join public.profiles p on lower(p.email) = lower(s.email)
    where p.user_id = auth.uid() and s.baja_en is null
  )
$$;

create function private.dejar_mi_suscripcion() returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Inicia sesión para cambiar tus comunicaciones' using errcode = '42501';
  end if;
  update public.suscriptores s set baja_en = now()
  from public.profiles p
  where p.user_id = auth.uid() and lower(p.email) = lower(s.email) and s.baja_en is null;
end $$;

create function public.mi_suscripcion() returns boolean
language sql stable security invoker set search_path = '' as $$
  select private.mi_suscripcion()
$$;

create function public.dejar_mi_suscripcion() returns void
language sql security invoker set search_path = '' as $$
  select private.dejar_mi_suscripcion()
$$;

revoke all on function private.mi_suscripcion(), private.dejar_mi_suscripcion(),
  public.mi_suscripcion(), public.dejar_mi_suscripcion() from public, anon;
grant execute on function private.mi_suscripcion(), private.dejar_mi_suscripcion(),
  public.mi_suscripcion(), public.dejar_mi_suscripcion() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Accounts: the sign-up sends the notice version it showed (`aviso_version` in the user's
-- metadata); it is stored with the time when it is a published one. An account the firm created
-- for its staff saw no form: the columns stay empty.
-- ---------------------------------------------------------------------------------------------

create or replace function private.crear_perfil() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  nombre text := btrim(left(coalesce(new.raw_user_meta_data ->> 'nombre', ''), 120));
  telefono text := btrim(left(new.raw_user_meta_data ->> 'telefono', 30));
  aviso text := left(new.raw_user_meta_data ->> 'aviso_version', 20);
  aviso_valido boolean := aviso is not null and private.version_legal_valida('privacidad', aviso);
begin
  insert into public.profiles (user_id, email, nombre, telefono, role, aviso_version, aviso_visto_en)
  values (
    new.id,
    new.email,
    case when private.texto_corto_valido(nombre, 120) then nombre else '' end,
    case when private.telefono_valido(telefono) then telefono end,
    'cliente',
    case when aviso_valido then aviso end,
    case when aviso_valido then now() end
  );
  return new;
end $$;
