-- Notices that leave with nobody clicking: every row of `notificaciones` is one message on one
-- channel (the automation webhook, or an e-mail sent by the server), and a schedule on the server
-- (pg_cron every minute, calling the Edge Function `avisos-programados`; in the embedded demo a
-- timer in the browser) does three things each run:
--   1. prepares what is due: the e-mail copy of each booking notice the database logged, and each
--      booking's reminders, 24 hours before (client and lawyer) and 2 hours before (client);
--   2. takes the due rows, each by one run only (FOR UPDATE SKIP LOCKED, then a short lease), so
--      two runs at the same moment never send a message twice;
--   3. records each outcome: a failure is tried again after 5 minutes and then after 20, and the
--      third failure is final ('fallido') and alerts the firm once, on the other channel.

alter table public.notificaciones
  add column canal text not null default 'webhook',
  -- When the schedule may try the notice. A notice logged with a booking waits two minutes for
  -- the visitor's browser, which sends it at once; the schedule sends it if the browser did not.
  add column proximo_intento timestamptz default (now() + interval '2 minutes'),
  -- A reminder's round: the booking's `movimientos` when it was made, so a moved booking is
  -- reminded again of its new time, once.
  add column ronda integer,
  -- The notice this one derives from: the webhook notice an e-mail copies, or the notice whose
  -- final failure an alert tells.
  add column origen_id uuid references public.notificaciones (id) on delete cascade,
  add constraint notificaciones_canal_check check (canal in ('webhook', 'email'));

alter table public.notificaciones drop constraint notificaciones_estado_check;
-- 'descartado': not sent, and never will be: the booking was cancelled or its time passed first.
alter table public.notificaciones add constraint notificaciones_estado_check
  check (estado in ('pendiente', 'enviado', 'fallido', 'descartado'));

alter table public.notificaciones drop constraint notificaciones_tipo_check;
alter table public.notificaciones add constraint notificaciones_tipo_check check (tipo in (
  'nueva_reserva', 'notificacion_abogado', 'recordatorio', 'recordatorio_abogado', 'comprobante',
  'reagendada', 'reagendada_abogado', 'recordatorio_corto', 'aviso_fallido', 'test'));

-- Rows logged before this migration were sent (or not) by hand: the schedule takes them from
-- the moment they were logged, like any other.
update public.notificaciones set proximo_intento = created_at;

-- One message per booking event and channel; one reminder per booking, kind, channel and round;
-- one copy or alert per notice.
drop index public.notificaciones_un_aviso_por_evento;
create unique index notificaciones_un_aviso_por_evento on public.notificaciones
  (reserva_id, tipo, canal) where tipo in ('nueva_reserva', 'notificacion_abogado');
create unique index notificaciones_un_recordatorio_por_ronda on public.notificaciones
  (reserva_id, tipo, canal, ronda)
  where tipo in ('recordatorio', 'recordatorio_abogado', 'recordatorio_corto');
create unique index notificaciones_una_derivada_por_aviso on public.notificaciones
  (origen_id, tipo) where origen_id is not null;
-- What the schedule looks at each minute: the notices still to send, by when they are due.
create index notificaciones_por_enviar_idx on public.notificaciones (proximo_intento)
  where estado in ('pendiente', 'fallido') and intentos < 3;
create index notificaciones_origen_idx on public.notificaciones (origen_id);

-- What the sender of a notice needs, as JSON: the notice, its booking's checked fields, the move
-- it tells, and for an alert the notice that failed. Called by the functions that open or take
-- notices (security definer), never by an API role.
create function private.aviso_abierto(p_aviso public.notificaciones, p_reserva public.reservas)
returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return jsonb_build_object(
    'id', p_aviso.id,
    'tipo', p_aviso.tipo,
    'canal', p_aviso.canal,
    'intentos', p_aviso.intentos,
    'reserva', case when p_reserva.id is null then null else jsonb_build_object(
      'id', p_reserva.id,
      'nombre', p_reserva.nombre,
      'email', p_reserva.email,
      'telefono', p_reserva.telefono,
      'fecha', p_reserva.fecha::text,
      'hora', p_reserva.hora,
      'servicio', p_reserva.servicio,
      'precio', p_reserva.precio,
      'categoria', p_reserva.categoria,
      'urgente', p_reserva.urgente,
      'abogado', (select jsonb_build_object('nombre', p.nombre, 'email', p.email)
                  from public.profiles p where p.user_id = p_reserva.abogado_id),
      -- The client's link to move the booking; the lawyer's and the firm's notices never carry it.
      'token_gestion', case when p_aviso.tipo not like '%abogado' and p_aviso.tipo <> 'aviso_fallido'
                            then p_reserva.token_gestion end,
      'movimientos', p_reserva.movimientos
    ) end,
    'reagendamiento', (
      select jsonb_build_object('fecha_anterior', m.fecha_anterior::text,
                                'hora_anterior', m.hora_anterior,
                                'fecha_nueva', m.fecha_nueva::text, 'hora_nueva', m.hora_nueva)
      from public.reagendamientos m where m.id = p_aviso.reagendamiento_id
    ),
    'alerta', (
      select jsonb_build_object('tipo', o.tipo, 'canal', o.canal, 'intentos', o.intentos,
                                'error', o.ultimo_error)
      from public.notificaciones o
      where o.id = p_aviso.origen_id and p_aviso.tipo = 'aviso_fallido'
    )
  );
end $$;
revoke all on function private.aviso_abierto(public.notificaciones, public.reservas) from public;

-- A call from a browser or an admin opens a webhook notice; the e-mails are the schedule's.
create or replace function private.abrir_aviso(p_tipo text, p_reserva_id uuid, p_notificacion_id uuid, p_usuario uuid)
returns jsonb
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
    on conflict (reserva_id, tipo, canal) where tipo in ('nueva_reserva', 'notificacion_abogado')
    do nothing;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = p_tipo and canal = 'webhook'
    for update;
  elsif p_tipo = 'comprobante' and not admin then
    select * into reserva from public.reservas where id = p_reserva_id;
    if not found then
      raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
    end if;
    select * into aviso from public.notificaciones
    where reserva_id = p_reserva_id and tipo = 'comprobante' and canal = 'webhook'
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
    where reserva_id = p_reserva_id and tipo = p_tipo and canal = 'webhook'
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
    where reserva_id = p_reserva_id and tipo = p_tipo and canal = 'webhook'
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
    end if;
    if p_tipo in ('recordatorio', 'recordatorio_abogado') then
      -- The admin's button sends the same reminder the schedule would: one per booking, kind,
      -- channel and round, so whichever comes first sends it and the other finds it.
      insert into public.notificaciones (reserva_id, tipo, ronda, proximo_intento)
      values (p_reserva_id, p_tipo, reserva.movimientos, private.ahora())
      on conflict do nothing;
      select * into aviso from public.notificaciones
      where reserva_id = p_reserva_id and tipo = p_tipo and canal = 'webhook'
        and ronda = reserva.movimientos
      for update;
    elsif p_tipo = 'comprobante' then
      -- A notice not yet delivered is retried on its own entry, not logged twice.
      select * into aviso from public.notificaciones
      where reserva_id = p_reserva_id and tipo = p_tipo and canal = 'webhook'
        and estado in ('pendiente', 'fallido') and intentos < 3
      order by created_at desc limit 1
      for update;
    end if;
    if aviso.id is null then
      insert into public.notificaciones (reserva_id, tipo, proximo_intento)
      values (case when p_tipo = 'test' then null else p_reserva_id end, p_tipo, private.ahora())
      returning * into aviso;
    end if;
  else
    raise exception 'Tipo de notificación no permitido' using errcode = '22023', hint = 'tipo_invalido';
  end if;

  if aviso.estado = 'enviado' then
    raise exception 'Esta notificación ya fue enviada' using errcode = 'PT409', hint = 'aviso_enviado';
  end if;
  if aviso.estado = 'descartado' then
    raise exception 'Esta notificación se descartó: su reserva ya no está activa o ya pasó'
      using errcode = 'PT409', hint = 'reserva_inactiva';
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
  if reserva.id is not null and aviso.tipo <> 'aviso_fallido'
     and reserva.estado not in ('pendiente', 'confirmada', 'completada') then
    raise exception 'La reserva ya no está activa: no se envían avisos de ella'
      using errcode = 'PT409', hint = 'reserva_inactiva';
  end if;

  update public.notificaciones set enviando_hasta = now() + interval '1 minute'
  where id = aviso.id;
  return private.aviso_abierto(aviso, reserva);
end $$;

-- Records one attempt's outcome. 'enviado' and 'fallido' count an attempt; a failure is tried
-- again by the schedule after 5 minutes and then after 20; the third is final and queues one
-- alert to the firm on the other channel (a broken channel cannot carry its own alert).
-- 'sin_envio' (no webhook or e-mail service configured) counts nothing and waits an hour;
-- 'descartado' ends a notice that has no recipient or no point any more.
create or replace function private.registrar_resultado_aviso(p_id uuid, p_resultado text, p_error text default null, p_respuesta jsonb default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  aviso public.notificaciones;
  respuesta jsonb := p_respuesta;
  v_ahora timestamptz := private.ahora();
begin
  if p_resultado is null or p_resultado not in ('enviado', 'fallido', 'sin_envio', 'descartado') then
    raise exception 'Resultado de envío inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  select * into aviso from public.notificaciones where id = p_id for update;
  if not found then
    raise exception 'Notificación no encontrada' using errcode = 'P0002', hint = 'aviso_no_encontrado';
  end if;
  if aviso.estado = 'enviado' then
    raise exception 'Esta notificación ya fue enviada' using errcode = 'PT409', hint = 'aviso_enviado';
  end if;
  if p_resultado in ('enviado', 'fallido') and aviso.intentos >= 3 then
    raise exception 'Se alcanzó el máximo de 3 intentos: la notificación no se reenvía'
      using errcode = 'PT409', hint = 'aviso_agotado';
  end if;
  if respuesta is not null and octet_length(respuesta::text) > 4096 then
    respuesta := jsonb_build_object('truncada', true, 'inicio', left(respuesta::text, 1000));
  end if;

  update public.notificaciones set
    intentos = intentos + case when p_resultado in ('enviado', 'fallido') then 1 else 0 end,
    estado = case p_resultado when 'sin_envio' then estado else p_resultado end,
    fecha_envio = case when p_resultado = 'enviado' then now() else fecha_envio end,
    ultimo_error = case when p_resultado = 'enviado' then null else left(p_error, 500) end,
    webhook_response = respuesta,
    enviando_hasta = null,
    proximo_intento = case
      when p_resultado = 'fallido' and intentos = 0 then v_ahora + interval '5 minutes'
      when p_resultado = 'fallido' then v_ahora + interval '20 minutes'
      when p_resultado = 'sin_envio' then v_ahora + interval '1 hour'
      else proximo_intento end
  where id = p_id
  returning * into aviso;

  if p_resultado = 'enviado' and aviso.tipo = 'nueva_reserva' and aviso.canal = 'webhook' then
    update public.reservas set webhook_sent = true where id = aviso.reserva_id;
  end if;
  if p_resultado = 'enviado' and aviso.tipo = 'recordatorio' then
    update public.reservas set recordatorio_enviado = true where id = aviso.reserva_id;
  end if;
  if p_resultado = 'fallido' and aviso.intentos >= 3 and aviso.tipo not in ('aviso_fallido', 'test') then
    insert into public.notificaciones (reserva_id, tipo, canal, origen_id, proximo_intento)
    values (aviso.reserva_id, 'aviso_fallido',
            case aviso.canal when 'webhook' then 'email' else 'webhook' end, aviso.id, v_ahora)
    on conflict do nothing;
  end if;
  return jsonb_build_object('id', aviso.id, 'estado', aviso.estado, 'intentos', aviso.intentos);
end $$;

-- The schedule's first step: the e-mail copy of each notice the database logged with a booking
-- or a move, and the reminders now due. Answers how many of each it queued.
--
-- A reminder goes 24 hours before the consultation (the client's and the lawyer's) and 2 hours
-- before (a short one to the client), on both channels, once per round of the booking. It is not
-- sent when the booking got its time after that moment (the confirmation just told it), nor the
-- 24-hour one once the 2-hour one is due.
create function private.preparar_avisos()
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_ahora timestamptz := private.ahora();
  v_hoy date := (private.ahora() at time zone 'America/Santiago')::date;
  v_copias integer;
  v_recordatorios integer;
begin
  insert into public.notificaciones (reserva_id, tipo, canal, origen_id, reagendamiento_id, proximo_intento)
  select w.reserva_id, w.tipo, 'email', w.id, w.reagendamiento_id, v_ahora
  from public.notificaciones w
  join public.reservas r on r.id = w.reserva_id
  where w.canal = 'webhook'
    and w.tipo in ('nueva_reserva', 'notificacion_abogado', 'reagendada', 'reagendada_abogado',
                   'comprobante')
    and w.created_at > v_ahora - interval '7 days'
    and w.estado <> 'descartado'
    and r.estado in ('pendiente', 'confirmada', 'completada')
    and (r.urgente or (r.fecha + r.hora::time) at time zone 'America/Santiago' > v_ahora)
    and not exists (select 1 from public.notificaciones c where c.origen_id = w.id and c.tipo = w.tipo)
  on conflict do nothing;
  get diagnostics v_copias = row_count;

  with candidatas as (
    select r.id, r.movimientos,
           (r.fecha + r.hora::time) at time zone 'America/Santiago' as inicio,
           coalesce((select max(m.created_at) from public.reagendamientos m
                     where m.reserva_id = r.id
                       and (m.fecha_anterior, m.hora_anterior)
                           is distinct from (m.fecha_nueva, m.hora_nueva)),
                    r.created_at) as fijada
    from public.reservas r
    where r.fecha between v_hoy and v_hoy + 2
      and not r.urgente
      and r.estado in ('pendiente', 'confirmada')
  ), plazos (tipo, antes, hasta) as (
    values ('recordatorio', interval '24 hours', interval '2 hours'),
           ('recordatorio_abogado', interval '24 hours', interval '2 hours'),
           ('recordatorio_corto', interval '2 hours', interval '0')
  )
  insert into public.notificaciones (reserva_id, tipo, canal, ronda, proximo_intento)
  select c.id, p.tipo, k.canal, c.movimientos, v_ahora
  from candidatas c
  cross join plazos p
  cross join (values ('webhook'), ('email')) k (canal)
  where v_ahora >= c.inicio - p.antes
    and v_ahora < c.inicio - p.hasta
    and c.fijada <= c.inicio - p.antes
  on conflict do nothing;
  get diagnostics v_recordatorios = row_count;

  return jsonb_build_object('copias', v_copias, 'recordatorios', v_recordatorios);
end $$;
revoke all on function private.preparar_avisos() from public;

-- The schedule's second step: takes up to `p_limite` due notices, each for one run only. Rows
-- another run is taking are skipped (SKIP LOCKED), and each taken row gets a two-minute lease
-- (enviando_hasta), after which a run that died without recording is retried. Notices whose
-- booking was cancelled or whose time has passed are set aside first ('descartado').
create function private.tomar_avisos(p_limite integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_ahora timestamptz := private.ahora();
  v_avisos jsonb := '[]'::jsonb;
  aviso public.notificaciones;
  reserva public.reservas;
begin
  if p_limite is null or p_limite < 1 or p_limite > 500 then
    raise exception 'Límite inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  update public.notificaciones n set
    estado = 'descartado', enviando_hasta = null,
    ultimo_error = 'No se envió: la reserva ya no está activa o su hora ya pasó'
  from public.reservas r
  where r.id = n.reserva_id
    and n.estado in ('pendiente', 'fallido') and n.intentos < 3
    and n.tipo not in ('aviso_fallido', 'test')
    and (n.enviando_hasta is null or n.enviando_hasta <= v_ahora)
    and coalesce(n.proximo_intento, n.created_at) <= v_ahora
    and (r.estado not in ('pendiente', 'confirmada', 'completada')
         or (not r.urgente
             and (r.fecha + r.hora::time) at time zone 'America/Santiago' <= v_ahora));

  for aviso in
    with debidos as (
      select n.id from public.notificaciones n
      where n.estado in ('pendiente', 'fallido') and n.intentos < 3 and n.tipo <> 'test'
        and coalesce(n.proximo_intento, n.created_at) <= v_ahora
        and (n.enviando_hasta is null or n.enviando_hasta <= v_ahora)
      order by coalesce(n.proximo_intento, n.created_at), n.id
      limit p_limite
      for update skip locked
    )
    update public.notificaciones n set enviando_hasta = v_ahora + interval '2 minutes'
    from debidos where n.id = debidos.id
    returning n.*
  loop
    reserva := null;
    select * into reserva from public.reservas r where r.id = aviso.reserva_id;
    v_avisos := v_avisos || jsonb_build_array(private.aviso_abierto(aviso, reserva));
  end loop;
  return v_avisos;
end $$;
revoke all on function private.tomar_avisos(integer) from public;

-- The schedule calls these with the service key (the Edge Function avisos-programados).
create function public.preparar_avisos()
returns jsonb
language sql set search_path = '' as $$ select private.preparar_avisos() $$;
revoke all on function public.preparar_avisos() from public, anon, authenticated;
grant execute on function public.preparar_avisos() to service_role;
grant execute on function private.preparar_avisos() to service_role;

create function public.tomar_avisos(p_limite integer default 25)
returns jsonb
language sql set search_path = '' as $$ select private.tomar_avisos(p_limite) $$;
revoke all on function public.tomar_avisos(integer) from public, anon, authenticated;
grant execute on function public.tomar_avisos(integer) to service_role;
grant execute on function private.tomar_avisos(integer) to service_role;

-- The schedule itself: every minute, so a confirmation e-mail leaves within a minute of the
-- booking and a reminder within a minute of its time. Same pattern as the other jobs (the secret
-- read from Vault when the job runs: 'avisos_programados_secret').
create or replace function private.programar_tareas()
returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if to_regnamespace('cron') is null then
    return 0;
  end if;
  perform cron.schedule('retencion-diaria', '15 4 * * *',
    'select private.aplicar_retencion(true)');
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return 1;
  end if;
  perform cron.schedule('webpay-sweep', '*/15 * * * *',
    private.llamada_programada('webpay-sweep', 'x-webpay-sweep-secret', 'webpay_sweep_secret'));
  perform cron.schedule('borrar-archivos', '30 * * * *',
    private.llamada_programada('borrar-archivos', 'x-borrar-archivos-secret',
      'borrar_archivos_secret'));
  perform cron.schedule('valores-referencia', '10 4 * * *',
    private.llamada_programada('valores-referencia', 'x-valores-referencia-secret',
      'valores_referencia_secret'));
  perform cron.schedule('avisos-programados', '* * * * *',
    private.llamada_programada('avisos-programados', 'x-avisos-programados-secret',
      'avisos_programados_secret'));
  return 5;
end
$$;
select private.programar_tareas();
