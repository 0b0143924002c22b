-- Retention applied by the database, and the audit trail of what staff read and change.
--
-- Personal data are kept only while their purpose needs them, then deleted or anonymised, except
-- what a law makes the firm keep (Ley 19.628 as reformed by Ley 21.719, art. 14 ter; Código
-- Tributario arts. 17 and 200 for accounting records). The schedule is src/content/legal/
-- retention.ts; private.plazos_retencion holds the same values for the function that applies it.
--
-- Hosted scheduling (pg_cron is not in the embedded database, so this is not executed here):
--   select cron.schedule('retencion-diaria', '15 4 * * *', $$select private.aplicar_retencion(true)$$);

-- ---------------------------------------------------------------------------------------------
-- The schedule. Kept in step with RETENTION_RULES (a database test compares them): changing a
-- period means changing the module AND adding a migration that updates the row here.
-- ---------------------------------------------------------------------------------------------

create table private.plazos_retencion (
  clave text primary key,
  cantidad integer not null check (cantidad > 0),
  unidad text not null check (unidad in ('dias', 'meses', 'anios')),
  accion text not null check (accion in ('anonimizar', 'eliminar', 'vaciar'))
);
alter table private.plazos_retencion enable row level security;
revoke all on private.plazos_retencion from public, anon, authenticated, service_role;

insert into private.plazos_retencion (clave, cantidad, unidad, accion) values
  ('reservas_sin_pago', 12, 'meses', 'anonimizar'),
  ('reservas_pagadas', 6, 'anios', 'anonimizar'),
  ('mensajes_contacto', 12, 'meses', 'eliminar'),
  ('contenido_avisos', 90, 'dias', 'vaciar'),
  ('suscriptores_de_baja', 30, 'dias', 'eliminar'),
  ('solicitudes_derechos', 4, 'anios', 'eliminar'),
  ('auditoria', 4, 'anios', 'eliminar');

-- A rule's period as an interval.
create function private.plazo_retencion(p_clave text) returns interval
language sql stable security definer set search_path = '' as $$
  select case p.unidad
    when 'dias' then make_interval(days => p.cantidad)
    when 'meses' then make_interval(months => p.cantidad)
    else make_interval(years => p.cantidad)
  end
  from private.plazos_retencion p where p.clave = p_clave
$$;
revoke all on function private.plazo_retencion(text) from public;

-- ---------------------------------------------------------------------------------------------
-- Anonymised bookings. The personal columns are emptied; the date, plan, price, state and
-- category stay, so the statistics stay true. An anonymised row is marked, and every check on a
-- personal column accepts it (the checks keep their names and their rule for every other row).
-- ---------------------------------------------------------------------------------------------

alter table public.reservas add column if not exists anonimizada_en timestamptz;

do $$
declare
  c record;
begin
  for c in
    select con.conname, pg_get_constraintdef(con.oid) as def, con.convalidated
    from pg_constraint con
    where con.conrelid = 'public.reservas'::regclass and con.contype = 'c'
      and exists (
        select 1 from pg_attribute a
        where a.attrelid = con.conrelid and a.attnum = any (con.conkey)
          and a.attname in ('nombre', 'rut', 'email', 'telefono', 'empresa', 'descripcion')
      )
      and pg_get_constraintdef(con.oid) not like '%anonimizada_en%'
  loop
    execute format('alter table public.reservas drop constraint %I', c.conname);
    execute format(
      'alter table public.reservas add constraint %I check (anonimizada_en is not null or (%s))%s',
      c.conname,
      regexp_replace(c.def, '^CHECK \((.*)\)( NOT VALID)?$', '\1'),
      case when c.convalidated then '' else ' not valid' end
    );
  end loop;
end $$;

-- Whether a table has a column (other changes add some of the columns retention looks at).
create function private.tiene_columna(p_tabla text, p_columna text) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from information_schema.columns c
    where c.table_schema = 'public' and c.table_name = p_tabla and c.column_name = p_columna
  )
$$;
revoke all on function private.tiene_columna(text, text) from public;

-- The condition that leaves rows under a legal hold alone until its date, when the table has one.
create function private.sin_bloqueo(p_tabla text, p_alias text) returns text
language sql stable set search_path = '' as $$
  select case when private.tiene_columna(p_tabla, 'bloqueada_hasta')
    then format(' and (%1$I.bloqueada_hasta is null or %1$I.bloqueada_hasta <= now())', p_alias)
    else '' end
$$;
revoke all on function private.sin_bloqueo(text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Applies the schedule: per rule, counts what is due and, when p_ejecutar, deletes, anonymises or
-- empties it, logging one audit entry per rule that touched rows. Returns
-- { regla: { pendientes, aplicados } } (and `omitida` for a rule whose table is not there).
-- Run by the owner (pg_cron, hosted) or through public.retencion() by an admin. It is the only
-- way an audit entry is ever deleted: once older than the audit trail's own period.
-- ---------------------------------------------------------------------------------------------

create function private.aplicar_retencion(p_ejecutar boolean) returns jsonb
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
  anonimizar constant text := 'update public.reservas r set anonimizada_en = now(),
    nombre = ''Anonimizado'', rut = '''', email = '''', telefono = '''', empresa = null,
    descripcion = null where ';
begin
  -- The audit triggers skip the rows this run changes: the run logs one entry per rule instead.
  perform set_config('auditoria.retencion', 'on', true);

  -- Bookings without an approved or refunded payment, past the period after their date.
  donde := format('r.anonimizada_en is null and r.fecha < %L::date - %L::interval and not %s%s',
    hoy, private.plazo_retencion('reservas_sin_pago'), pagada, private.sin_bloqueo('reservas', 'r'));
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
    hoy, private.plazo_retencion('reservas_pagadas'), pagada, private.sin_bloqueo('reservas', 'r'));
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

-- An admin (at aal2) sees what is due and runs it from the panel.
create function private.retencion_admin(p_ejecutar boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  if not private.es_admin() then
    raise exception 'Solo un administrador con verificación en dos pasos puede hacer esto.'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  return private.aplicar_retencion(coalesce(p_ejecutar, false));
end $$;
revoke all on function private.retencion_admin(boolean) from public;
grant execute on function private.retencion_admin(boolean) to authenticated;

create function public.retencion(p_ejecutar boolean) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.retencion_admin(p_ejecutar)
$$;
revoke all on function public.retencion(boolean) from public, anon;
grant execute on function public.retencion(boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The audit trail of changes: every change or deletion of a booking, a profile or a payment made
-- by staff (directly or through a function they called) is recorded with the columns it
-- touched; values only for columns that are not personal data.
-- ---------------------------------------------------------------------------------------------

create function private.auditar_cambio() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  antes jsonb := to_jsonb(old);
  despues jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) end;
  columnas text[];
  cambios jsonb := '{}'::jsonb;
  columna text;
  titular uuid;
  titular_email text;
begin
  if coalesce(current_setting('auditoria.retencion', true), '') = 'on'
     or coalesce(private.rol_actual()::text, '') not in ('admin', 'abogado') then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(k order by k), '{}') into columnas
    from jsonb_object_keys(despues) k
    where k not in ('updated_at') and despues -> k is distinct from antes -> k;
    if cardinality(columnas) = 0 then
      return null;
    end if;
    foreach columna in array columnas loop
      if columna in ('estado', 'recordatorio_enviado', 'role', 'is_active', 'metodo_pago',
                     'metodo', 'monto', 'fecha', 'hora', 'plan', 'precio', 'tipo_reunion',
                     'monto_reembolsado', 'anonimizada_en') then
        cambios := cambios || jsonb_build_object(columna,
          jsonb_build_object('antes', antes -> columna, 'despues', despues -> columna));
      end if;
    end loop;
  end if;
  if tg_table_name = 'pagos' then
    select r.user_id, r.email into titular, titular_email
    from public.reservas r where r.id = (antes ->> 'reserva_id')::uuid;
  else
    titular := (antes ->> 'user_id')::uuid;
    titular_email := antes ->> 'email';
  end if;
  perform private.auditar(
    case tg_op when 'DELETE' then 'eliminar' else 'cambiar' end,
    tg_table_name,
    antes ->> 'id',
    titular,
    titular_email,
    case when tg_op = 'UPDATE'
      then jsonb_build_object('columnas', to_jsonb(columnas), 'cambios', cambios)
      else '{}'::jsonb end
    -- A payment names its booking (deleted with it, the booking's own entry names the person).
    || case when tg_table_name = 'pagos'
      then jsonb_build_object('reserva', antes ->> 'reserva_id') else '{}'::jsonb end
  );
  return null;
end $$;
revoke all on function private.auditar_cambio() from public;

create trigger auditar_cambio after update or delete on public.reservas
  for each row execute function private.auditar_cambio();
create trigger auditar_cambio after update or delete on public.profiles
  for each row execute function private.auditar_cambio();
create trigger auditar_cambio after update or delete on public.pagos
  for each row execute function private.auditar_cambio();

-- ---------------------------------------------------------------------------------------------
-- The audit trail of reads: a staff screen that showed bookings, profiles or payments says which,
-- once per load. One entry per record, so a record's own trail lists who saw it. The screen is
-- the argument, else the `x-pantalla` request header.
-- ---------------------------------------------------------------------------------------------

create function private.registrar_lectura(
  p_tabla text,
  p_registros uuid[],
  p_pantalla text default null
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  quien uuid := (select auth.uid());
  rol text := private.rol_actual()::text;
  pantalla text := left(coalesce(nullif(btrim(p_pantalla), ''), private.pantalla_llamador()), 80);
  escritas integer;
begin
  if coalesce(rol, '') not in ('admin', 'abogado') then
    raise exception 'Solo el equipo con verificación en dos pasos puede hacer esto.'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if p_tabla is null or p_tabla not in ('reservas', 'profiles', 'pagos') then
    raise exception 'Tabla no auditada: %', p_tabla using errcode = '22023', hint = 'dato_invalido';
  end if;
  if cardinality(p_registros) > 1000 then
    raise exception 'Demasiados registros en una lectura' using errcode = '22023',
      hint = 'dato_demasiado_largo';
  end if;
  with leidos as (
    select r.id, r.user_id as titular, r.email as titular_email
    from public.reservas r where p_tabla = 'reservas' and r.id = any (p_registros)
    union all
    select p.id, p.user_id, p.email
    from public.profiles p where p_tabla = 'profiles' and p.id = any (p_registros)
    union all
    select g.id, r.user_id, r.email
    from public.pagos g join public.reservas r on r.id = g.reserva_id
    where p_tabla = 'pagos' and g.id = any (p_registros)
  )
  insert into public.auditoria (actor, actor_email, actor_rol, accion, tabla, registro, titular,
                                titular_email, pantalla)
  select quien, (select u.email from auth.users u where u.id = quien), rol, 'leer', p_tabla,
         l.id::text, l.titular, nullif(l.titular_email, ''), pantalla
  from leidos l;
  get diagnostics escritas = row_count;
  return escritas;
end $$;
revoke all on function private.registrar_lectura(text, uuid[], text) from public;
grant execute on function private.registrar_lectura(text, uuid[], text) to authenticated;

create function public.registrar_lectura(
  p_tabla text,
  p_registros uuid[],
  p_pantalla text default null
) returns integer
language sql security invoker set search_path = '' as $$
  select private.registrar_lectura(p_tabla, p_registros, p_pantalla)
$$;
revoke all on function public.registrar_lectura(text, uuid[], text) from public, anon;
grant execute on function public.registrar_lectura(text, uuid[], text) to authenticated;
