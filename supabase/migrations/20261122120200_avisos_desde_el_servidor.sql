-- Notifications are sent by the server, and only the server writes their outcome. The browser
-- asks the Edge Function `notificar` to send a notice; the function (holding the webhook's secret
-- URL and the service role) opens the notice here, builds the payload from the booking, posts it
-- and records what happened. Nobody else can mark a notice as sent.

-- Once per event: the old check-then-insert let parallel calls log one event many times. Keep
-- the most advanced row of each event (sent first, then the most attempted, then the newest).
delete from public.notificaciones n
using (
  select id,
         row_number() over (
           partition by reserva_id, tipo
           order by (estado = 'enviado') desc, intentos desc, created_at desc
         ) as orden
  from public.notificaciones
  where tipo in ('nueva_reserva', 'notificacion_abogado') and reserva_id is not null
) duplicadas
where n.id = duplicadas.id and duplicadas.orden > 1;

create unique index notificaciones_un_aviso_por_evento on public.notificaciones (reserva_id, tipo)
  where tipo in ('nueva_reserva', 'notificacion_abogado');

-- While a send is under way the notice is leased to it, so two calls at the same moment cannot
-- both post the same event.
alter table public.notificaciones add column enviando_hasta timestamptz;

drop function public.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb);
drop function private.registrar_aviso_reserva(uuid, text, text, integer, text, jsonb);

-- Staff read and clean the log; they no longer write it.
revoke insert, update on public.notificaciones from authenticated;
drop policy "admin: notificaciones" on public.notificaciones;
create policy "admin: leer notificaciones" on public.notificaciones for select to authenticated
  using ((select private.es_admin()));
create policy "admin: borrar notificaciones" on public.notificaciones for delete to authenticated
  using ((select private.es_admin()));

create function private.es_admin_activo(p_usuario uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_usuario is not null and exists (
    select 1 from public.profiles p where p.user_id = p_usuario and p.role = 'admin' and p.is_active
  )
$$;

-- Opens a notice for sending and leases it for a minute. Who may ask for what:
--   - the booking's own notices (nueva_reserva, notificacion_abogado): anyone holding the booking,
--     within 30 minutes of booking (afterwards, an admin's resend);
--   - reminders, receipts, the connection test and any resend (by notice id): an active admin.
-- `p_usuario` is the caller as the server verified it (null when signed out). Refuses a notice
-- already sent, out of attempts (3), being sent, or whose booking is no longer active. Returns
-- the notice and only what a payload carries of its booking (never the RUT or the description).
create function private.abrir_aviso(
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
      'categoria', reserva.categoria
    ) end
  );
end $$;

-- Records what happened to one attempt of an opened notice: 'enviado', 'fallido' (both count an
-- attempt) or 'sin_envio' (nothing was attempted, e.g. no webhook is configured). Keeps a short
-- error and at most 4 KB of the webhook's answer; a delivered 'nueva_reserva' marks its booking.
create function private.registrar_resultado_aviso(
  p_id uuid,
  p_resultado text,
  p_error text default null,
  p_respuesta jsonb default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  aviso public.notificaciones;
  respuesta jsonb := p_respuesta;
begin
  if p_resultado is null or p_resultado not in ('enviado', 'fallido', 'sin_envio') then
    raise exception 'Resultado de envío inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  select * into aviso from public.notificaciones where id = p_id for update;
  if not found then
    raise exception 'Notificación no encontrada' using errcode = 'P0002', hint = 'aviso_no_encontrado';
  end if;
  if aviso.estado = 'enviado' then
    raise exception 'Esta notificación ya fue enviada' using errcode = 'PT409', hint = 'aviso_enviado';
  end if;
  if p_resultado <> 'sin_envio' and aviso.intentos >= 3 then
    raise exception 'Se alcanzó el máximo de 3 intentos: la notificación no se reenvía'
      using errcode = 'PT409', hint = 'aviso_agotado';
  end if;
  if respuesta is not null and octet_length(respuesta::text) > 4096 then
    respuesta := jsonb_build_object('truncada', true, 'inicio', left(respuesta::text, 1000));
  end if;

  update public.notificaciones set
    intentos = intentos + case when p_resultado = 'sin_envio' then 0 else 1 end,
    estado = case p_resultado when 'sin_envio' then estado else p_resultado end,
    fecha_envio = case when p_resultado = 'enviado' then now() else fecha_envio end,
    ultimo_error = case when p_resultado = 'enviado' then null else left(p_error, 500) end,
    webhook_response = respuesta,
    enviando_hasta = null
  where id = p_id
  returning * into aviso;

  if p_resultado = 'enviado' and aviso.tipo = 'nueva_reserva' then
    update public.reservas set webhook_sent = true where id = aviso.reserva_id;
  end if;
  return jsonb_build_object('id', aviso.id, 'estado', aviso.estado, 'intentos', aviso.intentos);
end $$;

revoke all on function private.es_admin_activo(uuid),
  private.abrir_aviso(text, uuid, uuid, uuid),
  private.registrar_resultado_aviso(uuid, text, text, jsonb) from public;
grant execute on function private.es_admin_activo(uuid),
  private.abrir_aviso(text, uuid, uuid, uuid),
  private.registrar_resultado_aviso(uuid, text, text, jsonb) to service_role;

create function public.abrir_aviso(
  p_tipo text,
  p_reserva_id uuid default null,
  p_notificacion_id uuid default null,
  p_usuario uuid default null
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.abrir_aviso(p_tipo, p_reserva_id, p_notificacion_id, p_usuario)
$$;

create function public.registrar_resultado_aviso(
  p_id uuid,
  p_resultado text,
  p_error text default null,
  p_respuesta jsonb default null
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.registrar_resultado_aviso(p_id, p_resultado, p_error, p_respuesta)
$$;

revoke all on function public.abrir_aviso(text, uuid, uuid, uuid),
  public.registrar_resultado_aviso(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.abrir_aviso(text, uuid, uuid, uuid),
  public.registrar_resultado_aviso(uuid, text, text, jsonb) to service_role;
