-- Requests to exercise a data-protection right from people without an account (anonymous
-- bookers, contact senders, newsletter subscribers), and the admin's handling of them.
--
-- Ley 19.628 art. 11 (as reformed by Ley 21.719): the request is written and authenticated; the
-- firm acknowledges it and answers within 30 calendar days of receipt, extendable once by up to
-- 30 more; it keeps proof of the answer; a denial states its reason and that the person has
-- 30 business days to complain to the Agencia de Protección de Datos Personales. A blocking
-- request (art. 8 ter) is answered within 2 business days. Due dates are Santiago calendar dates;
-- business days are Monday to Friday except the holidays in public.feriados. The same rules live
-- in src/lib/privacy/request-deadlines.ts and a database test compares both.

-- ---------------------------------------------------------------------------------------------
-- Due dates
-- ---------------------------------------------------------------------------------------------

create function private.es_dia_habil(p_fecha date) returns boolean
language sql stable security definer set search_path = '' as $$
  select extract(isodow from p_fecha) < 6
    and not exists (select 1 from public.feriados f where f.fecha = p_fecha)
$$;

-- The business day `p_dias` business days after `p_desde` (the day itself does not count).
create function private.sumar_dias_habiles(p_desde date, p_dias integer) returns date
language plpgsql stable security definer set search_path = '' as $$
declare
  fecha date := p_desde;
  contados integer := 0;
begin
  while contados < p_dias loop
    fecha := fecha + 1;
    if private.es_dia_habil(fecha) then
      contados := contados + 1;
    end if;
  end loop;
  return fecha;
end $$;

-- The date an answer is due, from the moment the request arrived (its date in Santiago).
create function private.vencimiento_solicitud(p_derecho text, p_recibida timestamptz)
returns date
language sql stable security definer set search_path = '' as $$
  select case
    when p_derecho = 'bloqueo'
      then private.sumar_dias_habiles((p_recibida at time zone 'America/Santiago')::date, 2)
    else (p_recibida at time zone 'America/Santiago')::date + 30
  end
$$;

-- What every denial says after its reason (Ley 19.628 art. 11). Same text as
-- COMPLAINT_NOTICE in src/lib/privacy/request-deadlines.ts.
create function private.aviso_reclamo_agencia() returns text
language sql immutable set search_path = '' as $$
  select 'Si no estás de acuerdo con esta respuesta, tienes 30 días hábiles desde que la recibes para reclamar ante la Agencia de Protección de Datos Personales.'::text
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.solicitudes_derechos (
  id uuid primary key default gen_random_uuid(),
  -- What the person reads and quotes ('SD-' and 8 hexadecimal characters).
  codigo text not null unique check (codigo ~ '^SD-[0-9A-F]{8}$'),
  derecho text not null check (derecho in (
    'acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'
  )),
  email text not null check (length(email) <= 254),
  nombre text not null check (length(nombre) between 2 and 200),
  -- What the request concerns, in the person's words.
  detalle text not null check (length(detalle) between 10 and 2000),
  verificada_por text not null check (verificada_por in ('codigo_email', 'codigo_reserva')),
  reserva_id uuid references public.reservas (id) on delete set null,
  recibida_en timestamptz not null default now(),
  vence_en date not null,
  prorroga_hasta date,
  prorroga_motivo text check (prorroga_motivo is null or length(prorroga_motivo) <= 500),
  estado text not null default 'recibida'
    check (estado in ('recibida', 'en_curso', 'respondida', 'rechazada')),
  -- The text of the answer as sent: the proof the law asks the firm to keep.
  respuesta text check (respuesta is null or length(respuesta) <= 10000),
  motivo_rechazo text check (motivo_rechazo is null or length(motivo_rechazo) <= 2000),
  respondida_en timestamptz,
  respondida_por uuid references auth.users (id) on delete set null,
  -- What the export or the erasure run for this request reported (kept with the proof).
  resultado jsonb,
  check ((prorroga_hasta is null) = (prorroga_motivo is null)),
  check (prorroga_hasta is null or prorroga_hasta between vence_en + 1 and vence_en + 30),
  check ((estado in ('respondida', 'rechazada')) = (respondida_en is not null and respuesta is not null)),
  check ((estado = 'rechazada') = (motivo_rechazo is not null))
);
create index solicitudes_derechos_plazo on public.solicitudes_derechos
  ((coalesce(prorroga_hasta, vence_en)));
create index solicitudes_derechos_email on public.solicitudes_derechos (lower(email));

-- Nobody reads or writes requests through the API: the requester and the admins go through the
-- functions below, which check who asks.
alter table public.solicitudes_derechos enable row level security;
revoke all on public.solicitudes_derechos from anon, authenticated, service_role;
grant all on public.solicitudes_derechos to service_role;
-- The only policy: the server's role (which bypasses RLS anyway). API users get no row.
create policy "servidor: solicitudes" on public.solicitudes_derechos for all
  to service_role using ((select auth.role()) = 'service_role')
  with check ((select auth.role()) = 'service_role');

-- Identity checks: a 6-digit code e-mailed to the person (stored as its SHA-256 only, valid
-- 15 minutes, 5 tries), and every attempt with a booking code or a request code, so the rate
-- limits can count them.
create table public.verificaciones_derechos (
  id uuid primary key default gen_random_uuid(),
  -- private.clave_email(): without case or +tag, so one mailbox counts once.
  clave_email text not null,
  tipo text not null check (tipo in ('codigo_email', 'codigo_reserva', 'consulta')),
  codigo_hash bytea,
  intentos integer not null default 0,
  exitosa boolean not null default false,
  creado_en timestamptz not null default now(),
  expira_en timestamptz,
  usado_en timestamptz,
  check ((tipo = 'codigo_email') = (codigo_hash is not null and expira_en is not null))
);
create index verificaciones_derechos_email on public.verificaciones_derechos
  (clave_email, tipo, creado_en desc);
create index verificaciones_derechos_creado on public.verificaciones_derechos (creado_en desc);

alter table public.verificaciones_derechos enable row level security;
revoke all on public.verificaciones_derechos from anon, authenticated, service_role;
grant all on public.verificaciones_derechos to service_role;
create policy "servidor: verificaciones" on public.verificaciones_derechos for all
  to service_role using ((select auth.role()) = 'service_role')
  with check ((select auth.role()) = 'service_role');

-- ---------------------------------------------------------------------------------------------
-- The requester's functions (anon)
-- ---------------------------------------------------------------------------------------------

create function private.hash_codigo_derechos(p_codigo text) returns bytea
language sql immutable set search_path = '' as $$
  select extensions.digest(convert_to('derechos:' || p_codigo, 'UTF8'), 'sha256')
$$;

-- Limits: one mailbox gets at most 3 codes an hour, and the site sends at most 200 an hour; so
-- nobody floods a person's inbox or the webhook. The answer never depends on whether the address
-- is known to the firm: a code goes to any valid address (it proves control of the mailbox).
--
-- Returns the code only where it cannot be e-mailed by the database itself: to the server
-- (service role), which e-mails it, and in the embedded database, which lives in the visitor's
-- own browser and has nobody to e-mail from (the page shows it, with a note).
create function private.pedir_codigo_derechos(p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_clave text;
  v_codigo text;
begin
  if length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_clave := private.clave_email(p_email);

  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));
  if (select count(*) from public.verificaciones_derechos v
      where v.clave_email = v_clave and v.tipo = 'codigo_email'
        and v.creado_en > now() - interval '1 hour') >= 3 then
    raise exception 'Ya enviamos 3 códigos a este correo en la última hora. Revisa tu bandeja (y la carpeta de spam) o intenta más tarde.'
      using errcode = 'PT429', hint = 'limite_codigos';
  end if;
  if (select count(*) from public.verificaciones_derechos v
      where v.tipo = 'codigo_email' and v.creado_en > now() - interval '1 hour') >= 200 then
    raise exception 'Estamos recibiendo muchas solicitudes. Intenta en unos minutos.'
      using errcode = 'PT429', hint = 'limite_global';
  end if;

  -- Uniform over 000000-999999: 4 random bytes modulo 10^6 (the bias is below 0.03 %).
  v_codigo := lpad(
    (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % 1000000)::text,
    6, '0');
  -- A new code replaces the ones before it.
  update public.verificaciones_derechos v set usado_en = now()
  where v.clave_email = v_clave and v.tipo = 'codigo_email' and v.usado_en is null;
  insert into public.verificaciones_derechos (clave_email, tipo, codigo_hash, expira_en)
  values (v_clave, 'codigo_email', private.hash_codigo_derechos(v_codigo),
          now() + interval '15 minutes');

  if (select auth.role()) = 'service_role'
     or exists (select 1 from pg_namespace where nspname = 'embedded_auth') then
    return jsonb_build_object('enviado', true, 'codigo', v_codigo);
  end if;
  return jsonb_build_object('enviado', true);
end $$;

-- Failed attempts of one kind for one mailbox in the last hour, and for the whole site.
create function private.intentos_fallidos_derechos(p_clave text, p_tipo text)
returns table (del_correo bigint, del_sitio bigint)
language sql stable security definer set search_path = '' as $$
  select
    count(*) filter (where v.clave_email = p_clave),
    count(*)
  from public.verificaciones_derechos v
  where v.tipo = p_tipo and not v.exitosa and v.creado_en > now() - interval '1 hour'
$$;

-- Records a request once the person proved who they are: with the code e-mailed to them, or
-- with the code of a booking made with that e-mail. Returns what the acknowledgement shows.
--
-- A wrong code must still count against its limit, yet raising an error would roll that count
-- back; so a failed check returns {"error": hint, "mensaje": text} after recording the attempt,
-- and the adapters raise it as the error the person reads.
create function private.registrar_solicitud_derechos(
  p_derecho text,
  p_email text,
  p_nombre text,
  p_detalle text,
  p_codigo text default null,
  p_codigo_reserva text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_clave text;
  v_nombre text := btrim(p_nombre);
  v_detalle text := btrim(p_detalle);
  v_reserva uuid;
  v_codigo_reserva text;
  v_verificada text;
  v_fila public.verificaciones_derechos;
  v_fallidos record;
  v_nueva public.solicitudes_derechos;
  v_recibida timestamptz := now();
begin
  if p_derecho is null or p_derecho not in (
    'acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'
  ) then
    raise exception 'Elige el derecho que quieres ejercer' using errcode = '22023', hint = 'dato_invalido';
  end if;
  if length(p_nombre) > 200 or length(p_email) > 254 or length(p_detalle) > 2000
     or length(p_codigo) > 20 or length(p_codigo_reserva) > 20 then
    raise exception 'Algún dato es demasiado largo: el detalle puede tener hasta 2000 caracteres'
      using errcode = '22023', hint = 'dato_demasiado_largo';
  end if;
  if length(coalesce(v_nombre, '')) < 2 or not private.nombre_valido(v_nombre) then
    raise exception 'Ingresa tu nombre (solo letras, espacios, apóstrofos, puntos y guiones)'
      using errcode = '22023', hint = 'nombre_invalido';
  end if;
  if not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  if length(coalesce(v_detalle, '')) < 10 or not private.texto_visible(v_detalle, true) then
    raise exception 'Cuéntanos en al menos 10 caracteres qué datos o qué trato se refiere tu solicitud'
      using errcode = '22023', hint = 'mensaje_invalido';
  end if;
  v_email := lower(btrim(p_email));
  v_clave := private.clave_email(v_email);

  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));

  if nullif(btrim(p_codigo_reserva), '') is not null then
    select * into v_fallidos from private.intentos_fallidos_derechos(v_clave, 'codigo_reserva');
    if v_fallidos.del_correo >= 5 or v_fallidos.del_sitio >= 100 then
      raise exception 'Demasiados intentos con códigos de reserva. Intenta en una hora o pide un código por correo.'
        using errcode = 'PT429', hint = 'demasiados_intentos';
    end if;
    v_codigo_reserva := upper(regexp_replace(p_codigo_reserva, '[\s#-]', '', 'g'));
    select r.id into v_reserva from public.reservas r
    where v_codigo_reserva ~ '^[0-9A-F]{8}$'
      and private.codigo_reserva(r.id) = v_codigo_reserva
      and lower(btrim(r.email)) = v_email
    limit 1;
    insert into public.verificaciones_derechos (clave_email, tipo, exitosa)
    values (v_clave, 'codigo_reserva', v_reserva is not null);
    if v_reserva is null then
      return jsonb_build_object('error', 'codigo_invalido', 'mensaje',
        'El código de reserva no corresponde a una reserva hecha con ese correo.');
    end if;
    v_verificada := 'codigo_reserva';
  elsif nullif(btrim(p_codigo), '') is not null then
    select * into v_fila from public.verificaciones_derechos v
    where v.clave_email = v_clave and v.tipo = 'codigo_email' and v.usado_en is null
      and v.expira_en > now() and v.intentos < 5
    order by v.creado_en desc limit 1
    for update;
    if v_fila.id is null then
      return jsonb_build_object('error', 'codigo_invalido', 'mensaje',
        'El código venció o ya no es válido. Pide uno nuevo.');
    end if;
    if btrim(p_codigo) !~ '^[0-9]{6}$'
       or v_fila.codigo_hash <> private.hash_codigo_derechos(btrim(p_codigo)) then
      update public.verificaciones_derechos set intentos = intentos + 1 where id = v_fila.id;
      if v_fila.intentos + 1 >= 5 then
        return jsonb_build_object('error', 'demasiados_intentos', 'mensaje',
          'Ingresaste un código incorrecto 5 veces. Pide un código nuevo.');
      end if;
      return jsonb_build_object('error', 'codigo_invalido', 'mensaje',
        'El código no es correcto. Revisa el último correo que te enviamos.');
    end if;
    update public.verificaciones_derechos set usado_en = now(), exitosa = true
    where id = v_fila.id;
    v_verificada := 'codigo_email';
  else
    raise exception 'Ingresa el código que te enviamos por correo o tu código de reserva'
      using errcode = '22023', hint = 'codigo_invalido';
  end if;

  -- No more than 10 requests a day from one mailbox: enough for every right, not a flood.
  if (select count(*) from public.solicitudes_derechos s
      where private.clave_email(s.email) = v_clave
        and s.recibida_en > now() - interval '24 hours') >= 10 then
    raise exception 'Ya recibimos varias solicitudes tuyas hoy; las responderemos dentro de plazo.'
      using errcode = 'PT429', hint = 'limite_mensajes';
  end if;

  loop
    begin
      insert into public.solicitudes_derechos (
        codigo, derecho, email, nombre, detalle, verificada_por, reserva_id, recibida_en, vence_en
      )
      values (
        'SD-' || upper(encode(extensions.gen_random_bytes(4), 'hex')),
        p_derecho, v_email, v_nombre, v_detalle, v_verificada, v_reserva, v_recibida,
        private.vencimiento_solicitud(p_derecho, v_recibida)
      )
      returning * into v_nueva;
      exit;
    exception when unique_violation then
      -- Two requests drew the same code (1 in 4 billion): draw again.
    end;
  end loop;

  perform private.auditar('crear', 'solicitudes_derechos', v_nueva.id::text, null, v_email,
    jsonb_build_object('derecho', p_derecho, 'verificada_por', v_verificada));

  return jsonb_build_object(
    'codigo', v_nueva.codigo,
    'derecho', v_nueva.derecho,
    'recibida_en', v_nueva.recibida_en,
    'vence_en', to_char(v_nueva.vence_en, 'YYYY-MM-DD')
  );
end $$;

-- What the requester may see of their request, given its code and their e-mail. A wrong pair
-- counts; 10 wrong pairs an hour from one mailbox (200 for the site) are refused, so request
-- codes cannot be guessed.
create function private.estado_solicitud_derechos(p_codigo text, p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_clave text;
  v_fallidos record;
  v_fila public.solicitudes_derechos;
begin
  if length(p_codigo) > 20 or length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_clave := private.clave_email(p_email);
  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));
  select * into v_fallidos from private.intentos_fallidos_derechos(v_clave, 'consulta');
  if v_fallidos.del_correo >= 10 or v_fallidos.del_sitio >= 200 then
    raise exception 'Demasiadas consultas. Intenta en una hora.'
      using errcode = 'PT429', hint = 'demasiados_intentos';
  end if;
  select * into v_fila from public.solicitudes_derechos s
  where s.codigo = upper(btrim(p_codigo)) and lower(s.email) = lower(btrim(p_email));
  if v_fila.id is null then
    insert into public.verificaciones_derechos (clave_email, tipo) values (v_clave, 'consulta');
    return null;
  end if;
  return jsonb_build_object(
    'codigo', v_fila.codigo,
    'derecho', v_fila.derecho,
    'estado', v_fila.estado,
    'recibida_en', v_fila.recibida_en,
    'vence_en', to_char(v_fila.vence_en, 'YYYY-MM-DD'),
    'prorroga_hasta', to_char(v_fila.prorroga_hasta, 'YYYY-MM-DD'),
    'respondida_en', v_fila.respondida_en,
    'respuesta', v_fila.respuesta
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- The admin's functions (aal2)
-- ---------------------------------------------------------------------------------------------

create function private.exigir_admin_solicitudes() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.es_admin() then
    raise exception 'Solo un administrador con verificación en dos pasos puede ver las solicitudes'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
end $$;

-- One request as the admin screens show it, with the date that counts now.
create function private.solicitud_json(s public.solicitudes_derechos) returns jsonb
language sql stable set search_path = '' as $$
  select to_jsonb(s) || jsonb_build_object(
    'plazo', to_char(coalesce(s.prorroga_hasta, s.vence_en), 'YYYY-MM-DD'),
    'respondida_por_email', (select u.email from auth.users u where u.id = s.respondida_por)
  )
$$;

create function private.listar_solicitudes_derechos(p_estado text default null)
returns setof jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.exigir_admin_solicitudes();
  return query
    select private.solicitud_json(s) from public.solicitudes_derechos s
    where p_estado is null or s.estado = p_estado
    order by coalesce(s.prorroga_hasta, s.vence_en), s.recibida_en;
end $$;

create function private.solicitud_derechos(p_solicitud uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos;
begin
  perform private.exigir_admin_solicitudes();
  select * into v_fila from public.solicitudes_derechos where id = p_solicitud;
  if v_fila.id is null then
    return null;
  end if;
  perform private.auditar('leer', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email);
  return private.solicitud_json(v_fila);
end $$;

-- The request, locked, for a change by an admin; refused once it is answered.
create function private.solicitud_abierta(p_solicitud uuid) returns public.solicitudes_derechos
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos;
begin
  perform private.exigir_admin_solicitudes();
  select * into v_fila from public.solicitudes_derechos where id = p_solicitud for update;
  if v_fila.id is null then
    raise exception 'La solicitud no existe' using errcode = '22023', hint = 'solicitud_no_encontrada';
  end if;
  if v_fila.estado in ('respondida', 'rechazada') then
    raise exception 'La solicitud ya fue respondida' using errcode = '22023', hint = 'transicion_invalida';
  end if;
  return v_fila;
end $$;

create function private.iniciar_solicitud_derechos(p_solicitud uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
begin
  if v_fila.estado <> 'recibida' then
    raise exception 'La solicitud ya está en curso' using errcode = '22023', hint = 'transicion_invalida';
  end if;
  update public.solicitudes_derechos set estado = 'en_curso' where id = p_solicitud
  returning * into v_fila;
  perform private.auditar('cambiar', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email,
    jsonb_build_object('estado', 'en_curso'));
  return private.solicitud_json(v_fila);
end $$;

-- The one extension the law allows (up to 30 calendar days), with its reason, before the first
-- deadline passes. A blocking request has no extension: it is due in 2 business days.
create function private.prorrogar_solicitud_derechos(
  p_solicitud uuid, p_dias integer, p_motivo text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
  v_motivo text := btrim(p_motivo);
begin
  if v_fila.prorroga_hasta is not null then
    raise exception 'El plazo de esta solicitud ya se prorrogó una vez; la ley permite una sola prórroga'
      using errcode = '22023', hint = 'prorroga_no_permitida';
  end if;
  if v_fila.derecho = 'bloqueo' then
    raise exception 'Una solicitud de bloqueo se responde en 2 días hábiles, sin prórroga'
      using errcode = '22023', hint = 'prorroga_no_permitida';
  end if;
  if (now() at time zone 'America/Santiago')::date > v_fila.vence_en then
    raise exception 'El plazo ya venció: la prórroga debe decidirse antes'
      using errcode = '22023', hint = 'prorroga_no_permitida';
  end if;
  if p_dias is null or p_dias not between 1 and 30 then
    raise exception 'La prórroga es de 1 a 30 días corridos' using errcode = '22023', hint = 'dato_invalido';
  end if;
  if length(coalesce(v_motivo, '')) < 10 or length(v_motivo) > 500
     or not private.texto_visible(v_motivo, true) then
    raise exception 'Indica el motivo de la prórroga (10 a 500 caracteres)'
      using errcode = '22023', hint = 'motivo_invalido';
  end if;
  update public.solicitudes_derechos
  set prorroga_hasta = vence_en + p_dias, prorroga_motivo = v_motivo
  where id = p_solicitud
  returning * into v_fila;
  perform private.auditar('cambiar', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email,
    jsonb_build_object('prorroga_hasta', v_fila.prorroga_hasta, 'motivo', v_motivo));
  return private.solicitud_json(v_fila);
end $$;

create function private.responder_solicitud_derechos(p_solicitud uuid, p_respuesta text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
  v_respuesta text := btrim(p_respuesta);
begin
  if length(coalesce(v_respuesta, '')) < 10 or length(v_respuesta) > 8000
     or not private.texto_visible(v_respuesta, true) then
    raise exception 'Escribe la respuesta que se envía a la persona (10 a 8000 caracteres)'
      using errcode = '22023', hint = 'mensaje_invalido';
  end if;
  update public.solicitudes_derechos
  set estado = 'respondida', respuesta = v_respuesta, respondida_en = now(),
      respondida_por = (select auth.uid())
  where id = p_solicitud
  returning * into v_fila;
  perform private.auditar('cambiar', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email,
    jsonb_build_object('estado', 'respondida'));
  return private.solicitud_json(v_fila);
end $$;

-- A denial: its reason, followed by the right to complain to the Agencia (Ley 19.628 art. 11).
create function private.rechazar_solicitud_derechos(p_solicitud uuid, p_motivo text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
  v_motivo text := btrim(p_motivo);
begin
  if length(coalesce(v_motivo, '')) < 10 or length(v_motivo) > 2000
     or not private.texto_visible(v_motivo, true) then
    raise exception 'Indica el motivo del rechazo (10 a 2000 caracteres)'
      using errcode = '22023', hint = 'motivo_invalido';
  end if;
  update public.solicitudes_derechos
  set estado = 'rechazada', motivo_rechazo = v_motivo,
      respuesta = v_motivo || E'\n\n' || private.aviso_reclamo_agencia(),
      respondida_en = now(), respondida_por = (select auth.uid())
  where id = p_solicitud
  returning * into v_fila;
  perform private.auditar('cambiar', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email,
    jsonb_build_object('estado', 'rechazada'));
  return private.solicitud_json(v_fila);
end $$;

-- The account with the request's e-mail, if the person has one.
create function private.cuenta_de_solicitud(v_fila public.solicitudes_derechos) returns uuid
language sql stable security definer set search_path = '' as $$
  select u.id from auth.users u where lower(u.email) = lower(v_fila.email) limit 1
$$;

-- Everything held about the requester (the access and portability answer), from the titular
-- module's private.datos_del_titular.
create function private.solicitud_exportar(p_solicitud uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos;
  v_datos jsonb;
begin
  perform private.exigir_admin_solicitudes();
  select * into v_fila from public.solicitudes_derechos where id = p_solicitud;
  if v_fila.id is null then
    raise exception 'La solicitud no existe' using errcode = '22023', hint = 'solicitud_no_encontrada';
  end if;
  v_datos := private.datos_del_titular(private.cuenta_de_solicitud(v_fila), v_fila.email);
  update public.solicitudes_derechos
  set resultado = coalesce(resultado, '{}'::jsonb)
    || jsonb_build_object('exportado_en', now())
  where id = p_solicitud;
  perform private.auditar('exportar', 'solicitudes_derechos', v_fila.id::text,
    private.cuenta_de_solicitud(v_fila), v_fila.email);
  return v_datos;
end $$;

-- The erasure for the requester, from the titular module's private.suprimir_titular: deletes or
-- anonymises, and blocks what the law makes the firm keep. Its report stays with the request.
-- The request itself is kept: it is the proof of the answer.
create function private.solicitud_suprimir(p_solicitud uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
  v_informe jsonb;
begin
  if v_fila.derecho not in ('supresion', 'oposicion', 'bloqueo') then
    raise exception 'Solo una solicitud de supresión, oposición o bloqueo puede borrar datos'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  v_informe := private.suprimir_titular(private.cuenta_de_solicitud(v_fila), v_fila.email);
  update public.solicitudes_derechos
  set resultado = coalesce(resultado, '{}'::jsonb)
    || jsonb_build_object('supresion', v_informe, 'suprimido_en', now()),
      estado = case when estado = 'recibida' then 'en_curso' else estado end
  where id = p_solicitud;
  return v_informe;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------------

revoke all on function
  private.es_dia_habil(date), private.sumar_dias_habiles(date, integer),
  private.vencimiento_solicitud(text, timestamptz), private.aviso_reclamo_agencia(),
  private.hash_codigo_derechos(text), private.pedir_codigo_derechos(text),
  private.intentos_fallidos_derechos(text, text),
  private.registrar_solicitud_derechos(text, text, text, text, text, text),
  private.estado_solicitud_derechos(text, text),
  private.exigir_admin_solicitudes(), private.solicitud_json(public.solicitudes_derechos),
  private.listar_solicitudes_derechos(text), private.solicitud_derechos(uuid),
  private.solicitud_abierta(uuid), private.iniciar_solicitud_derechos(uuid),
  private.prorrogar_solicitud_derechos(uuid, integer, text),
  private.responder_solicitud_derechos(uuid, text), private.rechazar_solicitud_derechos(uuid, text),
  private.cuenta_de_solicitud(public.solicitudes_derechos),
  private.solicitud_exportar(uuid), private.solicitud_suprimir(uuid)
from public;
grant execute on function
  private.vencimiento_solicitud(text, timestamptz), private.aviso_reclamo_agencia(),
  private.pedir_codigo_derechos(text),
  private.registrar_solicitud_derechos(text, text, text, text, text, text),
  private.estado_solicitud_derechos(text, text)
to anon, authenticated, service_role;
grant execute on function
  private.listar_solicitudes_derechos(text), private.solicitud_derechos(uuid),
  private.iniciar_solicitud_derechos(uuid),
  private.prorrogar_solicitud_derechos(uuid, integer, text),
  private.responder_solicitud_derechos(uuid, text), private.rechazar_solicitud_derechos(uuid, text),
  private.solicitud_exportar(uuid), private.solicitud_suprimir(uuid)
to authenticated, service_role;
-- The private helpers the definer functions call run as their owner; tests call them directly.
grant execute on function
  private.es_dia_habil(date), private.sumar_dias_habiles(date, integer)
to service_role;

-- The API: thin SECURITY INVOKER wrappers in public.
create function public.pedir_codigo_derechos(p_email text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.pedir_codigo_derechos(p_email) $$;

-- A failed identity check comes back as {"error": hint, "mensaje": text}, not as an error, so
-- that the attempt it recorded is committed and counts; the adapters raise it to the UI.
create function public.registrar_solicitud_derechos(
  p_derecho text,
  p_email text,
  p_nombre text,
  p_detalle text,
  p_codigo text default null,
  p_codigo_reserva text default null
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.registrar_solicitud_derechos(
    p_derecho, p_email, p_nombre, p_detalle, p_codigo, p_codigo_reserva) $$;

create function public.estado_solicitud_derechos(p_codigo text, p_email text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.estado_solicitud_derechos(p_codigo, p_email) $$;

create function public.solicitudes_derechos_lista(p_estado text default null) returns setof jsonb
language sql security invoker set search_path = '' as $$
  select * from private.listar_solicitudes_derechos(p_estado) $$;
create function public.solicitud_derechos(p_solicitud uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.solicitud_derechos(p_solicitud) $$;
create function public.solicitud_iniciar(p_solicitud uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.iniciar_solicitud_derechos(p_solicitud) $$;
create function public.solicitud_prorrogar(p_solicitud uuid, p_dias integer, p_motivo text)
returns jsonb
language sql security invoker set search_path = '' as $$
  select private.prorrogar_solicitud_derechos(p_solicitud, p_dias, p_motivo) $$;
create function public.solicitud_responder(p_solicitud uuid, p_respuesta text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.responder_solicitud_derechos(p_solicitud, p_respuesta) $$;
create function public.solicitud_rechazar(p_solicitud uuid, p_motivo text) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.rechazar_solicitud_derechos(p_solicitud, p_motivo) $$;
create function public.solicitud_exportar(p_solicitud uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.solicitud_exportar(p_solicitud) $$;
create function public.solicitud_suprimir(p_solicitud uuid) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.solicitud_suprimir(p_solicitud) $$;

revoke all on function
  public.pedir_codigo_derechos(text),
  public.registrar_solicitud_derechos(text, text, text, text, text, text),
  public.estado_solicitud_derechos(text, text),
  public.solicitudes_derechos_lista(text), public.solicitud_derechos(uuid),
  public.solicitud_iniciar(uuid), public.solicitud_prorrogar(uuid, integer, text),
  public.solicitud_responder(uuid, text), public.solicitud_rechazar(uuid, text),
  public.solicitud_exportar(uuid), public.solicitud_suprimir(uuid)
from public, anon, authenticated;
grant execute on function
  public.pedir_codigo_derechos(text),
  public.registrar_solicitud_derechos(text, text, text, text, text, text),
  public.estado_solicitud_derechos(text, text)
to anon, authenticated, service_role;
grant execute on function
  public.solicitudes_derechos_lista(text), public.solicitud_derechos(uuid),
  public.solicitud_iniciar(uuid), public.solicitud_prorrogar(uuid, integer, text),
  public.solicitud_responder(uuid, text), public.solicitud_rechazar(uuid, text),
  public.solicitud_exportar(uuid), public.solicitud_suprimir(uuid)
to authenticated, service_role;
