-- The retention schedule written against the schema as it now stands.
--
-- Its first version was written while the tables it cleans were still being added, so it looked
-- each one up (information_schema) and built its statements as text. Every table and column now
-- exists, so each rule is plain SQL: the planner checks it when the function is created, and no
-- rule can be silently skipped. What each rule does, and the report it returns, are unchanged.

-- Anonymises the given bookings with the same erased values as an erasure
-- (private.marcador_suprimido): date, plan, price, state and category stay, so the statistics
-- stay true. Returns how many rows changed.
create function private.anonimizar_reservas(p_reservas uuid[]) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  cambiadas integer;
begin
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
  where r.id = any (p_reservas);
  get diagnostics cambiadas = row_count;
  return cambiadas;
end $$;
revoke all on function private.anonimizar_reservas(uuid[]) from public, anon, authenticated,
  service_role;

-- The payer's references on the payments of the given bookings (receipt number and file, card
-- digits, the reason of a rejection) go; method, amount and state stay for the records.
create function private.olvidar_referencias_de_pago(p_reservas uuid[]) returns void
language sql security definer set search_path = '' as $$
  delete from public.comprobantes_archivos a using public.pagos p
  where a.pago_id = p.id and p.reserva_id = any (p_reservas);
  update public.pagos p set numero_comprobante = null, ultimos_digitos = null,
    archivo_comprobante = null, motivo = null
  where p.reserva_id = any (p_reservas);
$$;
revoke all on function private.olvidar_referencias_de_pago(uuid[]) from public, anon,
  authenticated, service_role;

-- Whether a booking has a payment that counts for the accounting records.
create function private.reserva_pagada(p_reserva uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.pagos p
    where p.reserva_id = p_reserva and p.estado in ('aprobado', 'reembolsado')
  )
$$;
revoke all on function private.reserva_pagada(uuid) from public, anon, authenticated,
  service_role;

-- Runs (p_ejecutar) or previews the retention schedule. Returns, per rule,
-- { pendientes, aplicados }, and logs one audit entry per rule that changed something. Run by the
-- owner (pg_cron, hosted) or through public.retencion() by an admin.
create or replace function private.aplicar_retencion(p_ejecutar boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  resultado jsonb := '{}'::jsonb;
  pendientes integer;
  aplicados integer;
  prorrogadas integer;
  reservas uuid[];
begin
  -- The audit triggers skip the rows this run changes: the run logs one entry per rule instead.
  perform set_config('auditoria.retencion', 'on', true);

  -- Bookings kept blocked after their holder asked for erasure, once the block has ended (the
  -- block lasts through its date, as private.proteger_bloqueo holds it). The person already asked
  -- for erasure, so the ordinary periods do not apply: what the block kept goes at once, and the
  -- references on its payments go too. One exception: a booking blocked while its consultation
  -- was ahead that was paid since then is now an accounting record (Código Tributario arts. 17
  -- and 200): it keeps only what that record needs, blocked until 6 years after its date.
  select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
  where r.bloqueada_hasta < hoy;
  pendientes := cardinality(reservas);
  aplicados := 0;
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
      and private.reserva_pagada(r.id);
    get diagnostics prorrogadas = row_count;
    -- The rest: ended blocks (a re-blocked row's block is now ahead, so it is not among them).
    select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
    where r.id = any (reservas) and r.bloqueada_hasta < hoy;
    perform private.olvidar_referencias_de_pago(reservas);
    aplicados := private.anonimizar_reservas(reservas) + prorrogadas;
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'bloqueos_vencidos', 'accion', 'anonimizar', 'cantidad', aplicados,
      'conservadas_como_registro_contable', prorrogadas));
  end if;
  resultado := resultado || jsonb_build_object('bloqueos_vencidos',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Bookings without an approved or refunded payment, past the period after their date. A
  -- blocked booking is the block step's alone, before and after its block ends.
  select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
  where r.anonimizada_en is null and r.bloqueada_hasta is null
    and r.fecha < hoy - private.plazo_retencion('reservas_sin_pago')
    and not private.reserva_pagada(r.id);
  pendientes := cardinality(reservas);
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    aplicados := private.anonimizar_reservas(reservas);
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'reservas_sin_pago', 'accion', 'anonimizar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('reservas_sin_pago',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Paid bookings, once the accounting records need not be kept: the amounts stay, the
  -- receipt (its file and the payer's references) goes.
  select coalesce(array_agg(r.id), '{}') into reservas from public.reservas r
  where r.anonimizada_en is null and r.bloqueada_hasta is null
    and r.fecha < hoy - private.plazo_retencion('reservas_pagadas')
    and private.reserva_pagada(r.id);
  pendientes := cardinality(reservas);
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    perform private.olvidar_referencias_de_pago(reservas);
    aplicados := private.anonimizar_reservas(reservas);
    perform private.auditar('retencion', 'reservas', null, null, null, jsonb_build_object(
      'regla', 'reservas_pagadas', 'accion', 'anonimizar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('reservas_pagadas',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Contact messages.
  select count(*) into pendientes from public.mensajes_contacto m
  where m.created_at < now() - private.plazo_retencion('mensajes_contacto');
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    delete from public.mensajes_contacto m
    where m.created_at < now() - private.plazo_retencion('mensajes_contacto');
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
  select count(*) into pendientes from public.suscriptores s
  where s.baja_en < now() - private.plazo_retencion('suscriptores_de_baja');
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    delete from public.suscriptores s
    where s.baja_en < now() - private.plazo_retencion('suscriptores_de_baja');
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'suscriptores', null, null, null, jsonb_build_object(
      'regla', 'suscriptores_de_baja', 'accion', 'eliminar', 'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('suscriptores_de_baja',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

  -- Rights requests and their answers, counted from the answer.
  select count(*) into pendientes from public.solicitudes_derechos d
  where d.respondida_en < now() - private.plazo_retencion('solicitudes_derechos');
  aplicados := 0;
  if p_ejecutar and pendientes > 0 then
    delete from public.solicitudes_derechos d
    where d.respondida_en < now() - private.plazo_retencion('solicitudes_derechos');
    get diagnostics aplicados = row_count;
    perform private.auditar('retencion', 'solicitudes_derechos', null, null, null,
      jsonb_build_object('regla', 'solicitudes_derechos', 'accion', 'eliminar',
        'cantidad', aplicados));
  end if;
  resultado := resultado || jsonb_build_object('solicitudes_derechos',
    jsonb_build_object('pendientes', pendientes, 'aplicados', aplicados));

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

-- Nothing builds statements from table names any more.
drop function private.sin_bloqueo(text, text);
drop function private.tiene_columna(text, text);
