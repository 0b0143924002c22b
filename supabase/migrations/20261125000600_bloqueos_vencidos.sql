-- When the block on an erased person's booking ends, the rest of it goes at once.
--
-- An erasure (private.suprimir_titular) keeps blocked what a law makes the firm keep: a paid
-- booking as an accounting record for 6 years (Código Tributario arts. 17 and 200), a consultation
-- still ahead until its date. The person has already asked for erasure, so once that reason ends
-- the retention function anonymises what was kept, at its next run, instead of waiting for the
-- ordinary periods of the schedule (Ley 19.628 as reformed by Ley 21.719: data are kept only
-- while a purpose or a legal duty needs them).
--
-- It also makes one convention for an erased booking's personal columns, shared by the erasure
-- and the retention schedule: private.marcador_suprimido.

-- ---------------------------------------------------------------------------------------------
-- What an erased field holds: the name says "Anonimizado"; document, address and phone are empty.
-- Every check on a personal column of a booking accepts an anonymised row (anonimizada_en set),
-- so nothing has to pass for a real value. An empty value is also safer than a shared placeholder
-- address: every lookup by a person's address ignores an empty one, so no request for "the data
-- of anonimizado@..." could ever gather the rows of every erased person. The name stays a word,
-- for the screens that list bookings by name.
-- ---------------------------------------------------------------------------------------------

create or replace function private.marcador_suprimido(p_campo text) returns text
language sql immutable set search_path = '' as $$
  select case p_campo
    when 'nombre' then 'Anonimizado'
    when 'rut' then ''
    when 'email' then ''
    when 'telefono' then ''
  end
$$;

-- Rows an erasure already gave the former placeholders get the same values.
update public.reservas set rut = '' where anonimizada_en is not null and rut = '0-0';
update public.reservas set email = ''
where anonimizada_en is not null and email = 'anonimizado@anonimizado.invalid';
update public.reservas set telefono = '' where anonimizada_en is not null and telefono = '00000000';

-- A block lasts through its date in Chile, as private.proteger_bloqueo holds it (the comparison
-- with now() released a row at midnight UTC, while it still could not be deleted).
create or replace function private.sin_bloqueo(p_tabla text, p_alias text) returns text
language sql stable set search_path = '' as $$
  select case when private.tiene_columna(p_tabla, 'bloqueada_hasta')
    then format(' and (%1$I.bloqueada_hasta is null or %1$I.bloqueada_hasta < %2$L::date)',
      p_alias, (now() at time zone 'America/Santiago')::date)
    else '' end
$$;

-- ---------------------------------------------------------------------------------------------
-- The retention function, with the step for ended blocks ('bloqueos_vencidos'). Every other rule
-- is as before, except that the two booking rules leave blocked bookings (current or ended) to
-- that step, so a preview never counts a row twice, and anonymise with the shared values.
-- ---------------------------------------------------------------------------------------------

create or replace function private.aplicar_retencion(p_ejecutar boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  resultado jsonb := '{}'::jsonb;
  pendientes integer;
  aplicados integer;
  donde text;
  columna text;
  reservas uuid[];
  -- A booking with a payment that counts for the accounting records.
  pagada constant text := 'exists (select 1 from public.pagos p where p.reserva_id = r.id
    and p.estado in (''aprobado'', ''reembolsado''))';
  -- The same erased values as an erasure (private.marcador_suprimido).
  anonimizar constant text := 'update public.reservas r set anonimizada_en = now(),
    nombre = private.marcador_suprimido(''nombre''), rut = private.marcador_suprimido(''rut''),
    email = private.marcador_suprimido(''email''),
    telefono = private.marcador_suprimido(''telefono''), empresa = null, descripcion = null where ';
  -- A blocked booking is the block step's alone, before and after its block ends.
  libre constant text := ' and r.bloqueada_hasta is null';
  prorrogadas integer;
begin
  -- The audit triggers skip the rows this run changes: the run logs one entry per rule instead.
  perform set_config('auditoria.retencion', 'on', true);

  -- Bookings kept blocked after their holder asked for erasure, once the block has ended (the
  -- block lasts through its date, as private.proteger_bloqueo holds it). The person already asked
  -- for erasure, so the ordinary periods do not apply: what the block kept goes at once (the
  -- name and document of an accounting record; all the contact data of a consultation that was
  -- ahead), and the references on its payments go too; date, plan, price, state and the
  -- payments' method, amount and state stay, so the statistics stay true.
  -- One exception: a booking blocked while its consultation was ahead that was paid since then
  -- is now an accounting record (Código Tributario arts. 17 and 200). It keeps only what that
  -- record needs, as an erasure of a paid booking does, blocked until 6 years after its date.
  -- The block's date and reason are cleared: the row is no longer kept for a reason, and the
  -- audit trail keeps the history ('bloquear' entry with the reasons and the date, then this
  -- step's entry).
  select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
  where r.bloqueada_hasta < hoy;
  pendientes := cardinality(reservas);
  aplicados := 0;
  prorrogadas := 0;
  if p_ejecutar and pendientes > 0 then
    update public.reservas r
    set bloqueada_hasta = (r.fecha + private.conservacion_contable())::date,
        motivo_bloqueo = 'Registro contable de un pago: el Código Tributario (arts. 17 y 200) obliga a conservarlo 6 años desde la fecha de la consulta. Se conservan solo el nombre, el documento, el monto, la fecha y el plan.',
        email = private.marcador_suprimido('email'),
        telefono = private.marcador_suprimido('telefono'),
        empresa = null,
        descripcion = null,
        anonimizada_en = coalesce(r.anonimizada_en, now())
    where r.id = any (reservas)
      and (r.fecha + private.conservacion_contable())::date >= hoy
      and exists (select 1 from public.pagos p where p.reserva_id = r.id
        and p.estado in ('aprobado', 'reembolsado'));
    get diagnostics prorrogadas = row_count;
    -- The rest: ended blocks (a re-blocked row's block is now ahead, so it is not among them).
    select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
    where r.id = any (reservas) and r.bloqueada_hasta < hoy;
    delete from public.comprobantes_archivos a using public.pagos p
    where a.pago_id = p.id and p.reserva_id = any (reservas);
    update public.pagos p set numero_comprobante = null, ultimos_digitos = null,
      archivo_comprobante = null, motivo = null
    where p.reserva_id = any (reservas);
    update public.reservas r
    set anonimizada_en = now(),
        nombre = private.marcador_suprimido('nombre'),
        rut = private.marcador_suprimido('rut'),
        email = private.marcador_suprimido('email'),
        telefono = private.marcador_suprimido('telefono'),
        empresa = null,
        descripcion = null,
        bloqueada_hasta = null,
        motivo_bloqueo = null
    where r.id = any (reservas);
    get diagnostics aplicados = row_count;
    aplicados := aplicados + prorrogadas;
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'bloqueos_vencidos', 'accion', 'anonimizar', 'cantidad', aplicados,
      'conservadas_como_registro_contable', prorrogadas));
  end if;
  resultado := resultado || jsonb_build_object('bloqueos_vencidos',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Bookings without an approved or refunded payment, past the period after their date.
  donde := format('r.anonimizada_en is null and r.fecha < %L::date - %L::interval and not %s%s',
    hoy, private.plazo_retencion('reservas_sin_pago'), pagada, libre);
  execute 'select count(*) from public.reservas r where ' || donde into pendientes;
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    execute anonimizar || donde;
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'reservas_sin_pago', 'accion', 'anonimizar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('reservas_sin_pago',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Paid bookings, once the accounting records need not be kept: the amounts stay.
  donde := format('r.anonimizada_en is null and r.fecha < %L::date - %L::interval and %s%s',
    hoy, private.plazo_retencion('reservas_pagadas'), pagada, libre);
  execute 'select count(*) from public.reservas r where ' || donde into pendientes;
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    execute 'select coalesce(array_agg(r.id), ''{}'') from public.reservas r where ' || donde
      into reservas;
    -- The receipt (its file and the payer's references) goes; method, amount and state stay.
    delete from public.comprobantes_archivos a using public.pagos p
    where a.pago_id = p.id and p.reserva_id = any (reservas);
    update public.pagos p set numero_comprobante = null, ultimos_digitos = null,
      archivo_comprobante = null, motivo = null
    where p.reserva_id = any (reservas);
    execute anonimizar || 'r.id = any ($1)' using reservas;
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'reservas_pagadas', 'accion', 'anonimizar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('reservas_pagadas',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Contact messages.
  donde := format('m.created_at < now() - %L::interval%s',
    private.plazo_retencion('mensajes_contacto'), private.sin_bloqueo('mensajes_contacto', 'm'));
  execute 'select count(*) from public.mensajes_contacto m where ' || donde into pendientes;
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    execute 'delete from public.mensajes_contacto m where ' || donde;
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'mensajes_contacto', null, null, null,
      jsonb_build_object('regla', 'mensajes_contacto', 'accion', 'eliminar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('mensajes_contacto',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- What the notification webhook answered: the log keeps only that a notice was sent.
  select count(*) into pendientes from public.notificaciones n
  where n.created_at < now() - private.plazo_retencion('contenido_avisos')
    and (n.webhook_response is not null or n.ultimo_error is not null);
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    update public.notificaciones n set webhook_response = null, ultimo_error = null
    where n.created_at < now() - private.plazo_retencion('contenido_avisos')
      and (n.webhook_response is not null or n.ultimo_error is not null);
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'notificaciones', null, null, null, jsonb_build_object(
      'regla', 'contenido_avisos', 'accion', 'vaciar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('contenido_avisos',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Unsubscribed addresses, kept a while as proof the unsubscription was honoured.
  if private.tiene_columna('suscriptores', 'baja_en') then
    donde := format('s.baja_en < now() - %L::interval%s',
      private.plazo_retencion('suscriptores_de_baja'), private.sin_bloqueo('suscriptores', 's'));
    execute 'select count(*) from public.suscriptores s where ' || donde into pendientes;
    aplicados := 0;
    if p_ejecutar and pendientes > 0 then
      execute 'delete from public.suscriptores s where ' || donde;
      get diagnostics aplicados = row_count;
      perform private.auditar('retencion', 'suscriptores', null, null, null, jsonb_build_object(
        'regla', 'suscriptores_de_baja', 'accion', 'eliminar', 'cantidad', aplicados));
    end if;
    resultado := resultado || jsonb_build_object('suscriptores_de_baja',
      jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));
  else
    resultado := resultado || jsonb_build_object('suscriptores_de_baja',
      jsonb_build_object('pendientes', 0, 'aplicados', 0, 'omitida', true));
  end if;

  -- Rights requests and their answers, counted from the answer.
  select c.column_name into columna from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'solicitudes_derechos'
    and c.column_name in ('respondida_en', 'respondido_en', 'cerrada_en')
  order by c.column_name desc limit 1;
  if columna is not null then
    donde := format('d.%I < now() - %L::interval%s', columna,
      private.plazo_retencion('solicitudes_derechos'),
      private.sin_bloqueo('solicitudes_derechos', 'd'));
    execute 'select count(*) from public.solicitudes_derechos d where ' || donde into pendientes;
    aplicados := 0;
    if p_ejecutar and pendientes > 0 then
      execute 'delete from public.solicitudes_derechos d where ' || donde;
      get diagnostics aplicados = row_count;
      perform private.auditar('retencion', 'solicitudes_derechos', null, null, null,
        jsonb_build_object('regla', 'solicitudes_derechos', 'accion', 'eliminar',
          'cantidad', aplicados));
    end if;
    resultado := resultado || jsonb_build_object('solicitudes_derechos',
      jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));
  else
    resultado := resultado || jsonb_build_object('solicitudes_derechos',
      jsonb_build_object('pendientes', 0, 'aplicados', 0, 'omitida', true));
  end if;

  -- The audit trail itself, last, so this run's own entries are never among the deleted.
  select count(*) into pendientes from public.auditoria a
  where a.creado_en < now() - private.plazo_retencion('auditoria');
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    delete from public.auditoria a where a.creado_en < now() - private.plazo_retencion('auditoria');
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'auditoria', null, null, null, jsonb_build_object(
      'regla', 'auditoria', 'accion', 'eliminar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('auditoria',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  perform set_config('auditoria.retencion', '', true);
  return resultado;
end $$;
revoke all on function private.aplicar_retencion(boolean) from public, anon, authenticated,
  service_role;
