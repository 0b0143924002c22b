-- The contact form and the newsletter: validated like every form, idempotent under concurrency,
-- and limited, so nobody can flood the firm's inbox or its mailing list.
--
-- Limits: one address sends at most 3 messages an hour and 10 a day; the whole site accepts at
-- most 100 messages and 60 new subscriptions an hour (what no honest use of a law firm's site
-- reaches, and what keeps a script from filling the tables). Each operation takes its own lock,
-- so the duplicate checks and the counts hold when many arrive at once.

create or replace function private.enviar_mensaje_contacto(
  p_nombre text,
  p_email text,
  p_mensaje text,
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

  insert into public.mensajes_contacto (nombre, email, telefono, servicio, mensaje)
  values (v_nombre, v_email, v_telefono, v_servicio, v_mensaje)
  returning id into nuevo;
  return nuevo;
end $$;

create index mensajes_contacto_email_idx on public.mensajes_contacto (email, created_at desc);
create index mensajes_contacto_creado_idx on public.mensajes_contacto (created_at desc);

-- Newsletter sign-up. Idempotent: subscribing twice keeps one row and succeeds.
create or replace function private.suscribir_newsletter(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  if length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_email := lower(btrim(p_email));

  perform pg_advisory_xact_lock(hashtextextended('public.suscriptores', 0));
  if exists (select 1 from public.suscriptores s where lower(s.email) = v_email) then
    return;
  end if;
  if (select count(*) from public.suscriptores
      where created_at > now() - interval '1 hour') >= 60 then
    raise exception 'Estamos recibiendo muchas suscripciones. Intenta en unos minutos.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;
  insert into public.suscriptores (email) values (v_email)
  on conflict ((lower(email))) do nothing;
end $$;

create index suscriptores_creado_idx on public.suscriptores (created_at desc);
