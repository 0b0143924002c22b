-- Booking rules the first migrations left out: Chilean public holidays, a client's own
-- cancellation with its 4-hour cutoff, and the log of the notifications a booking sends.

-- ---------------------------------------------------------------------------------------------
-- Public holidays. The rows are generated from src/lib/booking/holidays.ts (npm run db:plans);
-- nobody reads the table directly: crear_reserva consults it.
-- ---------------------------------------------------------------------------------------------

create table public.feriados (
  fecha date primary key,
  nombre text not null check (length(nombre) between 3 and 120)
);
alter table public.feriados enable row level security;
revoke all on public.feriados from anon, authenticated;
grant all on public.feriados to service_role;
create policy "admin: feriados" on public.feriados for all to authenticated
  using ((select private.es_admin())) with check ((select private.es_admin()));
grant select, insert, update, delete on public.feriados to authenticated;

-- ---------------------------------------------------------------------------------------------
-- crear_reserva, now also closed on public holidays.
-- ---------------------------------------------------------------------------------------------

create or replace function private.crear_reserva(
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
  if exists (select 1 from public.feriados f where f.fecha = p_fecha) then
    raise exception 'No atendemos en días feriados' using errcode = '22023';
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

-- ---------------------------------------------------------------------------------------------
-- A client cancels their own booking, free of charge, up to 4 hours before it starts (the FAQ's
-- promise). Clients have no UPDATE on reservas, so this is the only way they change one; staff
-- change estados through the table, under their own policies.
-- ---------------------------------------------------------------------------------------------

create function private.cancelar_reserva(p_id uuid) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
begin
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión' using errcode = '42501';
  end if;
  select * into reserva from public.reservas r
  where r.id = p_id and r.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'Reserva no encontrada' using errcode = 'P0002';
  end if;
  if reserva.estado not in ('pendiente', 'confirmada') then
    raise exception 'Esta reserva ya no se puede cancelar' using errcode = '22023';
  end if;
  if (reserva.fecha + reserva.hora::time) at time zone 'America/Santiago'
     < now() + interval '4 hours' then
    raise exception 'Solo puedes cancelar hasta 4 horas antes de la consulta'
      using errcode = '22023';
  end if;
  update public.reservas set estado = 'cancelada' where id = p_id returning * into reserva;
  return reserva;
end $$;

-- ---------------------------------------------------------------------------------------------
-- The delivery log of the notifications a booking sends (nueva_reserva, notificacion_abogado).
-- The visitor's browser sends them right after booking, often signed out, and anon has no table
-- access: this records them, only for a booking made in the last 30 minutes, at most once per
-- event, so it cannot be used to fill the log. Staff write the log through the table.
-- ---------------------------------------------------------------------------------------------

create function private.registrar_aviso_reserva(
  p_reserva_id uuid,
  p_tipo text,
  p_estado text,
  p_intentos integer,
  p_ultimo_error text default null,
  p_respuesta jsonb default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  nuevo uuid;
begin
  if p_tipo not in ('nueva_reserva', 'notificacion_abogado') then
    raise exception 'Tipo de aviso no permitido' using errcode = '22023';
  end if;
  if p_estado not in ('pendiente', 'enviado', 'fallido') or p_intentos not between 0 and 3 then
    raise exception 'Estado de aviso inválido' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.reservas r
    where r.id = p_reserva_id and r.created_at > now() - interval '30 minutes'
  ) then
    raise exception 'Reserva no encontrada' using errcode = 'P0002';
  end if;
  if exists (
    select 1 from public.notificaciones n where n.reserva_id = p_reserva_id and n.tipo = p_tipo
  ) then
    raise exception 'Este aviso ya fue registrado' using errcode = '23505';
  end if;
  insert into public.notificaciones (
    reserva_id, tipo, estado, intentos, fecha_envio, ultimo_error, webhook_response
  ) values (
    p_reserva_id, p_tipo, p_estado, p_intentos,
    case when p_estado = 'enviado' then now() end,
    left(p_ultimo_error, 500), p_respuesta
  ) returning id into nuevo;
  if p_estado = 'enviado' then
    update public.reservas set webhook_sent = true where id = p_reserva_id;
  end if;
  return nuevo;
end $$;

revoke all on function private.cancelar_reserva(uuid),
  private.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb) from public;
grant execute on function private.cancelar_reserva(uuid) to authenticated, service_role;
grant execute on function private.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb)
  to anon, authenticated, service_role;

create function public.cancelar_reserva(p_id uuid) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.cancelar_reserva(p_id)
$$;

create function public.registrar_aviso_reserva(
  p_reserva_id uuid,
  p_tipo text,
  p_estado text,
  p_intentos integer,
  p_ultimo_error text default null,
  p_respuesta jsonb default null
) returns uuid
language sql security invoker set search_path = '' as $$
  select private.registrar_aviso_reserva(p_reserva_id, p_tipo, p_estado, p_intentos,
                                          p_ultimo_error, p_respuesta)
$$;

revoke all on function public.cancelar_reserva(uuid),
  public.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb) from public;
grant execute on function public.cancelar_reserva(uuid) to authenticated, service_role;
grant execute on function public.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb)
  to anon, authenticated, service_role;
