-- Express consent for the sensitive data a case description may hold.
--
-- A description of a family, criminal, labour or health matter often reveals health, sexual life,
-- children or money: sensitive data, which need the person's express consent. Whether advice
-- before any lawsuit is already covered by the "defence of a right before courts" exception is
-- unsettled, so the firm asks: a booking or an emergency request that brings a description also
-- brings the version of the authorisation the person ticked (an unticked box beside the field),
-- and the server records when. Without a description nothing is asked. The person can withdraw it
-- at any time, as easily as it was given: the description is erased at once.

-- ---------------------------------------------------------------------------------------------
-- The authorisation is a legal text with versions, like the notice and the terms
-- ---------------------------------------------------------------------------------------------

alter table public.versiones_legales drop constraint versiones_legales_documento_check;
alter table public.versiones_legales add constraint versiones_legales_documento_check
  check (documento in ('privacidad', 'terminos', 'datos_sensibles'));

-- Kept in step with src/content/legal/versions.ts (a database test compares them).
insert into public.versiones_legales (documento, version, vigente_desde) values
  ('datos_sensibles', '1.0', '2026-11-23');

alter table public.reservas
  add column sensibles_version text check (length(sensibles_version) <= 20),
  add column sensibles_consentidos_en timestamptz,
  add column sensibles_retirados_en timestamptz;

comment on column public.reservas.sensibles_version is
  'Version of the authorisation to process sensitive data in the description; null without one.';
comment on column public.reservas.sensibles_retirados_en is
  'When the person withdrew that authorisation (the description was erased then).';

-- ---------------------------------------------------------------------------------------------
-- One check of what a booking or an emergency request brings, for both
-- ---------------------------------------------------------------------------------------------

drop function private.exigir_datos_de_reserva(text, text, text, text, text, integer);

-- The person's data and statements: name, document, age, the notice seen, the terms (a price
-- above 0), the contact data, the company, the description and, when there is a description, the
-- authorisation for the sensitive data in it. Sizes are checked first, so nothing spends time on
-- an oversized input. Each refusal has its own hint, which the form maps to the field to correct.
create function private.exigir_datos_de_reserva(
  p_nombre text,
  p_tipo_documento text,
  p_numero text,
  p_email text,
  p_telefono text,
  p_empresa text,
  p_descripcion text,
  p_declaracion_edad text,
  p_aviso_version text,
  p_terminos_version text,
  p_sensibles_version text,
  p_precio integer
) returns void
language plpgsql stable set search_path = '' as $$
declare
  v_nombre text := btrim(p_nombre);
  v_empresa text := nullif(btrim(p_empresa), '');
  v_descripcion text := nullif(btrim(p_descripcion), '');
begin
  if length(p_nombre) > 200 or length(v_nombre) > 120 then
    raise exception 'El nombre puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if length(p_empresa) > 200 or length(v_empresa) > 120 then
    raise exception 'El nombre de la empresa puede tener hasta 120 caracteres'
      using errcode = '22023', hint = 'empresa_invalida';
  end if;
  if length(p_descripcion) > 2000 then
    raise exception 'La descripción puede tener hasta 2000 caracteres'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;

  if length(coalesce(v_nombre, '')) < 2 then
    raise exception 'Ingresa tu nombre' using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if not private.nombre_valido(v_nombre) then
    raise exception 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if coalesce(p_tipo_documento, '') not in ('rut', 'pasaporte', 'id_extranjero') then
    raise exception 'Elige el tipo de documento: RUT, pasaporte o documento de identidad extranjero'
      using errcode = '22023', hint = 'documento_invalido';
  end if;
  if p_tipo_documento = 'rut' then
    if not private.rut_valido(p_numero) then
      raise exception 'RUT inválido' using errcode = '22023', hint = 'rut_invalido';
    end if;
  elsif not private.documento_extranjero_valido(btrim(p_numero)) then
    raise exception 'Número de documento inválido: usa de 5 a 20 letras, números o guiones, con al menos un número'
      using errcode = '22023', hint = 'documento_invalido';
  end if;
  if coalesce(p_declaracion_edad, '') not in ('mayor_de_edad', 'representante') then
    raise exception 'Indica si eres mayor de 18 años o si reservas en representación de otra persona'
      using errcode = '22023', hint = 'edad_requerida';
  end if;
  if p_aviso_version is null or not private.version_legal_valida('privacidad', p_aviso_version) then
    raise exception 'No pudimos registrar el aviso de privacidad que viste: recarga la página e inténtalo de nuevo'
      using errcode = '22023', hint = 'aviso_invalido';
  end if;
  if p_precio > 0 and p_terminos_version is null then
    raise exception 'Para una consulta pagada debes aceptar los Términos y condiciones'
      using errcode = '22023', hint = 'terminos_requeridos';
  end if;
  if p_precio > 0 and not private.version_legal_valida('terminos', p_terminos_version) then
    raise exception 'Los Términos y condiciones que aceptaste ya no son los vigentes: recarga la página y acéptalos de nuevo'
      using errcode = '22023', hint = 'terminos_requeridos';
  end if;
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if not private.telefono_valido(btrim(p_telefono)) then
    raise exception 'Teléfono inválido' using errcode = '22023', hint = 'telefono_invalido';
  end if;
  if not private.texto_corto_valido(v_empresa, 120) then
    raise exception 'El nombre de la empresa tiene caracteres no permitidos'
      using errcode = '22023', hint = 'empresa_invalida';
  end if;
  if not private.texto_visible(v_descripcion, true) then
    raise exception 'La descripción tiene caracteres no permitidos'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;
  if v_descripcion is not null and p_sensibles_version is null then
    raise exception 'Para guardar la descripción de tu caso, autoriza el tratamiento de los datos sensibles que pueda contener'
      using errcode = '22023', hint = 'sensibles_requerido';
  end if;
  if v_descripcion is not null
     and not private.version_legal_valida('datos_sensibles', p_sensibles_version) then
    raise exception 'La autorización que marcaste ya no es la vigente: recarga la página y márcala de nuevo'
      using errcode = '22023', hint = 'sensibles_requerido';
  end if;
end $$;

revoke all on function private.exigir_datos_de_reserva(
  text, text, text, text, text, text, text, text, text, text, text, integer
) from public;
grant execute on function private.exigir_datos_de_reserva(
  text, text, text, text, text, text, text, text, text, text, text, integer
) to anon, authenticated, service_role;

-- Who holds the same person's bookings (e-mail, phone, document or account): the per-person
-- limits of bookings and emergency requests count these. Staff may book on behalf of clients, so
-- their own account is not what the limits count.
create function private.reservas_de_la_persona(
  p_email text,
  p_telefono text,
  p_tipo_documento text,
  p_numero text
) returns setof public.reservas
language sql stable security definer set search_path = '' as $$
  select r.* from public.reservas r
  where private.clave_email(r.email) = private.clave_email(p_email)
     or private.clave_telefono(r.telefono) = private.clave_telefono(p_telefono)
     or private.clave_documento(r.tipo_documento, r.rut)
        = private.clave_documento(p_tipo_documento, p_numero)
     or (not private.es_personal() and auth.uid() is not null and r.user_id = auth.uid())
$$;
revoke all on function private.reservas_de_la_persona(text, text, text, text) from public;
grant execute on function private.reservas_de_la_persona(text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- crear_reserva: as before, with the authorisation for a description
-- ---------------------------------------------------------------------------------------------

drop function public.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid,
                                   text, text, text, text);
drop function private.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid,
                                    text, text, text, text);

-- Books a slot. The price and the service come from the plan catalogue, never from the caller. A
-- paid plan holds the slot as 'pendiente' for 2 hours; a free plan is 'confirmada' at once. Times
-- are Chilean (America/Santiago).
--
-- One person (recognised by e-mail, phone, document number or account) may hold at most 2
-- upcoming bookings, of which 1 free, and create at most 5 in 24 hours; a day has at most
-- cupo_gratuito_diario() free consultations. `p_reemplaza` is the unpaid hold this booking
-- replaces: it is released first if it belongs to the same person. The person states their age
-- (or that they book as someone's representative), sends the version of the privacy notice shown
-- to them, for a paid plan the version of the terms they accepted and, with a description, the
-- version of the authorisation for its sensitive data; the time of each is the server's. The two
-- notices of the booking are logged as pending in the same transaction.
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
  p_reemplaza uuid default null,
  p_tipo_documento text default 'rut',
  p_declaracion_edad text default null,
  p_aviso_version text default null,
  p_terminos_version text default null,
  p_sensibles_version text default null
) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  plan public.planes;
  ahora_chile timestamp := (now() at time zone 'America/Santiago');
  usuario uuid := auth.uid();
  v_descripcion text := nullif(btrim(p_descripcion), '');
  activas integer;
  gratis_activas integer;
  recientes integer;
  reserva public.reservas;
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

  -- A hold that ran out frees its slot for this booking.
  update public.reservas set estado = 'expirada'
  where fecha = p_fecha and hora = p_hora and estado = 'pendiente' and expira_en <= now();

  begin
    insert into public.reservas (
      user_id, nombre, tipo_documento, rut, email, telefono, empresa, fecha, hora, descripcion,
      plan, servicio, precio, categoria, tipo_reunion, metodo_pago, estado, expira_en,
      declaracion_edad, aviso_version, aviso_visto_en, terminos_version, terminos_aceptados_en,
      sensibles_version, sensibles_consentidos_en
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
      case when v_descripcion is not null then now() end
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

revoke all on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid, text,
                        text, text, text, text)
  from public;
grant execute on function
  private.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid, text,
                        text, text, text, text)
  to anon, authenticated, service_role;

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
  p_reemplaza uuid default null,
  p_tipo_documento text default 'rut',
  p_declaracion_edad text default null,
  p_aviso_version text default null,
  p_terminos_version text default null,
  p_sensibles_version text default null
) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.crear_reserva(p_nombre, p_rut, p_email, p_telefono, p_fecha, p_hora,
                                      p_plan, p_tipo_reunion, p_descripcion, p_empresa,
                                      p_reemplaza, p_tipo_documento, p_declaracion_edad,
                                      p_aviso_version, p_terminos_version, p_sensibles_version)
$$;

revoke all on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid, text,
                       text, text, text, text)
  from public, anon, authenticated;
grant execute on function
  public.crear_reserva(text, text, text, text, date, text, text, text, text, text, uuid, text,
                       text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- crear_solicitud_urgente: the description is required, so the authorisation is too
-- ---------------------------------------------------------------------------------------------

drop function public.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text,
                                             text);
drop function private.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text,
                                              text);

-- Takes an emergency request, at any hour. The same field rules as a booking, and a description
-- of what happened (the lawyer who calls needs it), with its authorisation. One person has at most
-- one emergency request under way and creates at most 5 bookings or requests in 24 hours. Like a
-- paid booking it waits 'pendiente' for its payment for 2 hours, and logs its two notices as
-- pending in the same transaction.
create function private.crear_solicitud_urgente(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_descripcion text,
  p_empresa text default null,
  p_tipo_documento text default 'rut',
  p_declaracion_edad text default null,
  p_aviso_version text default null,
  p_terminos_version text default null,
  p_sensibles_version text default null
) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  plan public.planes;
  momento timestamptz := private.ahora();
  momento_chile timestamp := momento at time zone 'America/Santiago';
  usuario uuid := auth.uid();
  v_descripcion text := btrim(p_descripcion);
  urgentes integer;
  recientes integer;
  reserva public.reservas;
begin
  -- The price, name and category are the catalogue's emergency plan, never the caller's.
  select * into plan from public.planes where id = 'emergencia';
  if not found then
    raise exception 'Plan desconocido' using errcode = '22023', hint = 'plan_desconocido';
  end if;
  if length(p_descripcion) <= 2000 and length(coalesce(v_descripcion, '')) < 10 then
    raise exception 'Cuéntanos en pocas palabras qué está pasando (al menos 10 caracteres)'
      using errcode = '22023', hint = 'descripcion_invalida';
  end if;
  perform private.exigir_datos_de_reserva(
    p_nombre, p_tipo_documento, p_rut, p_email, p_telefono, p_empresa, p_descripcion,
    p_declaracion_edad, p_aviso_version, p_terminos_version, p_sensibles_version, plan.precio
  );
  if usuario is not null and exists (
    select 1 from public.profiles p where p.user_id = usuario and not p.is_active
  ) then
    raise exception 'Tu cuenta está desactivada: no puedes hacer solicitudes con ella. Llámanos, o cierra sesión y haz la solicitud como invitado.'
      using errcode = '42501', hint = 'cuenta_desactivada';
  end if;

  -- The bookings' own lock: the 24-hour count spans bookings and requests, so both take turns.
  perform pg_advisory_xact_lock(hashtextextended('public.crear_reserva', 0));

  select
    count(*) filter (
      where r.urgente and (
        (r.estado = 'pendiente' and r.expira_en > now())
        or (r.estado = 'confirmada' and r.created_at > now() - interval '24 hours')
      )
    ),
    count(*) filter (where r.created_at > now() - interval '24 hours')
  into urgentes, recientes
  from private.reservas_de_la_persona(p_email, p_telefono, p_tipo_documento, p_rut) r;

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
      user_id, nombre, tipo_documento, rut, email, telefono, empresa, fecha, hora, descripcion,
      plan, servicio, precio, categoria, tipo_reunion, metodo_pago, estado, expira_en, urgente,
      declaracion_edad, aviso_version, aviso_visto_en, terminos_version, terminos_aceptados_en,
      sensibles_version, sensibles_consentidos_en
    ) values (
      usuario, btrim(p_nombre), p_tipo_documento,
      private.numero_documento(p_tipo_documento, p_rut), lower(btrim(p_email)),
      btrim(p_telefono), nullif(btrim(p_empresa), ''), momento_chile::date,
      to_char(momento_chile, 'HH24:MI'), v_descripcion, plan.id, plan.nombre, plan.precio,
      plan.categoria, 'telefonica',
      case when plan.precio = 0 then 'gratis' end,
      case when plan.precio = 0 then 'confirmada' else 'pendiente' end::public.estado_reserva,
      case when plan.precio = 0 then null else momento + interval '2 hours' end,
      true,
      p_declaracion_edad, p_aviso_version, now(),
      case when plan.precio > 0 then p_terminos_version end,
      case when plan.precio > 0 then now() end,
      p_sensibles_version, now()
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
  private.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text, text, text)
  from public;
grant execute on function
  private.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

create function public.crear_solicitud_urgente(
  p_nombre text,
  p_rut text,
  p_email text,
  p_telefono text,
  p_descripcion text,
  p_empresa text default null,
  p_tipo_documento text default 'rut',
  p_declaracion_edad text default null,
  p_aviso_version text default null,
  p_terminos_version text default null,
  p_sensibles_version text default null
) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.crear_solicitud_urgente(p_nombre, p_rut, p_email, p_telefono,
                                                p_descripcion, p_empresa, p_tipo_documento,
                                                p_declaracion_edad, p_aviso_version,
                                                p_terminos_version, p_sensibles_version)
$$;

revoke all on function
  public.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function
  public.crear_solicitud_urgente(text, text, text, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Withdrawing the authorisation
-- ---------------------------------------------------------------------------------------------

-- The signed-in owner of a booking withdraws the authorisation for its description: the
-- description is erased at once and the time is recorded (what was done before stays lawful).
-- A person without an account does it through a rights request. Recorded in the audit trail.
create function private.retirar_consentimiento_sensibles(p_reserva uuid) returns public.reservas
language plpgsql security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
  reserva public.reservas;
begin
  if usuario is null then
    raise exception 'Inicia sesión para retirar tu autorización'
      using errcode = '42501', hint = 'sin_sesion';
  end if;
  update public.reservas r
  set descripcion = null,
      sensibles_retirados_en = coalesce(r.sensibles_retirados_en, now())
  where r.id = p_reserva and r.user_id = usuario
  returning * into reserva;
  if not found then
    raise exception 'No encontramos esa reserva en tu cuenta'
      using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  perform private.auditar(
    'cambiar', 'reservas', reserva.id::text, usuario, reserva.email,
    jsonb_build_object(
      'consentimiento_retirado', 'datos_sensibles',
      'version', reserva.sensibles_version,
      'columnas', jsonb_build_array('descripcion')
    )
  );
  return reserva;
end $$;
revoke all on function private.retirar_consentimiento_sensibles(uuid) from public;
grant execute on function private.retirar_consentimiento_sensibles(uuid)
  to authenticated, service_role;

create function public.retirar_consentimiento_sensibles(p_reserva uuid) returns public.reservas
language sql security invoker set search_path = '' as $$
  select * from private.retirar_consentimiento_sensibles(p_reserva)
$$;
revoke all on function public.retirar_consentimiento_sensibles(uuid) from public, anon;
grant execute on function public.retirar_consentimiento_sensibles(uuid)
  to authenticated, service_role;
