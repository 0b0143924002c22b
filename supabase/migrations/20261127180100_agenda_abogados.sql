-- The firm's calendar by lawyer: who takes consultations, at which of the firm's times, in which
-- areas and when they are away; each booking assigned to one of them; moves (rescheduling and
-- reassignment) with their history; attendance after the consultation; each lawyer's private feed.

-- Lawyers who take consultations. A profile that becomes 'abogado' gets a row here (trigger
-- below) with every time of the firm's grid; the admin narrows it in /admin.
create table public.abogados (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  -- SHA-256 of the secret in the lawyer's private calendar address; null: no address.
  agenda_token_hash bytea unique,
  created_at timestamptz not null default now()
);
comment on table public.abogados is
  'Abogados que atienden consultas. Atiende quien tiene el rol abogado y la cuenta activa.';

-- Which of the firm's times (private.horarios_del_dia) a lawyer takes on each weekday (1 = lunes).
create table public.abogado_horarios (
  abogado_id uuid not null references public.abogados (user_id) on delete cascade,
  dia smallint not null check (dia between 1 and 5),
  hora text not null check (hora = any (private.horarios_del_dia())),
  primary key (abogado_id, dia, hora)
);

-- The practice areas (planes.categoria) a lawyer attends. None listed: every area.
create table public.abogado_areas (
  abogado_id uuid not null references public.abogados (user_id) on delete cascade,
  categoria text not null check (length(categoria) between 1 and 60),
  primary key (abogado_id, categoria)
);

-- Days a lawyer is away: vacation, a hearing, anything personal. The reason is a category, never
-- a free text: an absence for illness is recorded as 'personal' (health data have no place here).
create table public.ausencias (
  id uuid primary key default gen_random_uuid(),
  abogado_id uuid not null references public.abogados (user_id) on delete cascade,
  desde date not null,
  hasta date not null,
  motivo text not null check (motivo in ('vacaciones', 'tribunal', 'personal', 'otro')),
  creada_por uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint ausencias_rango check (hasta >= desde and hasta - desde <= 366)
);
create index ausencias_abogado_idx on public.ausencias (abogado_id, hasta);

alter table public.reservas
  add column abogado_id uuid references public.abogados (user_id) on delete set null,
  -- The secret of the link that lets whoever booked (with or without an account) move the booking.
  add column token_gestion text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  -- Every move of its time (the .ics SEQUENCE), and those the client made (at most 2).
  add column movimientos integer not null default 0 check (movimientos >= 0),
  add column movimientos_cliente integer not null default 0
    check (movimientos_cliente between 0 and 2);
create unique index reservas_token_gestion_idx on public.reservas (token_gestion);
create index reservas_abogado_idx on public.reservas (abogado_id, fecha);
comment on column public.reservas.abogado_id is
  'Abogado asignado: atiende el área de la reserva y estaba libre a esa hora.';
comment on column public.reservas.token_gestion is
  'Secreto del enlace para reagendar sin cuenta (pantalla de confirmación y avisos).';

-- One consultation per lawyer at a time, enforced by the database. A consultation lasts 45
-- minutes and starts on the firm's half-hour grid, so it takes the half hour it starts in and the
-- next one: two bookings of one lawyer overlap exactly when they share a half hour. The primary
-- key makes a second booking of a taken half hour fail, also between concurrent transactions.
create table private.agenda_ocupada (
  abogado_id uuid not null,
  fecha date not null,
  celda time not null,
  reserva_id uuid not null references public.reservas (id) on delete cascade,
  primary key (abogado_id, fecha, celda)
);
create index agenda_ocupada_reserva_idx on private.agenda_ocupada (reserva_id);

-- The firm-wide "one booking per time" gives way to one booking per lawyer and time.
drop index public.reservas_horario_activo;

-- Each move of a booking (another time, another lawyer): the audit trail and what the notice of
-- a move tells.
create table public.reagendamientos (
  id bigint generated always as identity primary key,
  reserva_id uuid not null references public.reservas (id) on delete cascade,
  fecha_anterior date not null,
  hora_anterior text not null,
  abogado_anterior uuid,
  fecha_nueva date not null,
  hora_nueva text not null,
  abogado_nuevo uuid,
  -- cliente: from Mi cuenta; enlace: from the link without an account; personal: the firm's staff.
  por text not null check (por in ('cliente', 'enlace', 'personal')),
  usuario uuid default auth.uid(),
  created_at timestamptz not null default now()
);
create index reagendamientos_reserva_idx on public.reagendamientos (reserva_id);

alter table public.notificaciones
  add column reagendamiento_id bigint references public.reagendamientos (id) on delete set null;
alter table public.notificaciones drop constraint notificaciones_tipo_check;
alter table public.notificaciones add constraint notificaciones_tipo_check check (tipo = any (array[
  'nueva_reserva', 'notificacion_abogado', 'recordatorio', 'recordatorio_abogado', 'comprobante',
  'reagendada', 'reagendada_abogado', 'test'
]));

-- ---------------------------------------------------------------------------------------------
-- Availability

-- Who could take a consultation on each day of a range, at each time, in an area (null: any):
-- the active abogados whose week includes the time, who attend the area and are not away that
-- day; and whether each is free then (no consultation of theirs overlaps one starting then; a
-- hold that ran out does not count). The one place that says who can attend when.
create function private.disponibilidad(p_desde date, p_hasta date, p_categoria text)
returns table (fecha date, hora text, abogado_id uuid, libre boolean)
language sql stable security definer set search_path = '' as $$
  select d.dia, h.hora, a.user_id,
         not exists (
           select 1
           from private.agenda_ocupada o
           join public.reservas r on r.id = o.reserva_id
           where o.abogado_id = a.user_id and o.fecha = d.dia
             and o.celda in (h.hora::time, h.hora::time + interval '30 minutes')
             and (r.estado = 'confirmada' or r.expira_en is null or r.expira_en > now())
         )
  from (select g::date as dia from generate_series(p_desde, p_hasta, interval '1 day') g) d
  join public.abogado_horarios h
    on h.dia = extract(isodow from d.dia) and h.hora = any (private.horarios_del_dia())
  join public.abogados a on a.user_id = h.abogado_id
  join public.profiles p on p.user_id = a.user_id and p.is_active and p.role = 'abogado'
  where (p_categoria is null
         or not exists (select 1 from public.abogado_areas x where x.abogado_id = a.user_id)
         or exists (select 1 from public.abogado_areas x
                    where x.abogado_id = a.user_id and x.categoria = p_categoria))
    and not exists (
      select 1 from public.ausencias u
      where u.abogado_id = a.user_id and d.dia between u.desde and u.hasta
    )
$$;

-- The lawyers who could take a consultation at that date and time in that area (above).
create function private.abogados_aptos(p_fecha date, p_hora text, p_categoria text)
returns setof uuid
language sql stable security definer set search_path = '' as $$
  select d.abogado_id from private.disponibilidad(p_fecha, p_fecha, p_categoria) d
  where d.hora = p_hora
$$;

-- Whether a lawyer has no consultation overlapping one starting then (a hold that ran out does
-- not count). `p_reserva` is left out: the booking being moved does not block itself.
create function private.abogado_libre(p_abogado uuid, p_fecha date, p_hora text, p_reserva uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (
    select 1
    from private.agenda_ocupada o
    join public.reservas r on r.id = o.reserva_id
    where o.abogado_id = p_abogado and o.fecha = p_fecha
      and o.celda in (p_hora::time, p_hora::time + interval '30 minutes')
      and o.reserva_id is distinct from p_reserva
      and (r.estado = 'confirmada' or r.expira_en is null or r.expira_en > now())
  )
$$;

-- The lawyer a booking goes to: apt and free, `p_preferido` first (a moved booking keeps its
-- lawyer when it can), then the one with the fewest consultations that week, so work spreads.
create function private.elegir_abogado(
  p_fecha date, p_hora text, p_categoria text, p_reserva uuid default null,
  p_preferido uuid default null
) returns uuid
language sql stable security definer set search_path = '' as $$
  select a.id
  from private.abogados_aptos(p_fecha, p_hora, p_categoria) a (id)
  where private.abogado_libre(a.id, p_fecha, p_hora, p_reserva)
  order by a.id is distinct from p_preferido,
           (select count(*) from public.reservas r
            where r.abogado_id = a.id and r.id is distinct from p_reserva
              and r.fecha between date_trunc('week', p_fecha)::date
                              and date_trunc('week', p_fecha)::date + 6
              and (r.estado in ('confirmada', 'completada', 'no_asistio')
                   or (r.estado = 'pendiente' and r.expira_en > now()))),
           a.id
  limit 1
$$;

-- Keeps private.agenda_ocupada in step with each booking: an active, assigned, non-urgent booking
-- holds its two half hours; anything else holds none.
create function private.ocupar_agenda() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE'
     and new.abogado_id is not distinct from old.abogado_id and new.fecha = old.fecha
     and new.hora = old.hora and new.estado = old.estado and new.urgente = old.urgente then
    return null;
  end if;
  delete from private.agenda_ocupada where reserva_id = new.id;
  if new.abogado_id is null or new.urgente or new.estado not in ('pendiente', 'confirmada') then
    return null;
  end if;
  -- A hold whose time ran out gives way.
  update public.reservas r set estado = 'expirada'
  where r.estado = 'pendiente' and r.expira_en <= now() and r.id <> new.id
    and r.id in (
      select o.reserva_id from private.agenda_ocupada o
      where o.abogado_id = new.abogado_id and o.fecha = new.fecha
        and o.celda in (new.hora::time, new.hora::time + interval '30 minutes')
    );
  insert into private.agenda_ocupada (abogado_id, fecha, celda, reserva_id)
  values (new.abogado_id, new.fecha, new.hora::time, new.id),
         (new.abogado_id, new.fecha, new.hora::time + interval '30 minutes', new.id);
  return null;
exception
  when unique_violation then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
end $$;

create trigger ocupar_agenda after insert or update on public.reservas
  for each row execute function private.ocupar_agenda();

-- A profile that becomes 'abogado' takes consultations at every time of the firm's grid until
-- the admin narrows it.
create function private.abogado_por_rol() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.role = 'abogado' then
    insert into public.abogados (user_id) values (new.user_id) on conflict do nothing;
    if found then
      insert into public.abogado_horarios (abogado_id, dia, hora)
      select new.user_id, d, h
      from generate_series(1, 5) d, unnest(private.horarios_del_dia()) h;
    end if;
  end if;
  return null;
end $$;

create trigger abogado_por_rol after insert or update of role on public.profiles
  for each row execute function private.abogado_por_rol();

-- The rules a new booking's time and a move's new time obey alike.
create function private.exigir_horario_reservable(p_fecha date, p_hora text) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  ahora_chile timestamp := (private.ahora() at time zone 'America/Santiago');
  v_origen text;
begin
  if p_fecha is null or p_hora is null or not (p_hora = any (private.horarios_del_dia())) then
    raise exception 'Horario no válido' using errcode = '22023', hint = 'horario_invalido';
  end if;
  if extract(isodow from p_fecha) > 5 then
    raise exception 'Solo atendemos de lunes a viernes' using errcode = '22023', hint = 'dia_cerrado';
  end if;
  select f.origen into v_origen from public.feriados f where f.fecha = p_fecha;
  if v_origen = 'ley' then
    raise exception 'No atendemos en días feriados' using errcode = '22023', hint = 'dia_cerrado';
  elsif v_origen is not null then
    raise exception 'El estudio no atiende ese día' using errcode = '22023', hint = 'dia_cerrado';
  end if;
  if p_fecha + p_hora::time < ahora_chile + interval '1 hour' then
    raise exception 'Hora ya pasada' using errcode = '22023', hint = 'hora_pasada';
  end if;
  if p_fecha > ahora_chile::date + 21 then
    raise exception 'Solo se puede reservar hasta 21 días por adelantado'
      using errcode = '22023', hint = 'fuera_de_plazo';
  end if;
end $$;

-- The category of a plan, for the calendar of a plan; null (any area) without one.
create function private.categoria_de_plan(p_plan text) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_categoria text;
begin
  if p_plan is null then
    return null;
  end if;
  select p.categoria into v_categoria from public.planes p where p.id = p_plan;
  if not found then
    raise exception 'Plan desconocido' using errcode = '22023', hint = 'plan_desconocido';
  end if;
  return v_categoria;
end $$;

drop function public.calendario_reservas(date, date);
drop function private.calendario_reservas(date, date);

-- Each day: the times at which some apt lawyer works (for the plan's area when a plan is given),
-- or why none: a weekend, a holiday or firm's closed day, or nobody attending ('sin_atencion').
create function private.calendario_reservas(p_desde date, p_hasta date, p_plan text default null)
returns table (fecha date, horarios text[], motivo text, nombre text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_categoria text := private.categoria_de_plan(p_plan);
begin
  if p_desde is null or p_hasta is null or p_hasta < p_desde or p_hasta - p_desde > 62 then
    raise exception 'Rango de fechas inválido' using errcode = '22023', hint = 'rango_invalido';
  end if;
  return query
    with disponibles as (
      select * from private.disponibilidad(p_desde, p_hasta, v_categoria)
    ), dias as (
      select g::date as dia, f.fecha is not null as cerrado, f.nombre as feriado
      from generate_series(p_desde, p_hasta, interval '1 day') g
      left join public.feriados f on f.fecha = g::date
    ), abiertos as (
      select d.dia, d.cerrado, d.feriado,
             array(
               select distinct x.hora from disponibles x
               where x.fecha = d.dia and extract(isodow from d.dia) <= 5 and not d.cerrado
               order by x.hora
             ) as horas
      from dias d
    )
    select a.dia, a.horas,
           case when extract(isodow from a.dia) > 5 then 'fin_de_semana'
                when a.cerrado then 'feriado'
                when cardinality(a.horas) = 0 then 'sin_atencion' end,
           case when extract(isodow from a.dia) <= 5 then a.feriado end
    from abiertos a
    order by a.dia;
end $$;

create function public.calendario_reservas(p_desde date, p_hasta date, p_plan text default null)
returns table (fecha date, horarios text[], motivo text, nombre text)
language sql stable set search_path = '' as $$
  select * from private.calendario_reservas(p_desde, p_hasta, p_plan)
$$;

drop function public.horarios_ocupados(date, date);
drop function private.horarios_ocupados(date, date);

-- The offered times (above) at which no apt lawyer is free.
create function private.horarios_ocupados(desde date, hasta date, p_plan text default null)
returns table (fecha date, hora text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_categoria text := private.categoria_de_plan(p_plan);
begin
  return query
    with disponibles as (
      select * from private.disponibilidad(desde, hasta, v_categoria)
    )
    select c.fecha, t.hora
    from private.calendario_reservas(desde, hasta, p_plan) c, unnest(c.horarios) t (hora)
    where not exists (
      select 1 from disponibles x where x.fecha = c.fecha and x.hora = t.hora and x.libre
    )
    order by 1, 2;
end $$;

create function public.horarios_ocupados(desde date, hasta date, p_plan text default null)
returns table (fecha date, hora text)
language sql stable set search_path = '' as $$
  select * from private.horarios_ocupados(desde, hasta, p_plan)
$$;

-- ---------------------------------------------------------------------------------------------
-- Booking

create or replace function private.crear_reserva(p_nombre text, p_rut text, p_email text, p_telefono text, p_fecha date, p_hora text, p_plan text, p_tipo_reunion text DEFAULT 'videollamada'::text, p_descripcion text DEFAULT NULL::text, p_empresa text DEFAULT NULL::text, p_reemplaza uuid DEFAULT NULL::uuid, p_tipo_documento text DEFAULT 'rut'::text, p_declaracion_edad text DEFAULT NULL::text, p_aviso_version text DEFAULT NULL::text, p_terminos_version text DEFAULT NULL::text, p_sensibles_version text DEFAULT NULL::text) RETURNS public.reservas
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  plan public.planes;
  ahora_chile timestamp := (now() at time zone 'America/Santiago');
  usuario uuid := auth.uid();
  v_descripcion text := nullif(btrim(p_descripcion), '');
  activas integer;
  gratis_activas integer;
  recientes integer;
  reserva public.reservas;
  v_abogado uuid;
begin
  select * into plan from public.planes where id = lower(btrim(left(p_plan, 60)));
  if not found then
    raise exception 'Plan desconocido' using errcode = '22023', hint = 'plan_desconocido';
  end if;
  perform private.exigir_datos_de_reserva(
    p_nombre, p_tipo_documento, p_rut, p_email, p_telefono, p_empresa, p_descripcion,
    p_declaracion_edad, p_aviso_version, p_terminos_version, p_sensibles_version, plan.precio
  );
  if coalesce(p_tipo_reunion, '') not in ('videollamada', 'telefonica') then
    raise exception 'Tipo de reunión no disponible' using errcode = '22023', hint = 'tipo_reunion';
  end if;
  perform private.exigir_horario_reservable(p_fecha, p_hora);
  if usuario is not null and exists (
    select 1 from public.profiles p where p.user_id = usuario and not p.is_active
  ) then
    raise exception 'Tu cuenta está desactivada: no puedes reservar con ella. Escríbenos para reactivarla, o cierra sesión y reserva como invitado.'
      using errcode = '42501', hint = 'cuenta_desactivada';
  end if;

  -- One booking at a time: the limits below count what is committed, so two bookings made at the
  -- same moment cannot both pass a limit that only one of them fits.
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));

  if p_reemplaza is not null then
    update public.reservas r set estado = 'cancelada'
    where r.id = p_reemplaza and r.estado = 'pendiente'
      and private.clave_email(r.email) = private.clave_email(p_email)
      and private.clave_documento(r.tipo_documento, r.rut)
          = private.clave_documento(p_tipo_documento, p_rut)
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
  from private.reservas_de_la_persona(p_email, p_telefono, p_tipo_documento, p_rut) r;

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

  -- The booking goes to a lawyer who attends its area and is free then: the least booked that
  -- week, so work spreads. No such lawyer, no booking. (A hold that ran out gives way to it.)
  v_abogado := private.elegir_abogado(p_fecha, p_hora, plan.categoria);
  if v_abogado is null then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
  end if;

  begin
    insert into public.reservas (
      user_id, nombre, tipo_documento, rut, email, telefono, empresa, fecha, hora, descripcion,
      plan, servicio, precio, categoria, tipo_reunion, metodo_pago, estado, expira_en,
      declaracion_edad, aviso_version, aviso_visto_en, terminos_version, terminos_aceptados_en,
      sensibles_version, sensibles_consentidos_en, abogado_id
    ) values (
      usuario, btrim(p_nombre), p_tipo_documento,
      private.numero_documento(p_tipo_documento, p_rut), lower(btrim(p_email)),
      btrim(p_telefono), nullif(btrim(p_empresa), ''), p_fecha, p_hora, v_descripcion, plan.id,
      plan.nombre, plan.precio, plan.categoria, p_tipo_reunion,
      case when plan.precio = 0 then 'gratis' end,
      case when plan.precio = 0 then 'confirmada' else 'pendiente' end::public.estado_reserva,
      case when plan.precio = 0 then null else now() + interval '2 hours' end,
      p_declaracion_edad, p_aviso_version, now(),
      case when plan.precio > 0 then p_terminos_version end,
      case when plan.precio > 0 then now() end,
      case when v_descripcion is not null then p_sensibles_version end,
      case when v_descripcion is not null then now() end, v_abogado
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


-- The notices' diagnostic booking takes a lawyer's time like any other.
create or replace function private.crear_reserva_prueba(p_fecha date, p_hora text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  v_abogado uuid;
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
  v_abogado := private.elegir_abogado(p_fecha, p_hora,
                                      (select p.categoria from public.planes p where p.id = 'gratis'));
  if v_abogado is null then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
  end if;
  insert into public.reservas (
    nombre, rut, email, telefono, fecha, hora, descripcion, plan, servicio, precio, categoria,
    metodo_pago, estado, abogado_id
  )
  select 'Prueba de diagnóstico', '11.111.111-1', 'diagnostico@prueba.puntolegal.cl',
         '+56900000000', p_fecha, p_hora, 'Reserva de prueba del diagnóstico de notificaciones',
         p.id, 'Prueba de diagnóstico', p.precio, p.categoria, 'gratis', 'confirmada', v_abogado
  from public.planes p where p.id = 'gratis'
  returning id into nueva;
  return nueva;
exception
  when unique_violation then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
end $$;

-- Lawyers' names, which the site shows beside a booking (a firm's lawyers are public).
create function private.nombres_abogados() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select a.user_id, p.nombre
  from public.abogados a join public.profiles p on p.user_id = a.user_id
  order by p.nombre
$$;

create function public.nombres_abogados() returns table (id uuid, nombre text)
language sql stable set search_path = '' as $$ select * from private.nombres_abogados() $$;

-- Whether the client (not the staff) may still move this booking, and if not, why.
create function private.motivo_sin_reagendar(reserva public.reservas) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when reserva.urgente or reserva.anonimizada_en is not null
      or not (reserva.estado = 'confirmada'
              or (reserva.estado = 'pendiente' and (reserva.expira_en is null
                                                     or reserva.expira_en > now())))
      then 'estado'
    when (reserva.fecha + reserva.hora::time) at time zone 'America/Santiago'
         < private.ahora() + interval '4 hours'
      then 'plazo'
    when reserva.movimientos_cliente >= 2 then 'limite'
  end
$$;

-- What the link without an account shows of a booking: no personal data beyond the time.
create function private.resumen_reserva(reserva public.reservas) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'id', reserva.id,
    'codigo', private.codigo_reserva(reserva.id),
    'fecha', reserva.fecha,
    'hora', reserva.hora,
    'servicio', reserva.servicio,
    'plan', reserva.plan,
    'categoria', reserva.categoria,
    'precio', reserva.precio,
    'tipo_reunion', reserva.tipo_reunion,
    'estado', reserva.estado,
    'abogado', (select p.nombre from public.profiles p where p.user_id = reserva.abogado_id),
    'movimientos', reserva.movimientos,
    'movimientos_cliente', reserva.movimientos_cliente,
    'sin_reagendar', private.motivo_sin_reagendar(reserva)
  )
$$;

create function private.reserva_por_token(p_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  reserva public.reservas;
begin
  if p_token is null or length(p_token) < 32 then
    raise exception 'El enlace no es válido' using errcode = 'P0002', hint = 'enlace_invalido';
  end if;
  select * into reserva from public.reservas r
  where r.token_gestion = p_token and r.anonimizada_en is null;
  if not found then
    raise exception 'El enlace no es válido' using errcode = 'P0002', hint = 'enlace_invalido';
  end if;
  return private.resumen_reserva(reserva);
end $$;

create function public.reserva_por_token(p_token text) returns jsonb
language sql stable set search_path = '' as $$ select private.reserva_por_token(p_token) $$;

-- Moves a booking to another time. The client (signed in, or holding the link's secret) may do
-- it up to 4 hours before the consultation and twice at most; the staff any time. The new time
-- obeys every rule of a new booking; the booking keeps its code, its plan and its payment; the
-- lawyer stays when free then, else another apt one takes it. The old time is free at once.
create function private.reagendar_reserva(
  p_id uuid, p_fecha date, p_hora text, p_token text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
  v_por text;
  v_abogado uuid;
  v_movimiento bigint;
  v_motivo text;
begin
  -- One booking change at a time (as crear_reserva), taken before the row so the two never wait
  -- for each other.
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));
  select * into reserva from public.reservas r where r.id = p_id for update;
  if not found then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  if private.es_personal() then
    v_por := 'personal';
  elsif auth.uid() is not null and reserva.user_id = auth.uid() and private.cuenta_activa() then
    v_por := 'cliente';
  elsif p_token is not null and reserva.token_gestion = p_token then
    v_por := 'enlace';
  else
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;

  v_motivo := private.motivo_sin_reagendar(reserva);
  if v_motivo = 'estado' then
    raise exception 'Esta reserva ya no se puede reagendar'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if v_por <> 'personal' and v_motivo = 'plazo' then
    raise exception 'Solo puedes reagendar hasta 4 horas antes de la consulta'
      using errcode = '22023', hint = 'fuera_de_plazo';
  end if;
  if v_por <> 'personal' and v_motivo = 'limite' then
    raise exception 'Ya cambiaste esta reserva 2 veces. Para otro cambio, escríbenos por WhatsApp o llámanos.'
      using errcode = '22023', hint = 'limite_reagendamientos';
  end if;
  if p_fecha = reserva.fecha and p_hora = reserva.hora then
    raise exception 'Tu reserva ya está a esa hora: elige otra'
      using errcode = '22023', hint = 'misma_hora';
  end if;
  perform private.exigir_horario_reservable(p_fecha, p_hora);
  if reserva.precio = 0 and p_fecha <> reserva.fecha and (
    select count(*) from public.reservas r
    where r.fecha = p_fecha and r.precio = 0 and r.estado = 'confirmada'
  ) >= private.cupo_gratuito_diario() then
    raise exception 'No quedan consultas gratuitas para ese día. Elige otro día.'
      using errcode = 'PT429', hint = 'cupo_gratuito';
  end if;
  v_abogado := private.elegir_abogado(p_fecha, p_hora, reserva.categoria, reserva.id,
                                      reserva.abogado_id);
  if v_abogado is null then
    raise exception 'Horario ocupado' using errcode = '23505', hint = 'horario_ocupado';
  end if;

  insert into public.reagendamientos (
    reserva_id, fecha_anterior, hora_anterior, abogado_anterior, fecha_nueva, hora_nueva,
    abogado_nuevo, por
  ) values (
    reserva.id, reserva.fecha, reserva.hora, reserva.abogado_id, p_fecha, p_hora, v_abogado, v_por
  ) returning id into v_movimiento;
  update public.reservas set
    fecha = p_fecha, hora = p_hora, abogado_id = v_abogado,
    movimientos = movimientos + 1,
    movimientos_cliente = movimientos_cliente + case when v_por = 'personal' then 0 else 1 end,
    -- The reminder is due again, for the new day.
    recordatorio_enviado = false
  where id = reserva.id
  returning * into reserva;
  insert into public.notificaciones (reserva_id, tipo, estado, intentos, reagendamiento_id)
  values (reserva.id, 'reagendada', 'pendiente', 0, v_movimiento),
         (reserva.id, 'reagendada_abogado', 'pendiente', 0, v_movimiento);
  return private.resumen_reserva(reserva);
end $$;

create function public.reagendar_reserva(
  p_id uuid, p_fecha date, p_hora text, p_token text default null
) returns jsonb
language sql set search_path = '' as $$
  select private.reagendar_reserva(p_id, p_fecha, p_hora, p_token)
$$;

-- Staff: gives a booking to another apt lawyer free at its time. The lawyer taking it is told.
create function private.reasignar_reserva(p_id uuid, p_abogado uuid) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
  v_movimiento bigint;
begin
  if not private.es_personal() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));
  select * into reserva from public.reservas r where r.id = p_id for update;
  if not found then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  if private.motivo_sin_reagendar(reserva) = 'estado' then
    raise exception 'Esta reserva ya no se puede reasignar'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if p_abogado is not distinct from reserva.abogado_id then
    raise exception 'La reserva ya está asignada a ese abogado'
      using errcode = '22023', hint = 'mismo_abogado';
  end if;
  if not exists (
    select 1 from private.abogados_aptos(reserva.fecha, reserva.hora, reserva.categoria) a (id)
    where a.id = p_abogado
  ) then
    raise exception 'Ese abogado no atiende esa área a esa hora, o está ausente ese día'
      using errcode = '22023', hint = 'abogado_no_disponible';
  end if;
  if not private.abogado_libre(p_abogado, reserva.fecha, reserva.hora, reserva.id) then
    raise exception 'Ese abogado ya tiene una consulta a esa hora'
      using errcode = '23505', hint = 'horario_ocupado';
  end if;
  insert into public.reagendamientos (
    reserva_id, fecha_anterior, hora_anterior, abogado_anterior, fecha_nueva, hora_nueva,
    abogado_nuevo, por
  ) values (
    reserva.id, reserva.fecha, reserva.hora, reserva.abogado_id, reserva.fecha, reserva.hora,
    p_abogado, 'personal'
  ) returning id into v_movimiento;
  update public.reservas set abogado_id = p_abogado where id = reserva.id returning * into reserva;
  -- The lawyer who takes it is told, as of a move.
  insert into public.notificaciones (reserva_id, tipo, estado, intentos, reagendamiento_id)
  values (reserva.id, 'reagendada_abogado', 'pendiente', 0, v_movimiento);
  return reserva;
end $$;

create function public.reasignar_reserva(p_id uuid, p_abogado uuid) returns public.reservas
language sql set search_path = '' as $$ select * from private.reasignar_reserva(p_id, p_abogado) $$;

-- Staff, once a consultation's time has come: it took place ('completada') or the client did not
-- come without notice ('no_asistio', which the refund rules read). A mark can be corrected.
create function private.marcar_asistencia(p_id uuid, p_asistio boolean) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
begin
  if not private.es_personal() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  select * into reserva from public.reservas r where r.id = p_id for update;
  if not found then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  if reserva.urgente or p_asistio is null
     or reserva.estado not in ('confirmada', 'completada', 'no_asistio') then
    raise exception 'Solo se marca la asistencia de una consulta confirmada'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if (reserva.fecha + reserva.hora::time) at time zone 'America/Santiago' > private.ahora() then
    raise exception 'La consulta aún no empieza: marca la asistencia después de su hora'
      using errcode = '22023', hint = 'antes_de_tiempo';
  end if;
  update public.reservas
  set estado = case when p_asistio then 'completada' else 'no_asistio' end::public.estado_reserva
  where id = reserva.id
  returning * into reserva;
  return reserva;
end $$;

create function public.marcar_asistencia(p_id uuid, p_asistio boolean) returns public.reservas
language sql set search_path = '' as $$ select * from private.marcar_asistencia(p_id, p_asistio) $$;

-- Staff: upcoming bookings that need a lawyer: none assigned, or theirs is away, no longer works
-- at that time or in that area, or the day closed after the booking was made.
create function private.reservas_por_reasignar()
returns table (id uuid, fecha date, hora text, servicio text, abogado_id uuid, motivo text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.es_personal() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  return query
    select r.id, r.fecha, r.hora, r.servicio, r.abogado_id,
           case
             when exists (select 1 from public.feriados f where f.fecha = r.fecha) then 'dia_cerrado'
             when r.abogado_id is null then 'sin_abogado'
             when exists (select 1 from public.ausencias u
                          where u.abogado_id = r.abogado_id and r.fecha between u.desde and u.hasta)
               then 'ausente'
             else 'fuera_de_horario'
           end
    from public.reservas r
    where not r.urgente
      and (r.estado = 'confirmada' or (r.estado = 'pendiente' and r.expira_en > now()))
      and r.fecha >= (private.ahora() at time zone 'America/Santiago')::date
      and (r.abogado_id is null
           or exists (select 1 from public.feriados f where f.fecha = r.fecha)
           or not exists (
             select 1 from private.abogados_aptos(r.fecha, r.hora, r.categoria) a (id)
             where a.id = r.abogado_id
           ))
    order by r.fecha, r.hora;
end $$;

create function public.reservas_por_reasignar()
returns table (id uuid, fecha date, hora text, servicio text, abogado_id uuid, motivo text)
language sql stable set search_path = '' as $$ select * from private.reservas_por_reasignar() $$;

-- ---------------------------------------------------------------------------------------------
-- The lawyers' agenda, for the staff

-- Every lawyer with their week, areas and absences from today, in one answer.
create function private.agenda_del_estudio() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  hoy date := (private.ahora() at time zone 'America/Santiago')::date;
begin
  if not private.es_personal() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', a.user_id,
      'nombre', p.nombre,
      'email', p.email,
      'activo', p.is_active and p.role = 'abogado',
      'enlace_agenda', a.agenda_token_hash is not null,
      'horarios', coalesce((
        select jsonb_agg(h.dia || ' ' || h.hora order by h.dia, h.hora)
        from public.abogado_horarios h where h.abogado_id = a.user_id), '[]'::jsonb),
      'areas', coalesce((
        select jsonb_agg(x.categoria order by x.categoria)
        from public.abogado_areas x where x.abogado_id = a.user_id), '[]'::jsonb),
      'ausencias', coalesce((
        select jsonb_agg(jsonb_build_object('id', u.id, 'desde', u.desde, 'hasta', u.hasta,
                                            'motivo', u.motivo) order by u.desde)
        from public.ausencias u where u.abogado_id = a.user_id and u.hasta >= hoy), '[]'::jsonb)
    ) order by p.nombre)
    from public.abogados a join public.profiles p on p.user_id = a.user_id
  ), '[]'::jsonb);
end $$;

create function public.agenda_del_estudio() returns jsonb
language sql stable set search_path = '' as $$ select private.agenda_del_estudio() $$;

-- Admin: a lawyer's week ('D HH:MM', D = 1 lunes .. 5 viernes) and areas, replaced as a whole.
create function private.guardar_agenda_abogado(p_abogado uuid, p_horarios text[], p_areas text[])
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_franja text;
begin
  if not private.es_admin() then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if not exists (select 1 from public.abogados a where a.user_id = p_abogado) then
    raise exception 'Abogado no encontrado' using errcode = 'P0002', hint = 'abogado_no_encontrado';
  end if;
  foreach v_franja in array coalesce(p_horarios, '{}') loop
    if v_franja !~ '^[1-5] \d\d:\d\d$'
       or not (substr(v_franja, 3) = any (private.horarios_del_dia())) then
      raise exception 'Horario no válido: %', v_franja using errcode = '22023', hint = 'horario_invalido';
    end if;
  end loop;
  if exists (
    select 1 from unnest(coalesce(p_areas, '{}')) x (categoria)
    where not exists (select 1 from public.planes p where p.categoria = x.categoria)
  ) then
    raise exception 'Área no válida' using errcode = '22023', hint = 'area_invalida';
  end if;
  delete from public.abogado_horarios where abogado_id = p_abogado;
  insert into public.abogado_horarios (abogado_id, dia, hora)
  select distinct p_abogado, left(f, 1)::smallint, substr(f, 3)
  from unnest(coalesce(p_horarios, '{}')) f;
  delete from public.abogado_areas where abogado_id = p_abogado;
  insert into public.abogado_areas (abogado_id, categoria)
  select distinct p_abogado, x from unnest(coalesce(p_areas, '{}')) x;
end $$;

create function public.guardar_agenda_abogado(p_abogado uuid, p_horarios text[], p_areas text[])
returns void
language sql set search_path = '' as $$
  select private.guardar_agenda_abogado(p_abogado, p_horarios, p_areas)
$$;

-- ---------------------------------------------------------------------------------------------
-- Each lawyer's private calendar feed

-- A lawyer's bookings from 30 days back, for their calendar: the time, the service and the
-- booking's code, never who the client is or what the case is about.
create function private.agenda_de_abogado(p_abogado uuid)
returns table (id uuid, codigo text, fecha date, hora text, servicio text, tipo_reunion text,
               estado public.estado_reserva, movimientos integer)
language sql stable security definer set search_path = '' as $$
  select r.id, private.codigo_reserva(r.id), r.fecha, r.hora, r.servicio, r.tipo_reunion, r.estado,
         r.movimientos
  from public.reservas r
  where r.abogado_id = p_abogado and not r.urgente
    and r.fecha >= (private.ahora() at time zone 'America/Santiago')::date - 30
    and (r.estado in ('confirmada', 'completada', 'no_asistio')
         or (r.estado = 'pendiente' and r.expira_en > now()))
  order by r.fecha, r.hora
$$;

-- The signed-in lawyer's own agenda (the panel offers it as an .ics file).
create function private.mi_agenda()
returns table (id uuid, codigo text, fecha date, hora text, servicio text, tipo_reunion text,
               estado public.estado_reserva, movimientos integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.es_personal()
     or not exists (select 1 from public.abogados a where a.user_id = auth.uid()) then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  return query select * from private.agenda_de_abogado(auth.uid());
end $$;

create function public.mi_agenda()
returns table (id uuid, codigo text, fecha date, hora text, servicio text, tipo_reunion text,
               estado public.estado_reserva, movimientos integer)
language sql stable set search_path = '' as $$ select * from private.mi_agenda() $$;

-- The agenda behind a private calendar address (the server function serves it as .ics).
create function public.agenda_por_enlace(p_token text)
returns table (id uuid, codigo text, fecha date, hora text, servicio text, tipo_reunion text,
               estado public.estado_reserva, movimientos integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_abogado uuid;
begin
  select a.user_id into v_abogado
  from public.abogados a
  join public.profiles p on p.user_id = a.user_id and p.is_active
  where p_token is not null and length(p_token) >= 32
    and a.agenda_token_hash = sha256(convert_to(p_token, 'UTF8'));
  if v_abogado is null then
    raise exception 'El enlace no es válido' using errcode = 'P0002', hint = 'enlace_invalido';
  end if;
  return query select * from private.agenda_de_abogado(v_abogado);
end $$;

-- A new private address for a lawyer's calendar (the lawyer's own, or any by an admin): the
-- secret is returned once and only its hash kept; the old address stops working.
create function private.crear_enlace_agenda(p_abogado uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_abogado uuid := coalesce(p_abogado, auth.uid());
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if not (private.es_admin() or (private.es_personal() and v_abogado = auth.uid())) then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  update public.abogados set agenda_token_hash = sha256(convert_to(v_token, 'UTF8'))
  where user_id = v_abogado;
  if not found then
    raise exception 'Abogado no encontrado' using errcode = 'P0002', hint = 'abogado_no_encontrado';
  end if;
  return v_token;
end $$;

create function public.crear_enlace_agenda(p_abogado uuid default null) returns text
language sql set search_path = '' as $$ select private.crear_enlace_agenda(p_abogado) $$;

create function private.revocar_enlace_agenda(p_abogado uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_abogado uuid := coalesce(p_abogado, auth.uid());
begin
  if not (private.es_admin() or (private.es_personal() and v_abogado = auth.uid())) then
    raise exception 'Acceso denegado' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  update public.abogados set agenda_token_hash = null where user_id = v_abogado;
end $$;

create function public.revocar_enlace_agenda(p_abogado uuid default null) returns void
language sql set search_path = '' as $$ select private.revocar_enlace_agenda(p_abogado) $$;

-- ---------------------------------------------------------------------------------------------
-- States, refunds and statistics

-- Staff may mark a confirmed consultation as not attended only once its time has come, and a
-- no-show stays one (it is what refuses its refund).
create or replace function private.proteger_reserva() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new; -- the database's own functions, migrations and the service role are trusted
  end if;
  if new.estado is distinct from old.estado and not (
       (old.estado = 'pendiente' and new.estado in ('confirmada', 'cancelada'))
    or (old.estado = 'confirmada' and new.estado in ('completada', 'cancelada', 'no_asistio'))
  ) then
    raise exception 'Una reserva % no puede pasar a %', old.estado, new.estado
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  if new.estado = 'no_asistio' and old.estado <> 'no_asistio'
     and (new.fecha + new.hora::time) at time zone 'America/Santiago' > now() then
    raise exception 'La consulta aún no empieza: marca la asistencia después de su hora'
      using errcode = '22023', hint = 'antes_de_tiempo';
  end if;
  if old.recordatorio_enviado and not new.recordatorio_enviado then
    raise exception 'El recordatorio de esta reserva ya fue enviado'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  return new;
end $$;

-- The terms: a consultation the client missed without notice is not refunded (a duplicate or
-- mistaken payment still is, as its reason says).
create or replace function private.preparar_reembolso(p_pago uuid, p_usuario uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
begin
  if not private.es_admin_activo(p_usuario) then
    raise exception 'Solo un administrador puede reembolsar pagos'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  select * into pago from public.pagos where id = p_pago for update;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  select * into reserva from public.reservas where id = pago.reserva_id;
  if pago.metodo <> 'tarjeta' or pago.estado <> 'aprobado' or pago.token is null then
    raise exception 'Solo se reembolsa un pago con tarjeta aprobado'
      using errcode = '22023', hint = 'reembolso_invalido';
  end if;
  if reserva.estado = 'no_asistio'
     and not coalesce(pago.motivo = any (private.motivos_reembolsables()), false) then
    raise exception 'No se reembolsa una consulta a la que no se asistió sin aviso'
      using errcode = '22023', hint = 'no_asistio';
  end if;
  if reserva.estado <> 'cancelada'
     and not coalesce(pago.motivo = any (private.motivos_reembolsables()), false) then
    raise exception 'Cancela primero la reserva: solo se reembolsa el pago de una reserva cancelada'
      using errcode = '22023', hint = 'reembolso_invalido';
  end if;
  return jsonb_build_object('token', pago.token, 'monto', pago.monto, 'pago_id', pago.id);
end $$;

create or replace function private.estadisticas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.es_admin() then
    raise exception 'Acceso denegado' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total_usuarios', (select count(*) from public.profiles),
    'usuarios_activos', (select count(*) from public.profiles where is_active),
    'total_reservas', (select count(*) from public.reservas),
    'completadas', (select count(*) from public.reservas where estado = 'completada'),
    'no_asistio', (select count(*) from public.reservas where estado = 'no_asistio'),
    'reagendadas', (select count(distinct reserva_id) from public.reagendamientos
                    where fecha_anterior <> fecha_nueva or hora_anterior <> hora_nueva),
    'notificaciones', jsonb_build_object(
      'total', (select count(*) from public.notificaciones),
      'enviadas', (select count(*) from public.notificaciones where estado = 'enviado'),
      'fallidas', (select count(*) from public.notificaciones where estado = 'fallido'),
      'pendientes', (select count(*) from public.notificaciones where estado = 'pendiente'),
      'ultima_ejecucion', (select max(coalesce(fecha_envio, created_at)) from public.notificaciones)
    )
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants

alter table public.abogados enable row level security;
alter table public.abogado_horarios enable row level security;
alter table public.abogado_areas enable row level security;
alter table public.ausencias enable row level security;
alter table public.reagendamientos enable row level security;

create policy "personal: leer abogados" on public.abogados for select to authenticated
  using ((select private.es_personal()));
create policy "personal: leer horarios de abogados" on public.abogado_horarios for select
  to authenticated using ((select private.es_personal()));
create policy "personal: leer áreas de abogados" on public.abogado_areas for select
  to authenticated using ((select private.es_personal()));
create policy "personal: leer ausencias" on public.ausencias for select to authenticated
  using ((select private.es_personal()));
-- The admin records anyone's absence; a lawyer their own.
create policy "admin o el abogado: crear ausencias" on public.ausencias for insert
  to authenticated with check (
    (select private.es_admin())
    or ((select private.es_personal()) and abogado_id = (select auth.uid()))
  );
create policy "admin o el abogado: borrar ausencias" on public.ausencias for delete
  to authenticated using (
    (select private.es_admin())
    or ((select private.es_personal()) and abogado_id = (select auth.uid()))
  );
create policy "reserva propia o personal: leer reagendamientos" on public.reagendamientos
  for select to authenticated using (
    (select private.es_personal())
    or exists (select 1 from public.reservas r
               where r.id = reserva_id and r.user_id = (select auth.uid()))
  );

revoke all on table public.abogados, public.abogado_horarios, public.abogado_areas,
  public.ausencias, public.reagendamientos from anon, authenticated;
grant all on table public.abogados, public.abogado_horarios, public.abogado_areas,
  public.ausencias, public.reagendamientos to service_role;
grant select (user_id, created_at) on table public.abogados to authenticated;
grant select on table public.abogado_horarios, public.abogado_areas, public.reagendamientos
  to authenticated;
grant select, insert, delete on table public.ausencias to authenticated;
revoke all on table private.agenda_ocupada from public, anon, authenticated;

revoke all on function private.disponibilidad(date, date, text) from public;
revoke all on function private.abogados_aptos(date, text, text) from public;
revoke all on function private.abogado_libre(uuid, date, text, uuid) from public;
revoke all on function private.elegir_abogado(date, text, text, uuid, uuid) from public;
revoke all on function private.ocupar_agenda() from public;
revoke all on function private.abogado_por_rol() from public;
revoke all on function private.exigir_horario_reservable(date, text) from public;
revoke all on function private.categoria_de_plan(text) from public;
revoke all on function private.calendario_reservas(date, date, text) from public;
revoke all on function private.horarios_ocupados(date, date, text) from public;
revoke all on function private.motivo_sin_reagendar(public.reservas) from public;
revoke all on function private.resumen_reserva(public.reservas) from public;
revoke all on function private.reserva_por_token(text) from public;
revoke all on function private.reagendar_reserva(uuid, date, text, text) from public;
revoke all on function private.reasignar_reserva(uuid, uuid) from public;
revoke all on function private.marcar_asistencia(uuid, boolean) from public;
revoke all on function private.reservas_por_reasignar() from public;
revoke all on function private.agenda_del_estudio() from public;
revoke all on function private.guardar_agenda_abogado(uuid, text[], text[]) from public;
revoke all on function private.agenda_de_abogado(uuid) from public;
revoke all on function private.nombres_abogados() from public;
revoke all on function private.mi_agenda() from public;
revoke all on function private.crear_enlace_agenda(uuid) from public;
revoke all on function private.revocar_enlace_agenda(uuid) from public;

-- Called by the public wrappers with the caller's rights: the callers of each wrapper.
grant execute on function private.calendario_reservas(date, date, text),
  private.horarios_ocupados(date, date, text), private.reserva_por_token(text),
  private.nombres_abogados(),
  private.reagendar_reserva(uuid, date, text, text)
  to anon, authenticated, service_role;
grant execute on function private.reasignar_reserva(uuid, uuid),
  private.marcar_asistencia(uuid, boolean), private.reservas_por_reasignar(),
  private.agenda_del_estudio(), private.guardar_agenda_abogado(uuid, text[], text[]),
  private.crear_enlace_agenda(uuid), private.revocar_enlace_agenda(uuid), private.mi_agenda()
  to authenticated, service_role;

revoke all on function public.calendario_reservas(date, date, text),
  public.horarios_ocupados(date, date, text), public.nombres_abogados(),
  public.reserva_por_token(text), public.reagendar_reserva(uuid, date, text, text),
  public.reasignar_reserva(uuid, uuid), public.marcar_asistencia(uuid, boolean),
  public.reservas_por_reasignar(), public.agenda_del_estudio(),
  public.guardar_agenda_abogado(uuid, text[], text[]), public.mi_agenda(),
  public.agenda_por_enlace(text), public.crear_enlace_agenda(uuid),
  public.revocar_enlace_agenda(uuid)
  from public, anon, authenticated;
grant execute on function public.calendario_reservas(date, date, text),
  public.horarios_ocupados(date, date, text), public.nombres_abogados(),
  public.reserva_por_token(text), public.reagendar_reserva(uuid, date, text, text)
  to anon, authenticated, service_role;
grant execute on function public.reasignar_reserva(uuid, uuid),
  public.marcar_asistencia(uuid, boolean), public.reservas_por_reasignar(),
  public.agenda_del_estudio(), public.guardar_agenda_abogado(uuid, text[], text[]),
  public.mi_agenda(), public.crear_enlace_agenda(uuid), public.revocar_enlace_agenda(uuid)
  to authenticated, service_role;
-- Only the server function that serves the calendar address reads an agenda by its secret.
grant execute on function public.agenda_por_enlace(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Today's lawyers and bookings

insert into public.abogados (user_id)
select p.user_id from public.profiles p where p.role = 'abogado'
on conflict do nothing;
insert into public.abogado_horarios (abogado_id, dia, hora)
select a.user_id, d, h
from public.abogados a, generate_series(1, 5) d, unnest(private.horarios_del_dia()) h
on conflict do nothing;

-- Upcoming bookings go to a lawyer, in the order they come; one no lawyer can take is left for
-- the staff (reservas_por_reasignar lists it).
do $$
declare
  r record;
begin
  for r in
    select x.id, x.fecha, x.hora, x.categoria from public.reservas x
    where not x.urgente and x.estado in ('pendiente', 'confirmada')
      and x.fecha >= (now() at time zone 'America/Santiago')::date
    order by x.fecha, x.hora, x.created_at
  loop
    update public.reservas
    set abogado_id = private.elegir_abogado(r.fecha, r.hora, r.categoria, r.id)
    where id = r.id;
  end loop;
end $$;

-- The notice of a move: opened like the others; it tells the old and new times, the lawyer,
-- and, to the client, the link to move the booking.
create or replace function private.abrir_aviso(p_tipo text, p_reserva_id uuid, p_notificacion_id uuid, p_usuario uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  elsif p_tipo = 'comprobante' and not admin then
    select * into reserva from public.reservas where id = p_reserva_id;
    if not found then
      raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
    end if;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = 'comprobante'
      and estado in ('pendiente', 'fallido') and intentos < 3
      and created_at > now() - interval '30 minutes'
    order by created_at desc limit 1
    for update;
    if not found then
      raise exception 'El aviso de este comprobante ya no se puede enviar desde aquí'
        using errcode = '42501', hint = 'aviso_vencido';
    end if;
  elsif p_tipo in ('reagendada', 'reagendada_abogado') and not admin then
    -- Right after a move, whoever moved it sends its notices (created by reagendar_reserva).
    select * into reserva from public.reservas where id = p_reserva_id;
    if not found then
      raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
    end if;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = p_tipo
      and estado in ('pendiente', 'fallido') and intentos < 3
      and created_at > now() - interval '30 minutes'
    order by created_at desc limit 1
    for update;
    if not found then
      raise exception 'El aviso de este cambio ya no se puede enviar desde aquí'
        using errcode = '42501', hint = 'aviso_vencido';
    end if;
  elsif p_tipo in ('reagendada', 'reagendada_abogado') then
    select * into reserva from public.reservas where id = p_reserva_id;
    if not found then
      raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
    end if;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = p_tipo
      and estado in ('pendiente', 'fallido') and intentos < 3
    order by created_at desc limit 1
    for update;
    if not found then
      raise exception 'Esta reserva no tiene un cambio por avisar'
        using errcode = 'P0002', hint = 'aviso_no_encontrado';
    end if;
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
      'urgente', reserva.urgente,
      'abogado', (select jsonb_build_object('nombre', p.nombre, 'email', p.email)
                  from public.profiles p where p.user_id = reserva.abogado_id),
      -- The client's link to move the booking; the lawyer's notices do not carry it.
      'token_gestion', case when aviso.tipo not like '%abogado' then reserva.token_gestion end,
      'movimientos', reserva.movimientos
    ) end,
    'reagendamiento', (
      select jsonb_build_object('fecha_anterior', m.fecha_anterior::text,
                                'hora_anterior', m.hora_anterior,
                                'fecha_nueva', m.fecha_nueva::text, 'hora_nueva', m.hora_nueva)
      from public.reagendamientos m where m.id = aviso.reagendamiento_id
    )
  );
end $$;
