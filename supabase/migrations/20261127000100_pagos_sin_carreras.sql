-- Card payments that cannot be lost or annulled by a stranger, and transfers that keep a slot only
-- with their receipt.
--
-- 1. A return without a commit (a timed-out or cancelled Webpay form, Webpay's error page) acts
--    only with Webpay's own token for the attempt, or with its buy order together with its own
--    session. Each attempt is its own Webpay session: the payment's id, which only Webpay and this
--    database know (a booking's id reaches the booker's browser and the notices, so it proves
--    nothing). Such a return annuls only an attempt that was never claimed for a commit: one that
--    is being committed, or whose commit may have happened, is left for the commit or the sweep,
--    which ask Webpay.
-- 2. Webpay's authorization is never recorded as anything but approved. When it cannot confirm the
--    booking (the attempt was annulled meanwhile, the amount, order or session are not the
--    attempt's, another payment already counts, the booking lost its slot), it is approved with
--    the reason in `motivo`, does not count, and an admin refunds it.
-- 3. Every payment function locks the booking row first and its payments after, so a card commit
--    and a transfer declaration on one booking wait for each other instead of deadlocking. A
--    transfer declared while a card commit is in progress is refused (hint pago_en_curso).
-- 4. A declared transfer keeps the booking's hold as it was; the 48 hours for the firm to verify it
--    start when the receipt file is recorded.

-- ---------------------------------------------------------------------------------------------
-- Which payment counts for a booking
-- ---------------------------------------------------------------------------------------------

-- A payment counts while it is being verified (a transfer) or approved without a reason. An
-- approved payment with a reason was charged but did not confirm the booking: the firm owes the
-- refund, and it does not keep a transfer, or another card, from counting.
drop index public.pagos_uno_vigente;
create unique index pagos_uno_vigente on public.pagos (reserva_id)
  where estado = 'por_verificar' or (estado = 'aprobado' and motivo is null);

-- Why an approved card payment did not confirm its booking: each makes it refundable.
create function private.motivos_reembolsables() returns text[]
language sql immutable set search_path = '' as $$
  select array['reserva_no_disponible', 'no_coincide', 'intento_anulado', 'pago_duplicado']
$$;

-- Whether another payment of the booking counts (see pagos_uno_vigente).
create function private.otro_pago_cuenta(p_reserva uuid, p_pago uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.pagos p
    where p.reserva_id = p_reserva and p.id is distinct from p_pago
      and (p.estado = 'por_verificar' or (p.estado = 'aprobado' and p.motivo is null))
  )
$$;

-- Why a booking cannot take a payment now, or null when it can. Only a payment that counts
-- stands in the way (a refund owed does not).
create or replace function private.reserva_no_pagable(reserva public.reservas) returns text
language plpgsql stable set search_path = '' as $$
begin
  if reserva.precio = 0 then
    return 'sin_cobro';
  end if;
  if exists (select 1 from public.pagos p
             where p.reserva_id = reserva.id and p.estado = 'aprobado' and p.motivo is null) then
    return 'pago_existente';
  end if;
  if exists (select 1 from public.pagos p
             where p.reserva_id = reserva.id and p.estado = 'por_verificar') then
    return 'transferencia_en_revision';
  end if;
  if reserva.estado <> 'pendiente' or reserva.expira_en is null or reserva.expira_en <= now() then
    return 'reserva_vencida';
  end if;
  return null;
end $$;

-- Refuses a new payment of the booking while one of its card payments is being committed: its
-- outcome decides whether the booking still needs paying.
create function private.exigir_sin_commit_en_curso(p_reserva uuid, p_accion text) returns void
language plpgsql stable set search_path = '' as $$
begin
  if exists (select 1 from public.pagos p
             where p.reserva_id = p_reserva and p.metodo = 'tarjeta' and p.estado = 'pendiente'
               and p.confirmando_hasta > now()) then
    raise exception 'Estamos confirmando un pago con tarjeta de esta reserva. Espera un minuto y revisa el estado del pago antes de %.', p_accion
      using errcode = 'PT409', hint = 'pago_en_curso';
  end if;
end $$;

-- The booking of a payment, locked: the first lock every payment function takes (then the
-- payment's own), so two of them on one booking queue instead of deadlocking. Null when there is
-- no such payment.
create function private.bloquear_reserva_del_pago(p_pago uuid) returns public.reservas
language plpgsql set search_path = '' as $$
declare
  reserva public.reservas;
begin
  select r.* into reserva from public.reservas r
  where r.id = (select p.reserva_id from public.pagos p where p.id = p_pago)
  for update;
  return reserva;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Card payments
-- ---------------------------------------------------------------------------------------------

-- Starts a card payment. As before, and: not while another card payment of the booking is being
-- committed; and an earlier attempt is replaced only if it was never claimed for a commit (one
-- that was may have been charged: it stays open for the sweep, which asks Webpay).
create or replace function private.preparar_pago_tarjeta(p_reserva uuid, p_usuario uuid)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
  motivo text;
  intentos integer;
  pago public.pagos;
begin
  select * into reserva from public.reservas where id = p_reserva for update;
  if not found or not private.puede_pagar(reserva, p_usuario) then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  motivo := private.reserva_no_pagable(reserva);
  if motivo is not null then
    perform private.rechazar_pago_no_pagable(motivo);
  end if;
  perform private.exigir_sin_commit_en_curso(reserva.id, 'intentarlo de nuevo');
  select count(*) into intentos from public.pagos p
  where p.reserva_id = reserva.id and p.metodo = 'tarjeta';
  if intentos >= 10 then
    raise exception 'Hiciste demasiados intentos de pago con tarjeta. Paga por transferencia o escríbenos.'
      using errcode = 'PT429', hint = 'demasiados_intentos';
  end if;
  update public.pagos set estado = 'anulado', motivo = 'reemplazado', resuelto_en = now()
  where reserva_id = reserva.id and metodo = 'tarjeta' and estado = 'pendiente'
    and confirmando_hasta is null;
  update public.reservas
  set expira_en = greatest(expira_en, now() + private.plazo_pago_tarjeta()),
      metodo_pago = 'tarjeta'
  where id = reserva.id;
  insert into public.pagos (reserva_id, metodo, monto, estado, orden_compra)
  values (reserva.id, 'tarjeta', reserva.precio, 'pendiente',
          'PL-' || private.codigo_reserva(reserva.id) || '-' || (intentos + 1)::text)
  returning * into pago;
  return jsonb_build_object(
    'pago_id', pago.id, 'reserva_id', reserva.id, 'orden_compra', pago.orden_compra,
    'monto', pago.monto
  );
end $$;

-- Takes the right to commit a card payment, once (see the first version). An attempt whose
-- booking can no longer be paid is annulled only if it was never claimed: nothing committed it,
-- so Webpay reverses it. One claimed before may have been committed by a return that died before
-- recording: it is claimed again, and the commit (refused by Webpay if it happened) and Webpay's
-- status then say what was charged; an approval is recorded as a refund owed.
create or replace function private.reclamar_pago_tarjeta(p_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
begin
  select p.* into pago from public.pagos p where p.token = p_token and p.metodo = 'tarjeta';
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  reserva := private.bloquear_reserva_del_pago(pago.id);
  select * into pago from public.pagos where id = pago.id for update;
  if pago.estado <> 'pendiente' then
    return jsonb_build_object('reclamado', false, 'resultado', private.resultado_pago(pago));
  end if;
  if pago.confirmando_hasta > now() then
    return jsonb_build_object('reclamado', false, 'en_curso', true,
                              'orden_compra', pago.orden_compra);
  end if;
  if pago.confirmando_hasta is null
     and (reserva.estado <> 'pendiente' or private.otro_pago_cuenta(reserva.id, pago.id)) then
    update public.pagos set estado = 'anulado', motivo = 'reserva_no_pagable', resuelto_en = now()
    where id = pago.id returning * into pago;
    return jsonb_build_object('reclamado', false, 'resultado', private.resultado_pago(pago));
  end if;
  update public.pagos set confirmando_hasta = now() + interval '1 minute' where id = pago.id;
  return jsonb_build_object(
    'reclamado', true, 'orden_compra', pago.orden_compra, 'monto', pago.monto,
    'reserva_id', pago.reserva_id
  );
end $$;

-- Records what Webpay answered to the commit (or to a status query) for a token. Webpay's
-- authorization (response code 0, status AUTHORIZED) is always recorded as approved: it confirms
-- the booking only when the amount, buy order and session are the attempt's own, the attempt was
-- still open, no other payment counts and the booking still waits for it; otherwise the reason is
-- kept in `motivo` and an admin refunds it (at the amount Webpay charged). Anything else is a
-- rejection. A payment already settled keeps its first result, except an annulled attempt that
-- Webpay authorized after all: the charge is recorded, so it can be refunded.
create or replace function private.registrar_pago_tarjeta(p_token text, p_respuesta jsonb)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
  v_codigo integer;
  v_monto numeric;
  v_cuotas integer;
  v_fecha timestamptz;
  v_autorizado boolean;
  v_coincide boolean;
  v_motivo text;
begin
  select p.* into pago from public.pagos p where p.token = p_token and p.metodo = 'tarjeta';
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  reserva := private.bloquear_reserva_del_pago(pago.id);
  select * into pago from public.pagos where id = pago.id for update;
  if pago.estado not in ('pendiente', 'anulado') then
    return private.resultado_pago(pago);
  end if;
  if jsonb_typeof(p_respuesta) is distinct from 'object' then
    if pago.estado = 'anulado' then
      return private.resultado_pago(pago);
    end if;
    raise exception 'Respuesta de Webpay inválida' using errcode = '22023', hint = 'dato_invalido';
  end if;
  v_codigo := case when jsonb_typeof(p_respuesta->'response_code') = 'number'
                 then (p_respuesta->>'response_code')::numeric::integer end;
  v_autorizado := coalesce(v_codigo = 0 and p_respuesta->>'status' = 'AUTHORIZED', false);
  if pago.estado = 'anulado' and not v_autorizado then
    return private.resultado_pago(pago);
  end if;
  v_monto := case when jsonb_typeof(p_respuesta->'amount') = 'number'
                then (p_respuesta->>'amount')::numeric end;
  v_cuotas := case when jsonb_typeof(p_respuesta->'installments_number') = 'number'
                 then (p_respuesta->>'installments_number')::numeric::integer end;
  begin
    v_fecha := (p_respuesta->>'transaction_date')::timestamptz;
  exception when others then
    v_fecha := null;
  end;
  v_coincide := coalesce(
    v_monto = pago.monto
      and p_respuesta->>'buy_order' = pago.orden_compra
      and p_respuesta->>'session_id' = pago.id::text,
    false);
  v_motivo := case
    when not v_autorizado then 'rechazado'
    when pago.estado = 'anulado' then 'intento_anulado'
    when not v_coincide then 'no_coincide'
    when private.otro_pago_cuenta(pago.reserva_id, pago.id) then 'pago_duplicado'
    when reserva.estado is distinct from 'pendiente' then 'reserva_no_disponible'
  end;

  update public.pagos set
    estado = case when v_autorizado then 'aprobado' else 'rechazado' end,
    motivo = v_motivo,
    -- What Webpay charged is what a refund returns.
    monto = case
      when v_autorizado and v_monto is distinct from pago.monto
           and v_monto = trunc(v_monto) and v_monto between 1 and 2147483647
        then v_monto::integer
      else pago.monto end,
    codigo_respuesta = v_codigo,
    estado_transbank = left(p_respuesta->>'status', 30),
    codigo_autorizacion = nullif(left(p_respuesta->>'authorization_code', 6), ''),
    ultimos_digitos = case when p_respuesta#>>'{card_detail,card_number}' ~ '[0-9]{4}$'
                           then right(p_respuesta#>>'{card_detail,card_number}', 4) end,
    tipo_pago = case when p_respuesta->>'payment_type_code' ~ '^[A-Z0-9]{2}$'
                     then p_respuesta->>'payment_type_code' end,
    cuotas = greatest(v_cuotas, 0),
    fecha_transaccion = v_fecha,
    resuelto_en = now(),
    confirmando_hasta = null
  where id = pago.id returning * into pago;

  if v_autorizado and v_motivo is null then
    update public.reservas set estado = 'confirmada', expira_en = null, metodo_pago = 'tarjeta'
    where id = pago.reserva_id;
  end if;
  return private.resultado_pago(pago);
end $$;

-- A card payment that did not happen: the client cancelled on Webpay's form ('cancelado'), the
-- form timed out ('tiempo_agotado'), Webpay's error page ('error'), or the sweep found Webpay
-- never authorized it ('sin_retorno'). Matched by Webpay's token or, without one (a timed-out
-- form), by the buy order together with the attempt's own session (its payment id). A return
-- annuls only an attempt never claimed for a commit; one being committed, or that may have been,
-- stays for the commit or the sweep. 'sin_retorno' comes from whoever holds the claim, after
-- asking Webpay. Returns the payment as it stands.
drop function public.anular_pago_tarjeta(text, text, text);
drop function private.anular_pago_tarjeta(text, text, text);
create function private.anular_pago_tarjeta(
  p_token text, p_orden text, p_sesion text, p_motivo text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
begin
  if p_motivo is null or p_motivo not in ('cancelado', 'tiempo_agotado', 'error', 'sin_retorno') then
    raise exception 'Motivo inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  select p.* into pago from public.pagos p
  where p.metodo = 'tarjeta'
    and case when p_token is not null then p.token = p_token
             else p.orden_compra = p_orden and p.id::text = p_sesion end;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  perform private.bloquear_reserva_del_pago(pago.id);
  select * into pago from public.pagos where id = pago.id for update;
  if pago.estado = 'pendiente' and (p_motivo = 'sin_retorno' or pago.confirmando_hasta is null) then
    update public.pagos
    set estado = 'anulado', motivo = p_motivo, resuelto_en = now(), confirmando_hasta = null
    where id = pago.id returning * into pago;
  end if;
  return private.resultado_pago(pago);
end $$;

-- An admin refunds an approved card payment of a cancelled booking, or one that was charged but
-- did not confirm its booking (any of motivos_reembolsables).
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
  if reserva.estado <> 'cancelada'
     and not coalesce(pago.motivo = any (private.motivos_reembolsables()), false) then
    raise exception 'Cancela primero la reserva: solo se reembolsa el pago de una reserva cancelada'
      using errcode = '22023', hint = 'reembolso_invalido';
  end if;
  return jsonb_build_object('token', pago.token, 'monto', pago.monto, 'pago_id', pago.id);
end $$;

-- ---------------------------------------------------------------------------------------------
-- Bank transfers
-- ---------------------------------------------------------------------------------------------

-- The client says they transferred: the receipt number (and whether a file follows). Within the
-- hold only, and not while a card payment of the booking is being committed. The booking's hold
-- stays as it was: the extra time for the firm to check the transfer starts with the receipt
-- file (private.extender_por_comprobante). A card attempt never claimed is annulled (it would
-- confirm the booking twice); one claimed before stays for the sweep to settle.
create or replace function private.declarar_transferencia(
  p_reserva uuid, p_numero text, p_con_archivo boolean
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas;
  motivo text;
  numero text := upper(btrim(coalesce(p_numero, '')));
  pago public.pagos;
begin
  if length(coalesce(p_numero, '')) > 200 then
    raise exception 'El número de comprobante puede tener hasta 40 caracteres'
      using errcode = '22023', hint = 'comprobante_invalido';
  end if;
  select * into reserva from public.reservas where id = p_reserva for update;
  if not found or not private.puede_pagar(reserva, auth.uid()) then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  motivo := private.reserva_no_pagable(reserva);
  if motivo is not null then
    perform private.rechazar_pago_no_pagable(motivo);
  end if;
  if numero !~ '^[A-Z0-9][A-Z0-9 ./#-]{3,39}$' then
    raise exception 'Ingresa el número de operación del comprobante (4 a 40 letras o números)'
      using errcode = '22023', hint = 'comprobante_invalido';
  end if;
  perform private.exigir_sin_commit_en_curso(reserva.id, 'declarar una transferencia');
  if (select count(*) from public.pagos p
      where p.reserva_id = reserva.id and p.metodo = 'transferencia') >= 3 then
    raise exception 'Ya declaraste 3 transferencias para esta reserva. Escríbenos y lo revisamos contigo.'
      using errcode = 'PT429', hint = 'demasiados_intentos';
  end if;
  update public.pagos set estado = 'anulado', motivo = 'reemplazado', resuelto_en = now()
  where reserva_id = reserva.id and metodo = 'tarjeta' and estado = 'pendiente'
    and confirmando_hasta is null;
  insert into public.pagos (reserva_id, metodo, monto, estado, numero_comprobante, archivo_comprobante)
  values (reserva.id, 'transferencia', reserva.precio, 'por_verificar', numero,
          case when p_con_archivo then 'pendiente' end)
  returning * into pago;
  update public.reservas set metodo_pago = 'transferencia' where id = reserva.id
  returning * into reserva;
  insert into public.notificaciones (reserva_id, tipo, estado, intentos)
  values (reserva.id, 'comprobante', 'pendiente', 0);
  return jsonb_build_object(
    'pago_id', pago.id, 'reserva_id', reserva.id, 'expira_en', reserva.expira_en,
    'numero_comprobante', pago.numero_comprobante
  );
end $$;

-- With the receipt file recorded, a pending booking keeps its slot for the firm to check the
-- transfer (plazo_verificacion_transferencia, from now). The caller holds the booking's lock.
create function private.extender_por_comprobante(p_reserva uuid) returns void
language sql set search_path = '' as $$
  update public.reservas
  set expira_en = greatest(expira_en, now() + private.plazo_verificacion_transferencia())
  where id = p_reserva and estado = 'pendiente'
$$;

create or replace function private.guardar_archivo_comprobante(
  p_pago uuid, p_nombre text, p_tipo text, p_datos bytea
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas := private.bloquear_reserva_del_pago(p_pago);
begin
  perform 1 from public.pagos where id = p_pago for update;
  if not private.puede_subir_comprobante(p_pago) then
    raise exception 'No se puede adjuntar un archivo a este pago'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if p_tipo not in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
     or octet_length(p_datos) not between 1 and 5242880 then
    raise exception 'El archivo debe ser PDF, JPG, PNG o WEBP de hasta 5 MB'
      using errcode = '22023', hint = 'archivo_invalido';
  end if;
  insert into public.comprobantes_archivos (pago_id, nombre, tipo, datos)
  values (p_pago, left(coalesce(nullif(btrim(p_nombre), ''), 'comprobante'), 200), p_tipo, p_datos);
  update public.pagos set archivo_comprobante = 'base' where id = p_pago;
  perform private.extender_por_comprobante(reserva.id);
end $$;

-- Hosted projects: the file was uploaded to Storage under the payment's id; the payment says so,
-- once the file is really there.
create or replace function private.registrar_archivo_comprobante(p_pago uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  reserva public.reservas := private.bloquear_reserva_del_pago(p_pago);
begin
  perform 1 from public.pagos where id = p_pago for update;
  if not private.puede_subir_comprobante(p_pago) then
    raise exception 'No se puede adjuntar un archivo a este pago'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  -- Storage exists on a hosted project only (the embedded database keeps files in a table); the
  -- query on it is planned only where it exists.
  if to_regclass('storage.objects') is not null then
    if not exists (select 1 from storage.objects o
                   where o.bucket_id = 'comprobantes' and o.name = p_pago::text) then
      raise exception 'No recibimos el archivo del comprobante. Vuelve a adjuntarlo.'
        using errcode = '22023', hint = 'archivo_invalido';
    end if;
  end if;
  update public.pagos set archivo_comprobante = 'comprobantes/' || p_pago::text where id = p_pago;
  perform private.extender_por_comprobante(reserva.id);
end $$;

-- Staff confirm that the transfer arrived (as before; the booking is locked first).
create or replace function private.verificar_transferencia(p_pago uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
begin
  if not private.es_personal() then
    raise exception 'Solo el personal del estudio verifica pagos'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  reserva := private.bloquear_reserva_del_pago(p_pago);
  select * into pago from public.pagos where id = p_pago for update;
  if not found or pago.metodo <> 'transferencia' then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado <> 'por_verificar' then
    raise exception 'Este pago ya fue revisado' using errcode = 'PT409', hint = 'pago_no_verificable';
  end if;
  if reserva.estado <> 'pendiente' then
    raise exception 'La reserva ya no está pendiente (está %): habla con el cliente antes de registrar el pago', reserva.estado
      using errcode = 'PT409', hint = 'pago_no_verificable';
  end if;
  update public.pagos set estado = 'aprobado', verificado_por = auth.uid(), resuelto_en = now()
  where id = pago.id returning * into pago;
  update public.reservas set estado = 'confirmada', expira_en = null where id = reserva.id;
  return private.resultado_pago(pago);
end $$;

-- Staff found no such transfer (as before; the booking is locked first).
create or replace function private.rechazar_transferencia(p_pago uuid, p_motivo text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
  v_motivo text := btrim(coalesce(p_motivo, ''));
  hasta timestamptz;
begin
  if not private.es_personal() then
    raise exception 'Solo el personal del estudio verifica pagos'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if length(v_motivo) not between 5 and 300 then
    raise exception 'Escribe el motivo del rechazo (entre 5 y 300 caracteres)'
      using errcode = '22023', hint = 'motivo_invalido';
  end if;
  reserva := private.bloquear_reserva_del_pago(p_pago);
  select * into pago from public.pagos where id = p_pago for update;
  if not found or pago.metodo <> 'transferencia' then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado <> 'por_verificar' then
    raise exception 'Este pago ya fue revisado' using errcode = 'PT409', hint = 'pago_no_verificable';
  end if;
  update public.pagos
  set estado = 'rechazado', motivo = v_motivo, verificado_por = auth.uid(), resuelto_en = now()
  where id = pago.id returning * into pago;
  if reserva.estado = 'pendiente' then
    hasta := least(reserva.expira_en, reserva.created_at + interval '2 hours');
    update public.reservas set
      expira_en = hasta,
      estado = case when hasta <= now() then 'expirada' else 'pendiente' end::public.estado_reserva
    where id = reserva.id;
  end if;
  return private.resultado_pago(pago);
end $$;

-- ---------------------------------------------------------------------------------------------
-- What the booker sees
-- ---------------------------------------------------------------------------------------------

-- The payment state of a booking. The payment shown: a charge the firm owes back first (the
-- client must hear of it), then the one that counts, a refunded one, else the latest attempt.
-- Whether a transfer's receipt file arrived (the 48 hours depend on it) is said too.
create or replace function private.estado_pago_reserva(p_reserva uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  reserva public.reservas;
  pago public.pagos;
begin
  select * into reserva from public.reservas where id = p_reserva;
  if not found or not (private.puede_pagar(reserva, auth.uid()) or private.es_personal()) then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  select * into pago from public.pagos p where p.reserva_id = reserva.id
  order by case
      when p.estado = 'aprobado' and p.motivo is not null then 0
      when p.estado in ('aprobado', 'por_verificar') then 1
      when p.estado = 'reembolsado' then 2
      else 3 end,
    p.created_at desc
  limit 1;
  return jsonb_build_object(
    'reserva_estado', reserva.estado,
    'expira_en', reserva.expira_en,
    'precio', reserva.precio,
    'metodo_pago', reserva.metodo_pago,
    'pago', case when pago.id is null then null else jsonb_build_object(
      'estado', pago.estado, 'metodo', pago.metodo, 'monto', pago.monto,
      'motivo', pago.motivo, 'orden_compra', pago.orden_compra,
      'numero_comprobante', pago.numero_comprobante,
      'tiene_archivo', coalesce(pago.archivo_comprobante <> 'pendiente', false),
      'codigo_autorizacion', pago.codigo_autorizacion,
      'ultimos_digitos', pago.ultimos_digitos, 'tipo_pago', pago.tipo_pago,
      'cuotas', pago.cuotas, 'fecha', coalesce(pago.fecha_transaccion, pago.created_at),
      'resuelto_en', pago.resuelto_en
    ) end
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- Retention keeps a card payment's reason
-- ---------------------------------------------------------------------------------------------

-- The payer's references on the payments of the given bookings go (receipt number and file, card
-- digits, the staff's words on a rejected transfer). A card payment's reason stays: it is a code,
-- not personal data, and it says whether the payment counted or is a refund owed.
create or replace function private.olvidar_referencias_de_pago(p_reservas uuid[]) returns void
language sql security definer set search_path = '' as $$
  delete from public.comprobantes_archivos a using public.pagos p
  where a.pago_id = p.id and p.reserva_id = any (p_reservas);
  update public.pagos p set numero_comprobante = null, ultimos_digitos = null,
    archivo_comprobante = null,
    motivo = case when p.metodo = 'tarjeta' then p.motivo end
  where p.reserva_id = any (p_reservas);
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

revoke all on function
  private.motivos_reembolsables(), private.otro_pago_cuenta(uuid, uuid),
  private.exigir_sin_commit_en_curso(uuid, text), private.bloquear_reserva_del_pago(uuid),
  private.extender_por_comprobante(uuid),
  private.anular_pago_tarjeta(text, text, text, text)
from public, anon, authenticated;
grant execute on function private.anular_pago_tarjeta(text, text, text, text) to service_role;

create function public.anular_pago_tarjeta(
  p_token text, p_orden text, p_sesion text, p_motivo text
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.anular_pago_tarjeta(p_token, p_orden, p_sesion, p_motivo) $$;
revoke all on function public.anular_pago_tarjeta(text, text, text, text)
from public, anon, authenticated;
grant execute on function public.anular_pago_tarjeta(text, text, text, text) to service_role;
