-- The 24/7 emergency consultation: a request taken at any hour (nights, weekends, holidays), paid
-- like the plan, after which the firm calls back within the promised time. It is a reservas row
-- marked `urgente`, so payment, the staff's screens, the state rules and the notices treat it as
-- a booking; its fecha and hora are when it was asked for (Chilean time), not a slot of the
-- calendar, so it neither needs a free slot nor takes one.

alter table public.reservas add column urgente boolean not null default false;

-- A booking is at one of the day's times on a working day; an emergency request at any minute of
-- any day. Every hora is a real HH:MM either way.
alter table public.reservas
  drop constraint reservas_hora_check,
  drop constraint reservas_fecha_check,
  add constraint reservas_hora_check check (
    hora ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    and (urgente or hora = any (private.horarios_del_dia()))
  ),
  add constraint reservas_fecha_check check (
    urgente or extract(isodow from fecha) between 1 and 5
  );

-- One active booking per slot; emergency requests hold no slot (two may arrive in one minute,
-- and one at 09:00 must not take the 09:00 consultation).
drop index public.reservas_horario_activo;
create unique index reservas_horario_activo on public.reservas (fecha, hora)
  where estado in ('pendiente', 'confirmada') and not urgente;

-- What the calendar greys out: booked slots only, never an emergency request.
create or replace function private.horarios_ocupados(desde date, hasta date)
returns table (fecha date, hora text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if desde is null or hasta is null or hasta < desde or hasta - desde > 62 then
    raise exception 'Rango de fechas inválido' using errcode = '22023', hint = 'rango_invalido';
  end if;
  return query
    select r.fecha, r.hora from public.reservas r
    where r.fecha between desde and hasta
      and not r.urgente
      and (r.estado = 'confirmada' or (r.estado = 'pendiente' and r.expira_en > now()))
    order by r.fecha, r.hora;
end $$;

-- The moment a request is taken. A function of its own so that the tests can set the clock (an
-- emergency at 03:00 on a Sunday) instead of waiting for one.
create function private.ahora() returns timestamptz
language sql stable set search_path = '' as $$ select now() $$;
revoke all on function private.ahora() from public;

-- Takes an emergency request, at any hour. The same field rules as a booking, and a description
-- of what happened (the lawyer who calls needs it). One person (recognised as crear_reserva
-- recognises them) has at most one emergency request under way (unpaid and within its 2-hour
-- hold, or confirmed in the last 24 hours) and creates at most 5 bookings or requests in 24 hours.
-- Like a paid booking it waits 'pendiente' for its payment for 2 hours, and logs its two notices
-- as pending in the same transaction.
create function private.crear_solicitud_urgente(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_descripcion text,
  p_empresa text default null
) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  plan public.planes;
  momento timestamptz := private.ahora();
  momento_chile timestamp := momento at time zone 'America/Santiago';
  usuario uuid := auth.uid();
  v_nombre text := btrim(p_nombre);
  v_empresa text := nullif(btrim(p_empresa), '');
  v_descripcion text := btrim(p_descripcion);
  v_email text;
  v_telefono text;
  v_rut text;
  v_usuario uuid;
  urgentes integer;
  recientes integer;
  reserva public.reservas;
begin
  -- Sizes first, so nothing below spends time on an oversized input.
  if length(p_nombre) > 200 then
    raise exception 'El nombre puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if length(p_empresa) > 200 then
    raise exception 'El nombre de la empresa puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'empresa_invalida';
  end if;
  if length(p_descripcion) > 2000 then
    raise exception 'La descripción puede tener hasta 2000 caracteres'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;

  -- The price, name and category are the catalogue's emergency plan, never the caller's.
  select * into plan from public.planes where id = 'emergencia';
  if not found then
    raise exception 'Plan desconocido' using errcode = '22023', hint = 'plan_desconocido';
  end if;
  if length(coalesce(v_nombre, '')) < 2 then
    raise exception 'Ingresa tu nombre' using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if length(v_nombre) > 120 then
    raise exception 'El nombre puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if not private.nombre_valido(v_nombre) then
    raise exception 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if not private.rut_valido(p_rut) then
    raise exception 'RUT inválido' using errcode = '22023', hint = 'rut_invalido';
  end if;
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if not private.telefono_valido(btrim(p_telefono)) then
    raise exception 'Teléfono inválido' using errcode = '22023', hint = 'telefono_invalido';
  end if;
  if length(v_empresa) > 120 then
    raise exception 'El nombre de la empresa puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'empresa_invalida';
  end if;
  if not private.texto_corto_valido(v_empresa, 120) then
    raise exception 'El nombre de la empresa tiene caracteres no permitidos'
      using errcode = '22023', hint = 'empresa_invalida';
  end if;
  if length(coalesce(v_descripcion, '')) < 10 then
    raise exception 'Cuéntanos en pocas palabras qué está pasando (al menos 10 caracteres)'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;
  if not private.texto_visible(v_descripcion, true) then
    raise exception 'La descripción tiene caracteres no permitidos'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;
  if usuario is not null and exists (
    select 1 from public.profiles p where p.user_id = usuario and not p.is_active
  ) then
    raise exception 'Tu cuenta está desactivada: no puedes hacer solicitudes con ella. Llámanos, o cierra sesión y haz la solicitud como invitado.'
      using errcode = '42501', hint = 'cuenta_desactivada';
  end if;

  -- The bookings' own lock: the 24-hour count spans bookings and requests, so both take turns.
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));

  v_email := private.clave_email(p_email);
  v_telefono := private.clave_telefono(p_telefono);
  v_rut := private.clave_rut(p_rut);
  -- Staff may ask on behalf of clients: their own account is not what the limit counts.
  v_usuario := case when private.es_personal() then null else usuario end;

  select
    count(*) filter (
      where r.urgente and (
        (r.estado = 'pendiente' and r.expira_en > now())
        or (r.estado = 'confirmada' and r.created_at > now() - interval '24 hours')
      )
    ),
    count(*) filter (where r.created_at > now() - interval '24 hours')
  into urgentes, recientes
  from public.reservas r
  where private.clave_email(r.email) = v_email
     or private.clave_telefono(r.telefono) = v_telefono
     or private.clave_rut(r.rut) = v_rut
     or (v_usuario is not null and r.user_id = v_usuario);

  if recientes >= 5 then
    raise exception 'Hiciste demasiadas reservas en las últimas 24 horas. Escríbenos por WhatsApp o llámanos y te ayudamos.'
      using errcode = 'PT429', hint = 'demasiadas_reservas';
  end if;
  if urgentes >= 1 then
    raise exception 'Ya recibimos una solicitud de emergencia con estos datos y te llamaremos. Si necesitas hablar antes, llámanos o escríbenos por WhatsApp.'
      using errcode = 'PT429', hint = 'limite_urgentes';
  end if;

  begin
    insert into public.reservas (
      user_id, nombre, rut, email, telefono, empresa, fecha, hora, descripcion, plan, servicio,
      precio, categoria, tipo_reunion, metodo_pago, estado, expira_en, urgente
    ) values (
      usuario, v_nombre, upper(btrim(p_rut)), lower(btrim(p_email)), btrim(p_telefono),
      v_empresa, momento_chile::date, to_char(momento_chile, 'HH24:MI'), v_descripcion, plan.id,
      plan.nombre, plan.precio, plan.categoria, 'telefonica',
      case when plan.precio = 0 then 'gratis' end,
      case when plan.precio = 0 then 'confirmada' else 'pendiente' end::public.estado_reserva,
      case when plan.precio = 0 then null else momento + interval '2 hours' end,
      true
    ) returning * into reserva;
  exception
    when check_violation then
      raise exception 'Datos de la solicitud inválidos' using errcode = '23514', hint = 'dato_invalido';
  end;

  insert into public.notificaciones (reserva_id, tipo, estado, intentos)
  values (reserva.id, 'nueva_reserva', 'pendiente', 0),
         (reserva.id, 'notificacion_abogado', 'pendiente', 0);
  return reserva;
end $$;

revoke all on function
  private.crear_solicitud_urgente(text, text, text, text, text, text) from public;
grant execute on function
  private.crear_solicitud_urgente(text, text, text, text, text, text)
  to anon, authenticated, service_role;

create function public.crear_solicitud_urgente(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_descripcion text,
  p_empresa text default null
) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.crear_solicitud_urgente(p_nombre, p_rut, p_email, p_telefono,
                                                p_descripcion, p_empresa)
$$;

revoke all on function public.crear_solicitud_urgente(text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.crear_solicitud_urgente(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- The notices carry the marker, so the firm's automation tells the lawyer to call now (and sets
-- no calendar event for a request). Otherwise as before.
create or replace function private.abrir_aviso(
  p_tipo text,
  p_reserva_id uuid,
  p_notificacion_id uuid,
  p_usuario uuid
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  admin boolean := private.es_admin_activo(p_usuario);
  aviso public.notificaciones;
  reserva public.reservas;
begin
  if p_notificacion_id is not null then
    if not admin then
      raise exception 'Solo un administrador puede reenviar notificaciones'
        using errcode = '42501', hint = 'acceso_denegado';
    end if;
    select * into aviso from public.notificaciones where id = p_notificacion_id for update;
    if not found then
      raise exception 'Notificación no encontrada' using errcode = 'P0002', hint = 'aviso_no_encontrado';
    end if;
  elsif p_tipo in ('nueva_reserva', 'notificacion_abogado') then
    select * into reserva from public.reservas where id = p_reserva_id;
    if not found then
      raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
    end if;
    if not admin and reserva.created_at < now() - interval '30 minutes' then
      raise exception 'El aviso de esta reserva ya no se puede enviar desde aquí'
        using errcode = '42501', hint = 'aviso_vencido';
    end if;
    insert into public.notificaciones (reserva_id, tipo) values (p_reserva_id, p_tipo)
    on conflict (reserva_id, tipo) where tipo in ('nueva_reserva', 'notificacion_abogado')
    do nothing;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = p_tipo
    for update;
  elsif p_tipo in ('recordatorio', 'recordatorio_abogado', 'comprobante', 'test') then
    if not admin then
      raise exception 'Solo un administrador puede enviar esta notificación'
        using errcode = '42501', hint = 'acceso_denegado';
    end if;
    if p_tipo <> 'test' then
      select * into reserva from public.reservas where id = p_reserva_id;
      if not found then
        raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
      end if;
      -- A reminder not yet delivered is retried on its own entry, not logged twice.
      select * into aviso from public.notificaciones
      where reserva_id = p_reserva_id and tipo = p_tipo
        and estado in ('pendiente', 'fallido') and intentos < 3
      order by created_at desc limit 1
      for update;
    end if;
    if aviso.id is null then
      insert into public.notificaciones (reserva_id, tipo)
      values (case when p_tipo = 'test' then null else p_reserva_id end, p_tipo)
      returning * into aviso;
    end if;
  else
    raise exception 'Tipo de notificación no permitido' using errcode = '22023', hint = 'tipo_invalido';
  end if;

  if aviso.estado = 'enviado' then
    raise exception 'Esta notificación ya fue enviada' using errcode = 'PT409', hint = 'aviso_enviado';
  end if;
  if aviso.intentos >= 3 then
    raise exception 'Se alcanzó el máximo de 3 intentos: la notificación no se reenvía'
      using errcode = 'PT409', hint = 'aviso_agotado';
  end if;
  if aviso.enviando_hasta > now() then
    raise exception 'Esta notificación se está enviando en este momento'
      using errcode = 'PT409', hint = 'aviso_en_curso';
  end if;
  if aviso.reserva_id is not null and reserva.id is null then
    select * into reserva from public.reservas where id = aviso.reserva_id;
  end if;
  if aviso.tipo <> 'test' and reserva.id is null then
    raise exception 'La reserva de esta notificación ya no existe'
      using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  if reserva.id is not null and reserva.estado not in ('pendiente', 'confirmada', 'completada') then
    raise exception 'La reserva ya no está activa: no se envían avisos de ella'
      using errcode = 'PT409', hint = 'reserva_inactiva';
  end if;

  update public.notificaciones set enviando_hasta = now() + interval '1 minute'
  where id = aviso.id;
  return jsonb_build_object(
    'id', aviso.id,
    'tipo', aviso.tipo,
    'intentos', aviso.intentos,
    'reserva', case when reserva.id is null then null else jsonb_build_object(
      'id', reserva.id,
      'nombre', reserva.nombre,
      'email', reserva.email,
      'telefono', reserva.telefono,
      'fecha', reserva.fecha::text,
      'hora', reserva.hora,
      'servicio', reserva.servicio,
      'precio', reserva.precio,
      'categoria', reserva.categoria,
      'urgente', reserva.urgente
    ) end
  );
end $$;
