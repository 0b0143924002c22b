-- Payments that confirm bookings: card payments through Webpay Plus and bank transfers the firm
-- verifies. Every payment is a `pagos` row the firm can reconcile. The API roles never write a
-- payment: card payments are written by the Webpay functions (service role) from what Transbank
-- answered, transfers through declarar_transferencia and the staff's verification.
--
-- The states of a payment:
--   pendiente      a card transaction was created and waits for Webpay's return
--   por_verificar  the client declared a transfer; staff check it arrived
--   aprobado       Webpay authorized the card (response 0, AUTHORIZED), or staff verified the transfer
--   rechazado      the card was declined, or staff found no such transfer (with the reason)
--   anulado        the card payment did not happen: cancelled, timed out, replaced or abandoned
--   reembolsado    an approved card payment refunded by an admin (Webpay refund)

alter table public.pagos drop constraint pagos_estado_check;
alter table public.pagos
  add constraint pagos_estado_check check (estado in (
    'pendiente', 'por_verificar', 'aprobado', 'rechazado', 'anulado', 'reembolsado'
  )),
  add constraint pagos_metodo_pagado check (metodo in ('transferencia', 'tarjeta')),
  -- Webpay's buy_order (at most 26 characters), derived from the booking code.
  add column orden_compra text unique check (orden_compra is null or length(orden_compra) <= 26),
  -- Webpay's transaction token (64 characters): the key a return is matched and settled by.
  add column token text unique check (token is null or length(token) between 1 and 64),
  add column codigo_autorizacion text check (length(codigo_autorizacion) <= 6),
  add column ultimos_digitos text check (ultimos_digitos ~ '^[0-9]{4}$'),
  -- VD débito, VN crédito, VC cuotas, SI/S2/NC sin interés, VP prepago.
  add column tipo_pago text check (tipo_pago ~ '^[A-Z0-9]{2}$'),
  add column cuotas integer check (cuotas >= 0),
  add column codigo_respuesta integer,
  add column estado_transbank text check (length(estado_transbank) <= 30),
  add column fecha_transaccion timestamptz,
  -- Why a payment was rejected or annulled (a code for cards, the staff's words for transfers).
  add column motivo text check (length(motivo) <= 300),
  -- Where the receipt file is: a Storage path (hosted) or 'base' (embedded, comprobantes_archivos).
  add column archivo_comprobante text check (length(archivo_comprobante) <= 200),
  add column verificado_por uuid references auth.users (id) on delete set null,
  add column resuelto_en timestamptz,
  -- While a return or the sweep commits the card payment: nobody else commits it meanwhile.
  add column confirmando_hasta timestamptz,
  add column monto_reembolsado integer check (monto_reembolsado >= 0),
  add column tipo_reembolso text check (tipo_reembolso in ('REVERSED', 'NULLIFIED')),
  add column updated_at timestamptz not null default now();

-- A booking has at most one payment that counts or is being checked.
create unique index pagos_uno_vigente on public.pagos (reserva_id)
  where estado in ('aprobado', 'por_verificar');
create index pagos_estado_idx on public.pagos (estado, created_at desc);

create trigger pagos_updated_at before update on public.pagos
  for each row execute function private.tocar_updated_at();

-- Receipt files in the embedded mode (hosted projects keep them in the 'comprobantes' bucket).
create table public.comprobantes_archivos (
  pago_id uuid primary key references public.pagos (id) on delete cascade,
  nombre text not null check (length(nombre) between 1 and 200),
  tipo text not null check (tipo in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  datos bytea not null check (octet_length(datos) between 1 and 5242880),
  created_at timestamptz not null default now()
);
alter table public.comprobantes_archivos enable row level security;
create policy "personal: leer comprobantes" on public.comprobantes_archivos for select
  to authenticated using ((select private.es_personal()));
revoke all on public.comprobantes_archivos from anon, authenticated;
grant select on public.comprobantes_archivos to authenticated;
grant all on public.comprobantes_archivos to service_role;

-- Payments are written only by the functions below and by the service role: the admin's direct
-- insert, update and delete rights of the base schema are withdrawn.
drop policy "admin: crear pagos" on public.pagos;
drop policy "admin: editar pagos" on public.pagos;
drop policy "admin: borrar pagos" on public.pagos;
revoke insert, update, delete on public.pagos from authenticated;
grant all on public.pagos to service_role;

-- ---------------------------------------------------------------------------------------------
-- The rules, in one place
-- ---------------------------------------------------------------------------------------------

-- How long a declared transfer keeps the slot while the firm checks that it arrived: two days,
-- so a transfer made at night or on a Friday evening is seen before the slot is lost.
create function private.plazo_verificacion_transferencia() returns interval
language sql immutable set search_path = '' as $$ select interval '48 hours' $$;

-- How long a card payment keeps the slot from the moment it starts: Webpay's form waits up to
-- about 10 minutes, plus a margin for the return.
create function private.plazo_pago_tarjeta() returns interval
language sql immutable set search_path = '' as $$ select interval '20 minutes' $$;

-- The booking code a person reads (the first 8 characters of the id, upper case).
create function private.codigo_reserva(p_id uuid) returns text
language sql immutable set search_path = '' as $$
  select upper(left(replace(p_id::text, '-', ''), 8))
$$;

-- Whether the caller may pay this booking: its signed-in owner, or anyone holding the id of a
-- booking made without an account (the id reaches only the browser that made it).
create function private.puede_pagar(reserva public.reservas, p_usuario uuid) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(reserva.user_id is null or reserva.user_id = p_usuario, false)
$$;

-- Why a booking cannot take a payment now, or null when it can.
create function private.reserva_no_pagable(reserva public.reservas) returns text
language plpgsql stable set search_path = '' as $$
begin
  if reserva.precio = 0 then
    return 'sin_cobro';
  end if;
  if exists (select 1 from public.pagos p where p.reserva_id = reserva.id and p.estado = 'aprobado') then
    return 'pago_existente';
  end if;
  if exists (select 1 from public.pagos p where p.reserva_id = reserva.id and p.estado = 'por_verificar') then
    return 'transferencia_en_revision';
  end if;
  if reserva.estado <> 'pendiente' or reserva.expira_en is null or reserva.expira_en <= now() then
    return 'reserva_vencida';
  end if;
  return null;
end $$;

create function private.rechazar_pago_no_pagable(motivo text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  case motivo
    when 'sin_cobro' then
      raise exception 'Esta reserva no tiene costo: no hay nada que pagar'
        using errcode = '22023', hint = 'sin_cobro';
    when 'pago_existente' then
      raise exception 'Esta reserva ya está pagada' using errcode = 'PT409', hint = 'pago_existente';
    when 'transferencia_en_revision' then
      raise exception 'Ya declaraste una transferencia para esta reserva: la estamos verificando'
        using errcode = 'PT409', hint = 'transferencia_en_revision';
    else
      raise exception 'El plazo para pagar esta reserva terminó y la hora se liberó. Agenda una nueva hora.'
        using errcode = 'PT409', hint = 'reserva_vencida';
  end case;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Card payments (Webpay Plus), called by the Webpay functions with the service role
-- ---------------------------------------------------------------------------------------------

-- Starts a card payment: checks who pays and that the booking waits for payment, replaces an
-- earlier attempt that never returned (it will not be committed, so Webpay reverses it), keeps the
-- slot for the card payment, and records the attempt with the amount of the booking.
create function private.preparar_pago_tarjeta(p_reserva uuid, p_usuario uuid) returns jsonb
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
  select count(*) into intentos from public.pagos p
  where p.reserva_id = reserva.id and p.metodo = 'tarjeta';
  if intentos >= 10 then
    raise exception 'Hiciste demasiados intentos de pago con tarjeta. Paga por transferencia o escríbenos.'
      using errcode = 'PT429', hint = 'demasiados_intentos';
  end if;
  update public.pagos set estado = 'anulado', motivo = 'reemplazado', resuelto_en = now()
  where reserva_id = reserva.id and metodo = 'tarjeta' and estado = 'pendiente';
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

-- The token Webpay gave to the attempt.
create function private.registrar_token_tarjeta(p_pago uuid, p_token text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.pagos set token = p_token
  where id = p_pago and metodo = 'tarjeta' and estado = 'pendiente' and token is null;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
end $$;

-- What a settled card payment says (the function's redirect and the pages read it).
create function private.resultado_pago(pago public.pagos) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'estado', pago.estado, 'motivo', pago.motivo, 'orden_compra', pago.orden_compra,
    'monto', pago.monto, 'reserva_id', pago.reserva_id
  )
$$;

-- Takes the right to commit a card payment, once: a second return, or the sweep, finds it settled
-- (and shows that result) or being committed. An attempt whose booking can no longer be paid is
-- annulled instead: Webpay reverses a transaction that is never committed, so nobody is charged.
create function private.reclamar_pago_tarjeta(p_token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
begin
  select * into pago from public.pagos where token = p_token and metodo = 'tarjeta' for update;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado <> 'pendiente' then
    return jsonb_build_object('reclamado', false, 'resultado', private.resultado_pago(pago));
  end if;
  if pago.confirmando_hasta > now() then
    return jsonb_build_object('reclamado', false, 'en_curso', true,
                              'orden_compra', pago.orden_compra);
  end if;
  select * into reserva from public.reservas where id = pago.reserva_id for update;
  if reserva.estado <> 'pendiente' or exists (
    select 1 from public.pagos p
    where p.reserva_id = pago.reserva_id and p.estado in ('aprobado', 'por_verificar')
  ) then
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

-- Records what Webpay answered to the commit (or to a status query) for a token. Approved only
-- when the response code is 0, the status AUTHORIZED, and the amount, buy order and session are
-- this attempt's own; anything else is a rejection. An approved payment confirms the booking. A
-- payment already settled is not changed: its first result stands.
create function private.registrar_pago_tarjeta(p_token text, p_respuesta jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  v_codigo integer;
  v_monto numeric;
  v_cuotas integer;
  v_fecha timestamptz;
  v_aprobado boolean;
  v_coincide boolean;
  v_confirmada boolean;
begin
  select * into pago from public.pagos where token = p_token and metodo = 'tarjeta' for update;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado <> 'pendiente' then
    return private.resultado_pago(pago);
  end if;
  if jsonb_typeof(p_respuesta) <> 'object' then
    raise exception 'Respuesta de Webpay inválida' using errcode = '22023', hint = 'dato_invalido';
  end if;
  v_codigo := case when jsonb_typeof(p_respuesta->'response_code') = 'number'
                 then (p_respuesta->>'response_code')::numeric::integer end;
  v_monto := case when jsonb_typeof(p_respuesta->'amount') = 'number'
                then (p_respuesta->>'amount')::numeric end;
  v_cuotas := case when jsonb_typeof(p_respuesta->'installments_number') = 'number'
                 then (p_respuesta->>'installments_number')::numeric::integer end;
  begin
    v_fecha := (p_respuesta->>'transaction_date')::timestamptz;
  exception when others then
    v_fecha := null;
  end;
  v_coincide := v_monto = pago.monto
    and p_respuesta->>'buy_order' = pago.orden_compra
    and p_respuesta->>'session_id' = pago.reserva_id::text;
  v_aprobado := v_codigo = 0 and p_respuesta->>'status' = 'AUTHORIZED' and v_coincide;

  update public.pagos set
    estado = case when v_aprobado then 'aprobado' else 'rechazado' end,
    motivo = case
      when v_aprobado then null
      when v_codigo = 0 and p_respuesta->>'status' = 'AUTHORIZED' then 'no_coincide'
      else 'rechazado' end,
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

  if v_aprobado then
    update public.reservas set estado = 'confirmada', expira_en = null, metodo_pago = 'tarjeta'
    where id = pago.reserva_id and estado = 'pendiente';
    v_confirmada := found;
    if not v_confirmada then
      -- Paid, but the booking was cancelled or lost its slot meanwhile: the firm refunds it.
      update public.pagos set motivo = 'reserva_no_disponible' where id = pago.id
      returning * into pago;
    end if;
  end if;
  return private.resultado_pago(pago);
end $$;

-- A card payment that did not happen: the client cancelled on Webpay's form ('cancelado'), the
-- form timed out ('tiempo_agotado'), Webpay's error page ('error'), or it never came back
-- ('sin_retorno', from the sweep). Matched by token or, on a timeout, by buy order.
create function private.anular_pago_tarjeta(p_token text, p_orden text, p_motivo text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
begin
  if p_motivo not in ('cancelado', 'tiempo_agotado', 'error', 'sin_retorno') then
    raise exception 'Motivo inválido' using errcode = '22023', hint = 'dato_invalido';
  end if;
  select * into pago from public.pagos
  where metodo = 'tarjeta'
    and ((p_token is not null and token = p_token)
         or (p_token is null and p_orden is not null and orden_compra = p_orden))
  for update;
  if not found then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado = 'pendiente' then
    update public.pagos
    set estado = 'anulado', motivo = p_motivo, resuelto_en = now(), confirmando_hasta = null
    where id = pago.id returning * into pago;
  end if;
  return private.resultado_pago(pago);
end $$;

-- The sweep's work list: card attempts created more than 15 minutes ago (Webpay's form has timed
-- out by then) that never settled, within the 7 days Webpay answers status queries.
create function private.pagos_sin_retorno() returns table (token text, orden_compra text)
language sql stable security definer set search_path = '' as $$
  select p.token, p.orden_compra from public.pagos p
  where p.metodo = 'tarjeta' and p.estado = 'pendiente' and p.token is not null
    and p.created_at < now() - interval '15 minutes'
    and p.created_at > now() - interval '7 days'
    and (p.confirmando_hasta is null or p.confirmando_hasta < now())
  order by p.created_at
  limit 50
$$;

-- An admin refunds an approved card payment of a booking that is cancelled (or that the payment
-- could not confirm). Returns what the refund needs; registrar_reembolso records Webpay's answer.
create function private.preparar_reembolso(p_pago uuid, p_usuario uuid) returns jsonb
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
  if reserva.estado <> 'cancelada' and pago.motivo is distinct from 'reserva_no_disponible' then
    raise exception 'Cancela primero la reserva: solo se reembolsa el pago de una reserva cancelada'
      using errcode = '22023', hint = 'reembolso_invalido';
  end if;
  return jsonb_build_object('token', pago.token, 'monto', pago.monto, 'pago_id', pago.id);
end $$;

create function private.registrar_reembolso(p_pago uuid, p_respuesta jsonb, p_usuario uuid)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  tipo text := p_respuesta->>'type';
  codigo integer;
begin
  if not private.es_admin_activo(p_usuario) then
    raise exception 'Solo un administrador puede reembolsar pagos'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  codigo := case when jsonb_typeof(p_respuesta->'response_code') = 'number'
                 then (p_respuesta->>'response_code')::numeric::integer end;
  -- A reversal has no response code; an annulment must answer 0.
  if tipo = 'REVERSED' or (tipo = 'NULLIFIED' and codigo = 0) then
    update public.pagos set
      estado = 'reembolsado', tipo_reembolso = tipo, verificado_por = p_usuario,
      monto_reembolsado = coalesce((p_respuesta->>'nullified_amount')::numeric::integer, monto),
      resuelto_en = now()
    where id = p_pago and estado = 'aprobado' returning * into pago;
    if not found then
      raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
    end if;
    return private.resultado_pago(pago);
  end if;
  raise exception 'Webpay no aceptó el reembolso (código %)', coalesce(codigo::text, 'desconocido')
    using errcode = '22023', hint = 'reembolso_invalido';
end $$;

-- ---------------------------------------------------------------------------------------------
-- Bank transfers: the client declares, staff verify or reject
-- ---------------------------------------------------------------------------------------------

-- The client says they transferred: the receipt number (and whether a file follows). Within the
-- hold only; the slot is then kept for the firm to check (plazo_verificacion_transferencia), and
-- the firm's automation gets the 'comprobante' notice, logged here as pending.
create function private.declarar_transferencia(p_reserva uuid, p_numero text, p_con_archivo boolean)
returns jsonb
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
  if (select count(*) from public.pagos p
      where p.reserva_id = reserva.id and p.metodo = 'transferencia') >= 3 then
    raise exception 'Ya declaraste 3 transferencias para esta reserva. Escríbenos y lo revisamos contigo.'
      using errcode = 'PT429', hint = 'demasiados_intentos';
  end if;
  -- A card attempt still open would confirm the booking twice: it is annulled (never committed).
  update public.pagos set estado = 'anulado', motivo = 'reemplazado', resuelto_en = now()
  where reserva_id = reserva.id and metodo = 'tarjeta' and estado = 'pendiente'
    and (confirmando_hasta is null or confirmando_hasta < now());
  insert into public.pagos (reserva_id, metodo, monto, estado, numero_comprobante, archivo_comprobante)
  values (reserva.id, 'transferencia', reserva.precio, 'por_verificar', numero,
          case when p_con_archivo then 'pendiente' end)
  returning * into pago;
  update public.reservas
  set metodo_pago = 'transferencia',
      expira_en = greatest(expira_en, now() + private.plazo_verificacion_transferencia())
  where id = reserva.id returning * into reserva;
  insert into public.notificaciones (reserva_id, tipo, estado, intentos)
  values (reserva.id, 'comprobante', 'pendiente', 0);
  return jsonb_build_object(
    'pago_id', pago.id, 'reserva_id', reserva.id, 'expira_en', reserva.expira_en,
    'numero_comprobante', pago.numero_comprobante
  );
end $$;

-- The receipt file of a transfer just declared (embedded mode; hosted projects use Storage with
-- the same rule, private.puede_subir_comprobante). Once, within 30 minutes of the declaration.
create function private.puede_subir_comprobante(p_pago uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.pagos p join public.reservas r on r.id = p.reserva_id
    where p.id = p_pago and p.metodo = 'transferencia' and p.estado = 'por_verificar'
      and p.archivo_comprobante = 'pendiente'
      and p.created_at > now() - interval '30 minutes'
      and private.puede_pagar(r, auth.uid())
  )
$$;

create function private.guardar_archivo_comprobante(
  p_pago uuid, p_nombre text, p_tipo text, p_datos bytea
) returns void
language plpgsql security definer set search_path = '' as $$
begin
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
end $$;

-- Hosted projects: the file was uploaded to Storage under the payment's id; the payment says so.
create function private.registrar_archivo_comprobante(p_pago uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not private.puede_subir_comprobante(p_pago) then
    raise exception 'No se puede adjuntar un archivo a este pago'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  update public.pagos set archivo_comprobante = 'comprobantes/' || p_pago::text where id = p_pago;
end $$;

-- Staff confirm that the transfer arrived: the payment counts and the booking is confirmed.
create function private.verificar_transferencia(p_pago uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pago public.pagos;
  reserva public.reservas;
begin
  if not private.es_personal() then
    raise exception 'Solo el personal del estudio verifica pagos'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  select * into pago from public.pagos where id = p_pago for update;
  if not found or pago.metodo <> 'transferencia' then
    raise exception 'Pago no encontrado' using errcode = 'P0002', hint = 'pago_no_encontrado';
  end if;
  if pago.estado <> 'por_verificar' then
    raise exception 'Este pago ya fue revisado' using errcode = 'PT409', hint = 'pago_no_verificable';
  end if;
  select * into reserva from public.reservas where id = pago.reserva_id for update;
  if reserva.estado <> 'pendiente' then
    raise exception 'La reserva ya no está pendiente (está %): habla con el cliente antes de registrar el pago', reserva.estado
      using errcode = 'PT409', hint = 'pago_no_verificable';
  end if;
  update public.pagos set estado = 'aprobado', verificado_por = auth.uid(), resuelto_en = now()
  where id = pago.id returning * into pago;
  update public.reservas set estado = 'confirmada', expira_en = null where id = reserva.id;
  return private.resultado_pago(pago);
end $$;

-- Staff found no such transfer: the payment is rejected with the reason the client will read,
-- and the extra time it gave the booking ends (the hold returns to its 2 hours from booking; if
-- those are over, the booking expires and its slot is free again).
create function private.rechazar_transferencia(p_pago uuid, p_motivo text) returns jsonb
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
  select * into reserva from public.reservas where id = pago.reserva_id for update;
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
-- What the booker sees: the payment state of their booking, without personal data
-- ---------------------------------------------------------------------------------------------

create function private.estado_pago_reserva(p_reserva uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  reserva public.reservas;
  pago public.pagos;
begin
  select * into reserva from public.reservas where id = p_reserva;
  if not found or not (private.puede_pagar(reserva, auth.uid()) or private.es_personal()) then
    raise exception 'Reserva no encontrada' using errcode = 'P0002', hint = 'reserva_no_encontrada';
  end if;
  -- The payment that counts, else the latest attempt.
  select * into pago from public.pagos p where p.reserva_id = reserva.id
  order by (p.estado in ('aprobado', 'por_verificar', 'reembolsado')) desc, p.created_at desc
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
      'codigo_autorizacion', pago.codigo_autorizacion,
      'ultimos_digitos', pago.ultimos_digitos, 'tipo_pago', pago.tipo_pago,
      'cuotas', pago.cuotas, 'fecha', coalesce(pago.fecha_transaccion, pago.created_at),
      'resuelto_en', pago.resuelto_en
    ) end
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- The 'comprobante' notice may be sent by the client who just declared a transfer (its pending
-- entry, within 30 minutes), besides an admin. Otherwise as before.
-- ---------------------------------------------------------------------------------------------

create or replace function private.abrir_aviso(
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
      'urgente', reserva.urgente
    ) end
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

revoke all on function
  private.plazo_verificacion_transferencia(), private.plazo_pago_tarjeta(),
  private.codigo_reserva(uuid), private.puede_pagar(public.reservas, uuid),
  private.reserva_no_pagable(public.reservas), private.rechazar_pago_no_pagable(text),
  private.preparar_pago_tarjeta(uuid, uuid), private.registrar_token_tarjeta(uuid, text),
  private.resultado_pago(public.pagos), private.reclamar_pago_tarjeta(text),
  private.registrar_pago_tarjeta(text, jsonb), private.anular_pago_tarjeta(text, text, text),
  private.pagos_sin_retorno(), private.preparar_reembolso(uuid, uuid),
  private.registrar_reembolso(uuid, jsonb, uuid),
  private.declarar_transferencia(uuid, text, boolean), private.puede_subir_comprobante(uuid),
  private.guardar_archivo_comprobante(uuid, text, text, bytea),
  private.registrar_archivo_comprobante(uuid),
  private.verificar_transferencia(uuid), private.rechazar_transferencia(uuid, text),
  private.estado_pago_reserva(uuid)
from public;

-- The card functions are the Webpay functions' (service role) only.
grant execute on function
  private.preparar_pago_tarjeta(uuid, uuid), private.registrar_token_tarjeta(uuid, text),
  private.reclamar_pago_tarjeta(text), private.registrar_pago_tarjeta(text, jsonb),
  private.anular_pago_tarjeta(text, text, text), private.pagos_sin_retorno(),
  private.preparar_reembolso(uuid, uuid), private.registrar_reembolso(uuid, jsonb, uuid),
  private.plazo_verificacion_transferencia(), private.plazo_pago_tarjeta()
to service_role;
-- The booker's and the staff's, which check the caller themselves.
grant execute on function
  private.declarar_transferencia(uuid, text, boolean),
  private.guardar_archivo_comprobante(uuid, text, text, bytea),
  private.registrar_archivo_comprobante(uuid),
  private.puede_subir_comprobante(uuid),
  private.estado_pago_reserva(uuid)
to anon, authenticated, service_role;
grant execute on function
  private.verificar_transferencia(uuid), private.rechazar_transferencia(uuid, text)
to authenticated, service_role;

-- The API: thin SECURITY INVOKER wrappers in public, as for the other functions.
create function public.preparar_pago_tarjeta(p_reserva uuid, p_usuario uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.preparar_pago_tarjeta(p_reserva, p_usuario) $$;
create function public.registrar_token_tarjeta(p_pago uuid, p_token text) returns void
language sql security invoker set search_path = '' as $$
  select private.registrar_token_tarjeta(p_pago, p_token) $$;
create function public.reclamar_pago_tarjeta(p_token text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.reclamar_pago_tarjeta(p_token) $$;
create function public.registrar_pago_tarjeta(p_token text, p_respuesta jsonb) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.registrar_pago_tarjeta(p_token, p_respuesta) $$;
create function public.anular_pago_tarjeta(p_token text, p_orden text, p_motivo text)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.anular_pago_tarjeta(p_token, p_orden, p_motivo) $$;
create function public.pagos_sin_retorno() returns table (token text, orden_compra text)
language sql security invoker set search_path = '' as $$
  select * from private.pagos_sin_retorno() $$;
create function public.preparar_reembolso(p_pago uuid, p_usuario uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.preparar_reembolso(p_pago, p_usuario) $$;
create function public.registrar_reembolso(p_pago uuid, p_respuesta jsonb, p_usuario uuid)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.registrar_reembolso(p_pago, p_respuesta, p_usuario) $$;
create function public.declarar_transferencia(p_reserva uuid, p_numero text, p_con_archivo boolean)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.declarar_transferencia(p_reserva, p_numero, p_con_archivo) $$;
create function public.guardar_archivo_comprobante(
  p_pago uuid, p_nombre text, p_tipo text, p_datos bytea
) returns void
language sql security invoker set search_path = '' as $$
  select private.guardar_archivo_comprobante(p_pago, p_nombre, p_tipo, p_datos) $$;
create function public.registrar_archivo_comprobante(p_pago uuid) returns void
language sql security invoker set search_path = '' as $$
  select private.registrar_archivo_comprobante(p_pago) $$;
create function public.verificar_transferencia(p_pago uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.verificar_transferencia(p_pago) $$;
create function public.rechazar_transferencia(p_pago uuid, p_motivo text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.rechazar_transferencia(p_pago, p_motivo) $$;
create function public.estado_pago_reserva(p_reserva uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.estado_pago_reserva(p_reserva) $$;

revoke all on function
  public.preparar_pago_tarjeta(uuid, uuid), public.registrar_token_tarjeta(uuid, text),
  public.reclamar_pago_tarjeta(text), public.registrar_pago_tarjeta(text, jsonb),
  public.anular_pago_tarjeta(text, text, text), public.pagos_sin_retorno(),
  public.preparar_reembolso(uuid, uuid), public.registrar_reembolso(uuid, jsonb, uuid),
  public.declarar_transferencia(uuid, text, boolean),
  public.guardar_archivo_comprobante(uuid, text, text, bytea),
  public.registrar_archivo_comprobante(uuid),
  public.verificar_transferencia(uuid), public.rechazar_transferencia(uuid, text),
  public.estado_pago_reserva(uuid)
from public, anon, authenticated;
grant execute on function
  public.preparar_pago_tarjeta(uuid, uuid), public.registrar_token_tarjeta(uuid, text),
  public.reclamar_pago_tarjeta(text), public.registrar_pago_tarjeta(text, jsonb),
  public.anular_pago_tarjeta(text, text, text), public.pagos_sin_retorno(),
  public.preparar_reembolso(uuid, uuid), public.registrar_reembolso(uuid, jsonb, uuid)
to service_role;
grant execute on function
  public.declarar_transferencia(uuid, text, boolean),
  public.guardar_archivo_comprobante(uuid, text, text, bytea),
  public.registrar_archivo_comprobante(uuid),
  public.estado_pago_reserva(uuid)
to anon, authenticated, service_role;
grant execute on function
  public.verificar_transferencia(uuid), public.rechazar_transferencia(uuid, text)
to authenticated, service_role;

-- Hosted projects: receipt files in a private Storage bucket. The client who just declared a
-- transfer uploads one file named after the payment; staff read them. (Storage does not exist in
-- the embedded database, which keeps files in comprobantes_archivos.)
do $storage$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage')
     and exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = 'storage' and c.relname = 'buckets') then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('comprobantes', 'comprobantes', false, 5242880,
              array['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
      on conflict (id) do nothing
    $sql$;
    execute $sql$
      create policy "comprobantes: subir el propio" on storage.objects for insert
        to anon, authenticated
        with check (
          bucket_id = 'comprobantes'
          and name ~ '^[0-9a-f-]{36}$'
          and private.puede_subir_comprobante(name::uuid)
        )
    $sql$;
    execute $sql$
      create policy "comprobantes: personal lee" on storage.objects for select
        to authenticated
        using (bucket_id = 'comprobantes' and (select private.es_personal()))
    $sql$;
  end if;
end $storage$;
