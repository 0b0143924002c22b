-- Operations that must be atomic or must hide data. Each validates everything itself and raises
-- a Spanish message the UI shows as it is.
--
-- Each one is a SECURITY DEFINER function in the private schema (not exposed by the API), called
-- by a SECURITY INVOKER wrapper of the same name in public: callers get exactly these operations
-- and nothing else of the definer's rights (Supabase advisor lints 0028/0029).

-- Books a slot. Anonymous and signed-in callers alike; the price and the service come from the
-- plan catalogue, never from the caller. A paid plan holds the slot as 'pendiente' for 2 hours;
-- a free plan is 'confirmada' at once. Times are Chilean (America/Santiago).
create function private.crear_reserva(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_fecha date,
  p_hora text,
  p_plan text,
  p_tipo_reunion text default 'videollamada',
  p_descripcion text default null,
  p_empresa text default null
) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  plan public.planes;
  ahora_chile timestamp := (now() at time zone 'America/Santiago');
  reserva public.reservas;
begin
  select * into plan from public.planes where id = p_plan;
  if not found then
    raise exception 'Plan desconocido' using errcode = '22023';
  end if;
  if length(btrim(coalesce(p_nombre, ''))) < 2 then
    raise exception 'Ingresa tu nombre' using errcode = '22023';
  end if;
  if not private.rut_valido(p_rut) then
    raise exception 'RUT inválido' using errcode = '22023';
  end if;
  if not private.email_valido(p_email) then
    raise exception 'Correo electrónico inválido' using errcode = '22023';
  end if;
  if length(regexp_replace(coalesce(p_telefono, ''), '\D', '', 'g')) not between 8 and 15 then
    raise exception 'Teléfono inválido' using errcode = '22023';
  end if;
  if coalesce(p_tipo_reunion, '') not in ('videollamada', 'telefonica') then
    raise exception 'Tipo de reunión no disponible' using errcode = '22023';
  end if;
  if p_fecha is null or p_hora is null or not (p_hora = any (private.horarios_del_dia())) then
    raise exception 'Horario no válido' using errcode = '22023';
  end if;
  if extract(isodow from p_fecha) > 5 then
    raise exception 'Solo atendemos de lunes a viernes' using errcode = '22023';
  end if;
  if p_fecha + p_hora::time < ahora_chile + interval '1 hour' then
    raise exception 'Hora ya pasada' using errcode = '22023';
  end if;
  if p_fecha > ahora_chile::date + 21 then
    raise exception 'Solo se puede reservar hasta 21 días por adelantado' using errcode = '22023';
  end if;

  -- A hold that ran out frees its slot for this booking.
  update public.reservas set estado = 'expirada'
  where fecha = p_fecha and hora = p_hora and estado = 'pendiente' and expira_en <= now();

  begin
    insert into public.reservas (
      user_id, nombre, rut, email, telefono, empresa, fecha, hora, descripcion, plan, servicio,
      precio, categoria, tipo_reunion, metodo_pago, estado, expira_en
    ) values (
      auth.uid(), btrim(p_nombre), upper(btrim(p_rut)), lower(btrim(p_email)), btrim(p_telefono),
      nullif(btrim(p_empresa), ''), p_fecha, p_hora, nullif(btrim(p_descripcion), ''), plan.id,
      plan.nombre, plan.precio, plan.categoria, p_tipo_reunion,
      case when plan.precio = 0 then 'gratis' end,
      case when plan.precio = 0 then 'confirmada' else 'pendiente' end::public.estado_reserva,
      case when plan.precio = 0 then null else now() + interval '2 hours' end
    ) returning * into reserva;
  exception
    when unique_violation then
      raise exception 'Horario ocupado' using errcode = '23505';
    when check_violation then
      raise exception 'Datos de la reserva inválidos' using errcode = '23514';
  end;
  return reserva;
end $$;

-- Occupied times between two dates (at most 62 days), without any personal data: what the
-- booking calendar needs to grey out slots. Expired holds do not count.
create function private.horarios_ocupados(desde date, hasta date)
returns table (fecha date, hora text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if desde is null or hasta is null or hasta < desde or hasta - desde > 62 then
    raise exception 'Rango de fechas inválido' using errcode = '22023';
  end if;
  return query
    select r.fecha, r.hora from public.reservas r
    where r.fecha between desde and hasta
      and (r.estado = 'confirmada' or (r.estado = 'pendiente' and r.expira_en > now()))
    order by r.fecha, r.hora;
end $$;

-- The admin panel's figures (the spec's obtenerEstadisticas). Admins only.
create function private.estadisticas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.es_admin() then
    raise exception 'Acceso denegado' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total_usuarios', (select count(*) from public.profiles),
    'usuarios_activos', (select count(*) from public.profiles where is_active),
    'total_reservas', (select count(*) from public.reservas),
    'notificaciones', jsonb_build_object(
      'total', (select count(*) from public.notificaciones),
      'enviadas', (select count(*) from public.notificaciones where estado = 'enviado'),
      'fallidas', (select count(*) from public.notificaciones where estado = 'fallido'),
      'pendientes', (select count(*) from public.notificaciones where estado = 'pendiente'),
      'ultima_ejecucion', (select max(coalesce(fecha_envio, created_at)) from public.notificaciones)
    )
  );
end $$;

-- Newsletter sign-up. Idempotent: subscribing twice keeps one row and succeeds.
create function private.suscribir_newsletter(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023';
  end if;
  insert into public.suscriptores (email) values (lower(btrim(p_email)))
  on conflict ((lower(email))) do nothing;
end $$;

-- Contact form. Idempotent: the same message from the same address within 10 minutes (a double
-- click, a retry after a network error) is stored once; its id is returned either way.
create function private.enviar_mensaje_contacto(
  p_nombre text,
  p_email text,
  p_mensaje text,
  p_telefono text default null,
  p_servicio text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  existente uuid;
  nuevo uuid;
begin
  if length(btrim(coalesce(p_nombre, ''))) < 2 then
    raise exception 'Ingresa tu nombre' using errcode = '22023';
  end if;
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023';
  end if;
  if length(btrim(coalesce(p_mensaje, ''))) < 10 then
    raise exception 'El mensaje debe tener al menos 10 caracteres' using errcode = '22023';
  end if;
  select id into existente from public.mensajes_contacto
  where lower(email) = lower(btrim(p_email)) and mensaje = btrim(p_mensaje)
    and created_at > now() - interval '10 minutes'
  limit 1;
  if existente is not null then
    return existente;
  end if;
  insert into public.mensajes_contacto (nombre, email, telefono, servicio, mensaje)
  values (btrim(p_nombre), lower(btrim(p_email)), nullif(btrim(p_telefono), ''),
          nullif(btrim(p_servicio), ''), btrim(p_mensaje))
  returning id into nuevo;
  return nuevo;
end $$;

revoke all on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text),
  private.horarios_ocupados(date, date), private.estadisticas(), private.suscribir_newsletter(text),
  private.enviar_mensaje_contacto(text, text, text, text, text) from public;
grant execute on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text),
  private.horarios_ocupados(date, date), private.suscribir_newsletter(text),
  private.enviar_mensaje_contacto(text, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function private.estadisticas() to authenticated, service_role;

-- The API: what the browser calls with rpc().

create function public.crear_reserva(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_fecha date,
  p_hora text,
  p_plan text,
  p_tipo_reunion text default 'videollamada',
  p_descripcion text default null,
  p_empresa text default null
) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.crear_reserva(p_nombre, p_rut, p_email, p_telefono, p_fecha, p_hora,
                                      p_plan, p_tipo_reunion, p_descripcion, p_empresa)
$$;

create function public.horarios_ocupados(desde date, hasta date)
returns table (fecha date, hora text)
language sql stable security invoker set search_path = '' as $$
  select * from private.horarios_ocupados(desde, hasta)
$$;

create function public.estadisticas() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select private.estadisticas()
$$;

create function public.suscribir_newsletter(p_email text) returns void
language sql security invoker set search_path = '' as $$
  select private.suscribir_newsletter(p_email)
$$;

create function public.enviar_mensaje_contacto(
  p_nombre text,
  p_email text,
  p_mensaje text,
  p_telefono text default null,
  p_servicio text default null
) returns uuid
language sql security invoker set search_path = '' as $$
  select private.enviar_mensaje_contacto(p_nombre, p_email, p_mensaje, p_telefono, p_servicio)
$$;

revoke all on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text),
  public.horarios_ocupados(date, date), public.estadisticas(), public.suscribir_newsletter(text),
  public.enviar_mensaje_contacto(text, text, text, text, text) from public;
grant execute on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text),
  public.horarios_ocupados(date, date), public.suscribir_newsletter(text),
  public.enviar_mensaje_contacto(text, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.estadisticas() to authenticated, service_role;
