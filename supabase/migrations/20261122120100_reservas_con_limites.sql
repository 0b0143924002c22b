-- Booking without letting anyone hold the calendar: limits per person, a daily quota of free
-- consultations, one booking at a time (so the counts are exact under concurrency), and staff who
-- change a booking's state and nothing else.
--
-- Every refusal carries a stable `hint` (horario_ocupado, limite_reservas, ...) that the app
-- switches on; the Spanish message is for people. A limit uses SQLSTATE PT429, which PostgREST
-- answers with HTTP 429 (too many requests).

-- How many free consultations the firm gives on one day. Free bookings are confirmed at once and
-- never expire, so without a quota anyone could take every slot of a day for good.
create function private.cupo_gratuito_diario() returns integer
language sql immutable set search_path = '' as $$ select 4 $$;

revoke all on function private.cupo_gratuito_diario() from public;
grant execute on function private.cupo_gratuito_diario() to anon, authenticated, service_role;

drop function public.crear_reserva(text, text, text, text, date, text, text, text, text, text);
drop function private.crear_reserva(text, text, text, text, date, text, text, text, text, text);

-- Books a slot. The price and the service come from the plan catalogue, never from the caller. A
-- paid plan holds the slot as 'pendiente' for 2 hours; a free plan is 'confirmada' at once. Times
-- are Chilean (America/Santiago).
--
-- One person (recognised by e-mail, phone, RUT or account) may hold at most 2 upcoming bookings,
-- of which 1 free, and create at most 5 in 24 hours; a day has at most cupo_gratuito_diario()
-- free consultations. `p_reemplaza` is the unpaid hold this booking replaces (the visitor went
-- back and changed the date, time or plan): it is released first if it belongs to the same
-- person. The two notices of the booking are logged as pending in the same transaction, so a
-- closed tab still leaves them to be sent.
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
  p_empresa text default null,
  p_reemplaza uuid default null
) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  plan public.planes;
  ahora_chile timestamp := (now() at time zone 'America/Santiago');
  usuario uuid := auth.uid();
  v_nombre text := btrim(p_nombre);
  v_empresa text := nullif(btrim(p_empresa), '');
  v_descripcion text := nullif(btrim(p_descripcion), '');
  v_email text;
  v_telefono text;
  v_rut text;
  v_usuario uuid;
  activas integer;
  gratis_activas integer;
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

  select * into plan from public.planes where id = lower(btrim(left(p_plan, 60)));
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
  if not private.texto_visible(v_descripcion, true) then
    raise exception 'La descripción tiene caracteres no permitidos'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;
  if coalesce(p_tipo_reunion, '') not in ('videollamada', 'telefonica') then
    raise exception 'Tipo de reunión no disponible' using errcode = '22023', hint = 'tipo_reunion';
  end if;
  if p_fecha is null or p_hora is null or not (p_hora = any (private.horarios_del_dia())) then
    raise exception 'Horario no válido' using errcode = '22023', hint = 'horario_invalido';
  end if;
  if extract(isodow from p_fecha) > 5 then
    raise exception 'Solo atendemos de lunes a viernes' using errcode = '22023', hint = 'dia_cerrado';
  end if;
  if exists (select 1 from public.feriados f where f.fecha = p_fecha) then
    raise exception 'No atendemos en días feriados' using errcode = '22023', hint = 'dia_cerrado';
  end if;
  if p_fecha + p_hora::time < ahora_chile + interval '1 hour' then
    raise exception 'Hora ya pasada' using errcode = '22023', hint = 'hora_pasada';
  end if;
  if p_fecha > ahora_chile::date + 21 then
    raise exception 'Solo se puede reservar hasta 21 días por adelantado'
      using errcode = '22023', hint = 'fuera_de_plazo';
  end if;
  if usuario is not null and exists (
    select 1 from public.profiles p where p.user_id = usuario and not p.is_active
  ) then
    raise exception 'Tu cuenta está desactivada: no puedes reservar con ella. Escríbenos para reactivarla, o cierra sesión y reserva como invitado.'
      using errcode = '42501', hint = 'cuenta_desactivada';
  end if;

  -- One booking at a time: the limits below count what is committed, so two bookings made at the
  -- same moment cannot both pass a limit that only one of them fits.
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));

  v_email := private.clave_email(p_email);
  v_telefono := private.clave_telefono(p_telefono);
  v_rut := private.clave_rut(p_rut);
  -- Staff may book on behalf of clients: their own account is not what the limit counts.
  v_usuario := case when private.es_personal() then null else usuario end;

  if p_reemplaza is not null then
    update public.reservas r set estado = 'cancelada'
    where r.id = p_reemplaza and r.estado = 'pendiente'
      and private.clave_email(r.email) = v_email and private.clave_rut(r.rut) = v_rut
      and not exists (
        select 1 from public.pagos pg where pg.reserva_id = r.id and pg.estado = 'aprobado'
      );
  end if;

  select
    count(*) filter (
      where r.fecha >= ahora_chile::date
        and (r.estado = 'confirmada' or (r.estado = 'pendiente' and r.expira_en > now()))
    ),
    count(*) filter (
      where r.fecha >= ahora_chile::date and r.precio = 0 and r.estado = 'confirmada'
    ),
    count(*) filter (where r.created_at > now() - interval '24 hours')
  into activas, gratis_activas, recientes
  from public.reservas r
  where private.clave_email(r.email) = v_email
     or private.clave_telefono(r.telefono) = v_telefono
     or private.clave_rut(r.rut) = v_rut
     or (v_usuario is not null and r.user_id = v_usuario);

  if recientes >= 5 then
    raise exception 'Hiciste demasiadas reservas en las últimas 24 horas. Escríbenos por WhatsApp o llámanos y te ayudamos.'
      using errcode = 'PT429', hint = 'demasiadas_reservas';
  end if;
  if activas >= 2 then
    raise exception 'Ya hay 2 reservas activas con estos datos. Si necesitas otra hora, escríbenos por WhatsApp o llámanos.'
      using errcode = 'PT429', hint = 'limite_reservas';
  end if;
  if plan.precio = 0 then
    if gratis_activas >= 1 then
      raise exception 'Ya tienes una consulta gratuita agendada. Puedes agendar una consulta pagada o escribirnos para cambiar la hora.'
        using errcode = 'PT429', hint = 'limite_gratuitas';
    end if;
    if (
      select count(*) from public.reservas r
      where r.fecha = p_fecha and r.precio = 0 and r.estado = 'confirmada'
    ) >= private.cupo_gratuito_diario() then
      raise exception 'No quedan consultas gratuitas para ese día. Elige otro día o una consulta pagada.'
        using errcode = 'PT429', hint = 'cupo_gratuito';
    end if;
  end if;

  -- A hold that ran out frees its slot for this booking.
  update public.reservas set estado = 'expirada'
  where fecha = p_fecha and hora = p_hora and estado = 'pendiente' and expira_en <= now();

  begin
    insert into public.reservas (
      user_id, nombre, rut, email, telefono, empresa, fecha, hora, descripcion, plan, servicio,
      precio, categoria, tipo_reunion, metodo_pago, estado, expira_en
    ) values (
      usuario, v_nombre, upper(btrim(p_rut)), lower(btrim(p_email)), btrim(p_telefono),
      v_empresa, p_fecha, p_hora, v_descripcion, plan.id, plan.nombre, plan.precio,
      plan.categoria, p_tipo_reunion,
      case when plan.precio = 0 then 'gratis' end,
      case when plan.precio = 0 then 'confirmada' else 'pendiente' end::public.estado_reserva,
      case when plan.precio = 0 then null else now() + interval '2 hours' end
    ) returning * into reserva;
  exception
    when unique_violation then
      raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
    when check_violation then
      raise exception 'Datos de la reserva inválidos' using errcode = '23514', hint = 'dato_invalido';
  end;

  insert into public.notificaciones (reserva_id, tipo, estado, intentos)
  values (reserva.id, 'nueva_reserva', 'pendiente', 0),
         (reserva.id, 'notificacion_abogado', 'pendiente', 0);
  return reserva;
end $$;

-- The days between two dates (at most 62) whose free consultations are all taken: the calendar
-- closes them for the free plan. No personal data.
create function private.dias_sin_cupo_gratuito(desde date, hasta date)
returns table (fecha date)
language plpgsql stable security definer set search_path = '' as $$
begin
  if desde is null or hasta is null or hasta < desde or hasta - desde > 62 then
    raise exception 'Rango de fechas inválido' using errcode = '22023', hint = 'rango_invalido';
  end if;
  return query
    select r.fecha from public.reservas r
    where r.fecha between desde and hasta and r.precio = 0 and r.estado = 'confirmada'
    group by r.fecha
    having count(*) >= private.cupo_gratuito_diario()
    order by r.fecha;
end $$;

-- The diagnostics' test booking: a free, confirmed booking marked by its e-mail, on a real
-- bookable slot, created by an admin only. Staff cannot insert bookings through the table.
create function private.crear_reserva_prueba(p_fecha date, p_hora text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  nueva uuid;
begin
  if not private.es_admin() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if p_fecha is null or p_hora is null or not (p_hora = any (private.horarios_del_dia()))
     or p_fecha <= hoy or p_fecha > hoy + 21 or extract(isodow from p_fecha) > 5
     or exists (select 1 from public.feriados f where f.fecha = p_fecha) then
    raise exception 'Horario no válido' using errcode = '22023', hint = 'horario_invalido';
  end if;
  insert into public.reservas (
    nombre, rut, email, telefono, fecha, hora, descripcion, plan, servicio, precio, categoria,
    metodo_pago, estado
  )
  select 'Prueba de diagnóstico', '11.111.111-1', 'diagnostico@prueba.puntolegal.cl',
         '+56900000000', p_fecha, p_hora, 'Reserva de prueba del diagnóstico de notificaciones',
         p.id, 'Prueba de diagnóstico', p.precio, p.categoria, 'gratis', 'confirmada'
  from public.planes p where p.id = 'gratis'
  returning id into nueva;
  return nueva;
exception
  when unique_violation then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
end $$;

revoke all on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid),
  private.dias_sin_cupo_gratuito(date, date), private.crear_reserva_prueba(date, text)
  from public;
grant execute on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid),
  private.dias_sin_cupo_gratuito(date, date)
  to anon, authenticated, service_role;
grant execute on function private.crear_reserva_prueba(date, text) to authenticated, service_role;

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
  p_empresa text default null,
  p_reemplaza uuid default null
) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.crear_reserva(p_nombre, p_rut, p_email, p_telefono, p_fecha, p_hora,
                                      p_plan, p_tipo_reunion, p_descripcion, p_empresa,
                                      p_reemplaza)
$$;

create function public.dias_sin_cupo_gratuito(desde date, hasta date)
returns table (fecha date)
language sql stable security invoker set search_path = '' as $$
  select * from private.dias_sin_cupo_gratuito(desde, hasta)
$$;

create function public.crear_reserva_prueba(p_fecha date, p_hora text) returns uuid
language sql security invoker set search_path = '' as $$
  select private.crear_reserva_prueba(p_fecha, p_hora)
$$;

revoke all on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid),
  public.dias_sin_cupo_gratuito(date, date), public.crear_reserva_prueba(date, text)
  from public, anon, authenticated;
grant execute on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid),
  public.dias_sin_cupo_gratuito(date, date)
  to anon, authenticated, service_role;
grant execute on function public.crear_reserva_prueba(date, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Staff change a booking's state, and mark its reminder as sent; nothing else. Prices, dates,
-- the client and their data are what was booked and paid for.
-- ---------------------------------------------------------------------------------------------

revoke insert, update on public.reservas from authenticated;
grant update (estado, recordatorio_enviado) on public.reservas to authenticated;
drop policy "admin: crear reservas" on public.reservas;

-- The state changes staff can make: confirm or cancel a pending booking, complete or cancel a
-- confirmed one. Expiry is the system's (crear_reserva), cancellation by the client goes through
-- cancelar_reserva. SECURITY INVOKER: it judges the caller, not the function's owner.
create function private.proteger_reserva() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- the database's own functions, migrations and the service role are trusted
  end if;
  if new.estado is distinct from old.estado and not (
       (old.estado = 'pendiente' and new.estado in ('confirmada', 'cancelada'))
    or (old.estado = 'confirmada' and new.estado in ('completada', 'cancelada'))
  ) then
    raise exception 'Una reserva % no puede pasar a %', old.estado, new.estado
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if old.recordatorio_enviado and not new.recordatorio_enviado then
    raise exception 'El recordatorio de esta reserva ya fue enviado'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  return new;
end $$;
revoke all on function private.proteger_reserva() from public;

create trigger proteger_reserva
  before update on public.reservas
  for each row execute function private.proteger_reserva();
