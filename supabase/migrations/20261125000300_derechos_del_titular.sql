-- The rights of the person the data are about (Ley 19.628 as reformed by Ley 21.719, arts. 5 to
-- 9): access and portability (everything held about them, in one document), and erasure, except
-- what another law makes the firm keep, which is blocked instead of erased.
--
-- Two core functions serve both the account holder's self-service (/mi-cuenta) and the staff's
-- handling of a request from anyone else:
--   private.datos_del_titular(p_usuario, p_email)  everything held about the person, as jsonb
--   private.suprimir_titular(p_usuario, p_email)   erasure, returning what was deleted,
--                                                   anonymised, and what is kept blocked and why
-- Both are SECURITY DEFINER with no grant to the API roles: only the functions that check who
-- asks (the wrappers below, and the staff's request handling) call them.
--
-- Whose data: the account `p_usuario` (its profile and the bookings it made) and the address
-- `p_email` (bookings made without an account, contact messages, the newsletter). A booking made
-- from ANOTHER account with the same address belongs to that account and is left alone.

-- ---------------------------------------------------------------------------------------------
-- Blocked and anonymised bookings
-- ---------------------------------------------------------------------------------------------

-- `if not exists`: the retention schedule's function anonymises bookings too and may add the same
-- column.
alter table public.reservas
  -- Kept only because a law requires it, until this date; then the retention schedule removes it.
  add column if not exists bloqueada_hasta date,
  -- Why it is kept (the obligation), in words staff and the person read.
  add column if not exists motivo_bloqueo text
    check (motivo_bloqueo is null or length(motivo_bloqueo) <= 300),
  -- When the person's data in the row were replaced by placeholders (statistics stay true: the
  -- date, plan, price and state are kept).
  add column if not exists anonimizada_en timestamptz;

-- A blocked booking is kept because a law requires it: nobody deletes it through the API before
-- the block ends (staff may still change its state, e.g. complete the consultation). The
-- retention schedule removes it afterwards. SECURITY INVOKER: it judges the caller.
create function private.proteger_bloqueo() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated')
     and old.bloqueada_hasta is not null
     and old.bloqueada_hasta >= (now() at time zone 'America/Santiago')::date then
    raise exception 'Esta reserva se conserva por obligación legal hasta el %: no se puede eliminar antes',
      to_char(old.bloqueada_hasta, 'DD-MM-YYYY')
      using errcode = '42501', hint = 'reserva_bloqueada';
  end if;
  return old;
end $$;
revoke all on function private.proteger_bloqueo() from public;

create trigger proteger_bloqueo
  before delete on public.reservas
  for each row execute function private.proteger_bloqueo();

-- What a booking's erased fields hold. The columns are required and checked (a real address, a
-- phone of 8 to 15 digits, a RUT with its check digit), so an erased value is a placeholder that
-- passes the checks and says nothing about anyone: the address is in the reserved `.invalid`
-- domain, which no mail ever reaches; RUT 0-0 belongs to nobody.
create function private.marcador_suprimido(p_campo text) returns text
language sql immutable set search_path = '' as $$
  select case p_campo
    when 'nombre' then 'Anonimizado'
    when 'rut' then '0-0'
    when 'email' then 'anonimizado@anonimizado.invalid'
    when 'telefono' then '00000000'
  end
$$;
revoke all on function private.marcador_suprimido(text) from public;
grant execute on function private.marcador_suprimido(text) to authenticated, service_role;

-- How long an accounting record is kept, counted from the consultation date. Mirrors
-- retentionRule('reservas_pagadas') in src/content/legal/retention.ts (Código Tributario arts. 17
-- and 200: 6 years); change both together.
create function private.conservacion_contable() returns interval
language sql immutable set search_path = '' as $$ select interval '6 years' $$;
revoke all on function private.conservacion_contable() from public;

-- A jsonb row without the internal secrets it may carry (Webpay's transaction token, an
-- unsubscribe or confirmation token, any secret): they serve the system, not the person, and a
-- copy of them in a downloaded file would let anyone holding it act on the row.
create function private.sin_secretos(p_fila jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(p_fila) e
  where e.key !~* '(token|secreto|clave|hash)'
$$;
revoke all on function private.sin_secretos(jsonb) from public;

-- The bookings that are the person's: made from their account, or made without an account with
-- their address.
create function private.reservas_del_titular(p_usuario uuid, p_email text)
returns setof public.reservas
language sql stable security definer set search_path = '' as $$
  select r.* from public.reservas r
  where (p_usuario is not null and r.user_id = p_usuario)
     or (nullif(btrim(p_email), '') is not null
         and r.user_id is null
         and lower(r.email) = lower(btrim(p_email)))
$$;
revoke all on function private.reservas_del_titular(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Access and portability: everything held about the person
-- ---------------------------------------------------------------------------------------------

-- Everything the database holds about the person: the account and profile, bookings, their
-- payments, the notices sent about them (type, state and dates; never what they said), contact
-- messages, the newsletter subscription, the consents recorded on each of those rows (they are
-- columns of the rows, so whole rows are given, without internal secrets), the security events
-- and the audit trail entries about them. Each export is itself recorded in the audit trail.
create function private.datos_del_titular(p_usuario uuid, p_email text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_email text := lower(nullif(btrim(p_email), ''));
  resultado jsonb;
begin
  if p_usuario is null and v_email is null then
    raise exception 'Indica la cuenta o el correo de la persona'
      using errcode = '22023', hint = 'dato_invalido';
  end if;

  with reservas as (
    select r.* from private.reservas_del_titular(p_usuario, v_email) r
  )
  select jsonb_build_object(
    'generado_en', now(),
    'titular', jsonb_build_object('usuario', p_usuario, 'email', v_email),
    'cuenta', (
      select jsonb_build_object(
        'email', u.email,
        'creada_en', u.created_at,
        'email_confirmado_en', u.email_confirmed_at,
        'ultimo_ingreso_en', u.last_sign_in_at
      )
      from auth.users u where p_usuario is not null and u.id = p_usuario
    ),
    'perfil', (
      select private.sin_secretos(to_jsonb(p))
      from public.profiles p where p_usuario is not null and p.user_id = p_usuario
    ),
    'reservas', coalesce((
      select jsonb_agg(
        private.sin_secretos(to_jsonb(r))
          || jsonb_build_object('codigo', private.codigo_reserva(r.id))
        order by r.fecha desc, r.hora desc)
      from reservas r
    ), '[]'::jsonb),
    'pagos', coalesce((
      select jsonb_agg(private.sin_secretos(to_jsonb(p) - 'confirmando_hasta') order by p.created_at)
      from public.pagos p where p.reserva_id in (select r.id from reservas r)
    ), '[]'::jsonb),
    'avisos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', n.id,
        'reserva_id', n.reserva_id,
        'tipo', n.tipo,
        'estado', n.estado,
        'intentos', n.intentos,
        'creado_en', n.created_at,
        'enviado_en', n.fecha_envio
      ) order by n.created_at)
      from public.notificaciones n where n.reserva_id in (select r.id from reservas r)
    ), '[]'::jsonb),
    'mensajes_contacto', coalesce((
      select jsonb_agg(private.sin_secretos(to_jsonb(m)) order by m.created_at)
      from public.mensajes_contacto m where v_email is not null and lower(m.email) = v_email
    ), '[]'::jsonb),
    'suscripciones', coalesce((
      select jsonb_agg(private.sin_secretos(to_jsonb(s)) order by s.created_at)
      from public.suscriptores s where v_email is not null and lower(s.email) = v_email
    ), '[]'::jsonb),
    'eventos_seguridad', coalesce((
      select jsonb_agg(jsonb_build_object('accion', e.accion, 'creado_en', e.creado_en)
        order by e.creado_en)
      from public.eventos_seguridad e where p_usuario is not null and e.afectado = p_usuario
    ), '[]'::jsonb),
    -- Who on the staff acted is given by role, not by name: the person learns what was done with
    -- their data and when, without the staff's own personal data.
    'auditoria', coalesce((
      select jsonb_agg(jsonb_build_object(
        'creado_en', a.creado_en,
        'accion', a.accion,
        'tabla', a.tabla,
        'registro', a.registro,
        'rol_de_quien_actuo', a.actor_rol,
        'pantalla', a.pantalla
      ) order by a.creado_en, a.id)
      from public.auditoria a
      where (p_usuario is not null and a.titular = p_usuario)
         or (v_email is not null and lower(a.titular_email) = v_email)
    ), '[]'::jsonb)
  ) into resultado;

  perform private.auditar(
    'exportar', 'titulares', coalesce(p_usuario::text, v_email), p_usuario, v_email,
    jsonb_build_object(
      'reservas', jsonb_array_length(resultado -> 'reservas'),
      'mensajes_contacto', jsonb_array_length(resultado -> 'mensajes_contacto'),
      'suscripciones', jsonb_array_length(resultado -> 'suscripciones')
    )
  );
  return resultado;
end $$;
revoke all on function private.datos_del_titular(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Erasure, and what the law makes the firm keep
-- ---------------------------------------------------------------------------------------------

-- Deletes or anonymises the person's data, except:
--   * a booking with an approved (or refunded) payment: an accounting record the Código
--     Tributario (arts. 17 and 200) makes the firm keep 6 years from the consultation date. It is
--     blocked: only what the record needs stays (name, document number, amount, date, plan); the
--     address, phone, company and case description are erased;
--   * a booking still ahead (pending within its hold, or confirmed, on a date not yet past): an
--     active matter the firm must still attend. It is blocked until its date, with what the
--     consultation needs; the person may cancel it first to have it erased at once.
-- Contact messages and the newsletter subscription are deleted; every other booking is
-- anonymised (its date, plan, price and state stay, so the statistics stay true) and its unpaid
-- payment attempts deleted; the account is deleted, its profile with it. The audit trail keeps
-- its entries (its own retention applies) and gets one entry per deletion, anonymisation and
-- block. Returns what was done, for the person to read.
--
-- The last active admin cannot be erased: the firm must keep one (queda_admin_activo).
create function private.suprimir_titular(p_usuario uuid, p_email text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_email text := lower(nullif(btrim(p_email), ''));
  hoy date := (now() at time zone 'America/Santiago')::date;
  reserva public.reservas;
  pagada boolean;
  activa boolean;
  hasta date;
  motivo text;
  motivos jsonb;
  eliminados jsonb := '[]'::jsonb;
  anonimizados jsonb := '[]'::jsonb;
  bloqueados jsonb := '[]'::jsonb;
  fila record;
  era_admin boolean;
begin
  if p_usuario is null and v_email is null then
    raise exception 'Indica la cuenta o el correo de la persona'
      using errcode = '22023', hint = 'dato_invalido';
  end if;

  -- The last active admin stays: checked first, so nothing is erased when it must be refused.
  select p.role = 'admin' and p.is_active into era_admin
  from public.profiles p where p_usuario is not null and p.user_id = p_usuario;
  if coalesce(era_admin, false) then
    perform pg_advisory_xact_lock(hashtextextended('public.profiles:admins', 0));
    if not exists (
      select 1 from public.profiles p
      where p.role = 'admin' and p.is_active and p.user_id <> p_usuario
    ) then
      raise exception 'Debe quedar al menos un administrador activo: nombra a otro antes de eliminar tu cuenta'
        using errcode = '42501', hint = 'ultimo_admin';
    end if;
  end if;

  for reserva in
    select r.* from public.reservas r
    where r.id in (select t.id from private.reservas_del_titular(p_usuario, v_email) t)
    order by r.fecha, r.hora
    for update
  loop
    pagada := exists (
      select 1 from public.pagos p
      where p.reserva_id = reserva.id and p.estado in ('aprobado', 'reembolsado')
    );
    activa := reserva.fecha >= hoy and (
      reserva.estado = 'confirmada'
      or (reserva.estado = 'pendiente' and (reserva.expira_en is null or reserva.expira_en > now()))
    );

    -- What the notices' log answered may quote the person: emptied whatever happens to the row.
    update public.notificaciones n set webhook_response = null, ultimo_error = null
    where n.reserva_id = reserva.id and (n.webhook_response is not null or n.ultimo_error is not null);

    if pagada or activa then
      motivos := '[]'::jsonb;
      hasta := null;
      if activa then
        motivos := motivos || jsonb_build_object(
          'codigo', 'asunto_en_curso',
          'texto', 'Consulta agendada que aún no ocurre: se conservan los datos que la atención necesita hasta su fecha. Si la cancelas, se suprime.',
          'hasta', reserva.fecha
        );
        hasta := reserva.fecha;
      end if;
      if pagada then
        motivos := motivos || jsonb_build_object(
          'codigo', 'registro_contable',
          'texto', 'Registro contable de un pago: el Código Tributario (arts. 17 y 200) obliga a conservarlo 6 años desde la fecha de la consulta. Se conservan solo el nombre, el documento, el monto, la fecha y el plan.',
          'hasta', (reserva.fecha + private.conservacion_contable())::date
        );
        hasta := greatest(hasta, (reserva.fecha + private.conservacion_contable())::date);
      end if;
      motivo := left((
        select string_agg(m ->> 'texto', ' ') from jsonb_array_elements(motivos) m
      ), 300);

      if activa then
        -- The consultation still needs its contact data; the link to the account goes with it.
        update public.reservas r
        set bloqueada_hasta = hasta, motivo_bloqueo = motivo, user_id = null
        where r.id = reserva.id;
      else
        -- Only the accounting record remains.
        update public.reservas r
        set bloqueada_hasta = hasta,
            motivo_bloqueo = motivo,
            user_id = null,
            email = private.marcador_suprimido('email'),
            telefono = private.marcador_suprimido('telefono'),
            empresa = null,
            descripcion = null,
            anonimizada_en = now()
        where r.id = reserva.id;
      end if;
      perform private.auditar(
        'bloquear', 'reservas', reserva.id::text, p_usuario, coalesce(v_email, reserva.email),
        jsonb_build_object('hasta', hasta, 'motivos', motivos)
      );
      bloqueados := bloqueados || jsonb_build_object(
        'tabla', 'reservas',
        'id', reserva.id,
        'codigo', private.codigo_reserva(reserva.id),
        'fecha', reserva.fecha,
        'servicio', reserva.servicio,
        'hasta', hasta,
        'motivos', motivos,
        'conserva', case when activa
          then jsonb_build_array('nombre', 'documento', 'correo', 'teléfono', 'empresa',
                                 'descripción del caso', 'fecha', 'plan', 'monto')
          else jsonb_build_array('nombre', 'documento', 'monto', 'fecha', 'plan') end
      );
    else
      -- Unpaid payment attempts (declined, annulled, unverified transfers) and their receipts.
      for fila in
        delete from public.pagos p where p.reserva_id = reserva.id returning p.id
      loop
        perform private.auditar(
          'eliminar', 'pagos', fila.id::text, p_usuario, coalesce(v_email, reserva.email),
          jsonb_build_object('reserva', reserva.id)
        );
      end loop;
      update public.reservas r
      set user_id = null,
          nombre = private.marcador_suprimido('nombre'),
          rut = private.marcador_suprimido('rut'),
          email = private.marcador_suprimido('email'),
          telefono = private.marcador_suprimido('telefono'),
          empresa = null,
          descripcion = null,
          anonimizada_en = now()
      where r.id = reserva.id;
      perform private.auditar(
        'anonimizar', 'reservas', reserva.id::text, p_usuario, coalesce(v_email, reserva.email),
        jsonb_build_object('fecha', reserva.fecha, 'plan', reserva.plan, 'estado', reserva.estado)
      );
      anonimizados := anonimizados || jsonb_build_object(
        'tabla', 'reservas',
        'id', reserva.id,
        'codigo', private.codigo_reserva(reserva.id),
        'fecha', reserva.fecha,
        'servicio', reserva.servicio
      );
    end if;
  end loop;

  if v_email is not null then
    for fila in
      delete from public.mensajes_contacto m where lower(m.email) = v_email returning m.id
    loop
      perform private.auditar('eliminar', 'mensajes_contacto', fila.id::text, p_usuario, v_email);
      eliminados := eliminados || jsonb_build_object('tabla', 'mensajes_contacto', 'id', fila.id);
    end loop;
    for fila in
      delete from public.suscriptores s where lower(s.email) = v_email returning s.id
    loop
      perform private.auditar('eliminar', 'suscriptores', fila.id::text, p_usuario, v_email);
      eliminados := eliminados || jsonb_build_object('tabla', 'suscriptores', 'id', fila.id);
    end loop;
  end if;

  if p_usuario is not null then
    for fila in
      select p.id from public.profiles p where p.user_id = p_usuario
    loop
      perform private.auditar('eliminar', 'profiles', fila.id::text, p_usuario, v_email);
      eliminados := eliminados || jsonb_build_object('tabla', 'profiles', 'id', fila.id);
    end loop;
    -- The account itself: its profile, sessions and second factors go with it (cascades), and
    -- signing in with it fails from now on. Recorded first, while the actor still has a name.
    if exists (select 1 from auth.users u where u.id = p_usuario) then
      perform private.auditar('eliminar', 'usuarios', p_usuario::text, p_usuario, v_email);
      eliminados := eliminados || jsonb_build_object('tabla', 'usuarios', 'id', p_usuario);
      delete from auth.users u where u.id = p_usuario;
    end if;
  end if;

  return jsonb_build_object(
    'fecha', now(),
    'eliminados', eliminados,
    'anonimizados', anonimizados,
    'bloqueados', bloqueados
  );
end $$;
revoke all on function private.suprimir_titular(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Self-service for the signed-in account holder
-- ---------------------------------------------------------------------------------------------

create function private.exportar_mis_datos() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
  correo text;
begin
  select u.email into correo from auth.users u where u.id = usuario;
  if usuario is null or not found then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  return private.datos_del_titular(usuario, correo);
end $$;
revoke all on function private.exportar_mis_datos() from public;
grant execute on function private.exportar_mis_datos() to authenticated, service_role;

create function private.eliminar_mi_cuenta() returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  usuario uuid := auth.uid();
  correo text;
begin
  select u.email into correo from auth.users u where u.id = usuario;
  if usuario is null or not found then
    raise exception 'Debes iniciar sesión' using errcode = '42501', hint = 'sin_sesion';
  end if;
  return private.suprimir_titular(usuario, correo);
end $$;
revoke all on function private.eliminar_mi_cuenta() from public;
grant execute on function private.eliminar_mi_cuenta() to authenticated, service_role;

create function public.exportar_mis_datos() returns jsonb
language sql volatile security invoker set search_path = '' as $$
  select private.exportar_mis_datos()
$$;
revoke all on function public.exportar_mis_datos() from public, anon;
grant execute on function public.exportar_mis_datos() to authenticated, service_role;

create function public.eliminar_mi_cuenta() returns jsonb
language sql volatile security invoker set search_path = '' as $$
  select private.eliminar_mi_cuenta()
$$;
revoke all on function public.eliminar_mi_cuenta() from public, anon;
grant execute on function public.eliminar_mi_cuenta() to authenticated, service_role;
