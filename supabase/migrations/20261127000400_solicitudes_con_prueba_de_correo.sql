-- Rights requests from people without an account: who they are is proved only by control of the
-- address, and nothing a request yields reaches anyone who has not proved it.
--
-- 1. A booking code proves nothing about an address: anyone can book with any address, so a
--    request filed with a booking code could be filed, followed and answered in another person's
--    name. A request is now verified only with the 6-digit code e-mailed to the address.
-- 2. The code is made only for the server (the service role): the `derechos-codigo` function,
--    which e-mails it, or the embedded backend, which plays that function in the visitor's own
--    browser and shows it. A visitor's direct API call can no longer make a code that nobody
--    receives, which spent the person's hourly allowance and voided the code already on its way.
-- 3. Codes do not void each other: each is valid for its 15 minutes and once, so the codes an
--    attacker makes the site send to a person's mailbox are codes that person can use. Wrong
--    codes are counted per mailbox: 5 an hour are free, each further try needs a human check
--    (private.exigir_pase_humano), and after 50 in a day the mailbox's codes stop working until
--    the next day (a person can still write to the firm from that address).
-- 4. Site-wide ceilings (200 codes an hour, 200 failed status look-ups an hour) no longer refuse
--    everyone: beyond them each call needs a human check, so a flood slows the attacker without
--    locking out people.
-- 5. The status page shows the state and dates with the request's number and e-mail; the
--    answer's text (which may hold the person's data, or the reason for a denial) only together
--    with a fresh e-mailed code.
-- 6. An erasure or export run for a request covers what the address holds without an account
--    (bookings made without signing in, contact messages, the newsletter). It never deletes or
--    exports an account: an account is erased only by its own holder, signed in, from Mi cuenta,
--    and the report says so when the address has one. A request verified with a booking code
--    before this change cannot run an export or erasure: its identity was never proved.

-- ---------------------------------------------------------------------------------------------
-- Attempts with a code, counted per mailbox
-- ---------------------------------------------------------------------------------------------

alter table public.verificaciones_derechos drop constraint verificaciones_derechos_tipo_check;
alter table public.verificaciones_derechos add constraint verificaciones_derechos_tipo_check
  check (tipo in ('codigo_email', 'codigo_reserva', 'consulta', 'intento_codigo'));

-- Free failed tries with a code before each further try needs a human check, and the day's
-- ceiling after which the mailbox's codes stop working.
create function private.intentos_codigo_libres() returns integer
language sql immutable set search_path = '' as $$ select 5 $$;
create function private.intentos_codigo_diarios() returns integer
language sql immutable set search_path = '' as $$ select 50 $$;

-- Checks a 6-digit code for a mailbox and takes it if it is right. Returns null when it is, or
-- {error, mensaje} after recording the failed try (the caller returns that as data, so the try
-- stays counted). Raises when a human check is due and none was presented.
create function private.comprobar_codigo_derechos(p_clave text, p_codigo text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_codigo text := btrim(coalesce(p_codigo, ''));
  v_hora bigint;
  v_dia bigint;
  v_fila uuid;
begin
  select
    count(*) filter (where v.creado_en > now() - interval '1 hour'),
    count(*)
  into v_hora, v_dia
  from public.verificaciones_derechos v
  where v.clave_email = p_clave and v.tipo = 'intento_codigo' and not v.exitosa
    and v.creado_en > now() - interval '24 hours';
  if v_dia >= private.intentos_codigo_diarios() then
    return jsonb_build_object('error', 'demasiados_intentos', 'mensaje',
      'Hubo demasiados intentos con códigos para este correo hoy. Inténtalo mañana o escríbenos desde ese correo.');
  end if;
  if v_hora >= private.intentos_codigo_libres() then
    perform private.exigir_pase_humano();
  end if;

  select v.id into v_fila from public.verificaciones_derechos v
  where v.clave_email = p_clave and v.tipo = 'codigo_email' and v.usado_en is null
    and v.expira_en > now()
    and v_codigo ~ '^[0-9]{6}$'
    and v.codigo_hash = private.hash_codigo_derechos(v_codigo)
  order by v.creado_en desc limit 1
  for update;
  if v_fila is null then
    insert into public.verificaciones_derechos (clave_email, tipo) values (p_clave, 'intento_codigo');
    return jsonb_build_object('error', 'codigo_invalido', 'mensaje',
      'El código no es correcto o ya venció. Revisa el último correo que te enviamos, o pide otro código.');
  end if;
  update public.verificaciones_derechos set usado_en = now(), exitosa = true where id = v_fila;
  return null;
end $$;

-- ---------------------------------------------------------------------------------------------
-- The code: made for the server only, one per call, none voiding another
-- ---------------------------------------------------------------------------------------------

create or replace function private.pedir_codigo_derechos(p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_clave text;
  v_codigo text;
begin
  -- The code is returned to its caller, so only the server may ask for one (it e-mails it).
  if (select auth.role()) is distinct from 'service_role' then
    raise exception 'Solo el servidor del sitio pide códigos' using errcode = '42501', hint = 'acceso_denegado';
  end if;
  if length(p_email) > 254 or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_clave := private.clave_email(p_email);

  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));
  -- One mailbox gets at most 3 codes an hour, so nobody floods a person's inbox.
  if (select count(*) from public.verificaciones_derechos v
      where v.clave_email = v_clave and v.tipo = 'codigo_email'
        and v.creado_en > now() - interval '1 hour') >= 3 then
    raise exception 'Ya enviamos 3 códigos a este correo en la última hora: usa el del correo más reciente (cada uno vale 15 minutos) o intenta más tarde.'
      using errcode = 'PT429', hint = 'limite_codigos';
  end if;
  -- Beyond 200 codes an hour for the whole site, each one needs a human check.
  if (select count(*) from public.verificaciones_derechos v
      where v.tipo = 'codigo_email' and v.creado_en > now() - interval '1 hour') >= 200 then
    perform private.exigir_pase_humano();
  end if;

  -- Uniform over 000000-999999: 4 random bytes modulo 10^6 (the bias is below 0.03 %).
  v_codigo := lpad(
    (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % 1000000)::text,
    6, '0');
  insert into public.verificaciones_derechos (clave_email, tipo, codigo_hash, expira_en)
  values (v_clave, 'codigo_email', private.hash_codigo_derechos(v_codigo),
          now() + interval '15 minutes');
  return jsonb_build_object('enviado', true, 'codigo', v_codigo);
end $$;

revoke all on function private.pedir_codigo_derechos(text) from public, anon, authenticated;
grant execute on function private.pedir_codigo_derechos(text) to service_role;
revoke all on function public.pedir_codigo_derechos(text) from public, anon, authenticated;
grant execute on function public.pedir_codigo_derechos(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Filing a request: with the e-mailed code only
-- ---------------------------------------------------------------------------------------------

drop function public.registrar_solicitud_derechos(text, text, text, text, text, text);
drop function private.registrar_solicitud_derechos(text, text, text, text, text, text);

-- Records a request once the person proved that the address is theirs, and returns what the
-- acknowledgement shows. A wrong code must still count, yet raising an error would roll that
-- count back; so a failed check returns {"error": hint, "mensaje": text} after recording it, and
-- the adapters raise it as the error the person reads.
create function private.registrar_solicitud_derechos(
  p_derecho text,
  p_email text,
  p_nombre text,
  p_detalle text,
  p_codigo text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_clave text;
  v_nombre text := btrim(p_nombre);
  v_detalle text := btrim(p_detalle);
  v_fallo jsonb;
  v_nueva public.solicitudes_derechos;
  v_recibida timestamptz := now();
begin
  if p_derecho is null or p_derecho not in (
    'acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'
  ) then
    raise exception 'Elige el derecho que quieres ejercer' using errcode = '22023', hint = 'dato_invalido';
  end if;
  if length(p_nombre) > 200 or length(p_email) > 254 or length(p_detalle) > 2000
     or length(p_codigo) > 20 then
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
  if nullif(btrim(p_codigo), '') is null then
    raise exception 'Ingresa el código que te enviamos por correo'
      using errcode = '22023', hint = 'codigo_invalido';
  end if;
  v_email := lower(btrim(p_email));
  v_clave := private.clave_email(v_email);

  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));
  v_fallo := private.comprobar_codigo_derechos(v_clave, p_codigo);
  if v_fallo is not null then
    return v_fallo;
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
        codigo, derecho, email, nombre, detalle, verificada_por, recibida_en, vence_en
      )
      values (
        'SD-' || upper(encode(extensions.gen_random_bytes(4), 'hex')),
        p_derecho, v_email, v_nombre, v_detalle, 'codigo_email', v_recibida,
        private.vencimiento_solicitud(p_derecho, v_recibida)
      )
      returning * into v_nueva;
      exit;
    exception when unique_violation then
      -- Two requests drew the same code (1 in 4 billion): draw again.
    end;
  end loop;

  perform private.auditar('crear', 'solicitudes_derechos', v_nueva.id::text, null, v_email,
    jsonb_build_object('derecho', p_derecho, 'verificada_por', 'codigo_email'));

  return jsonb_build_object(
    'codigo', v_nueva.codigo,
    'derecho', v_nueva.derecho,
    'recibida_en', v_nueva.recibida_en,
    'vence_en', to_char(v_nueva.vence_en, 'YYYY-MM-DD')
  );
end $$;

create function public.registrar_solicitud_derechos(
  p_derecho text,
  p_email text,
  p_nombre text,
  p_detalle text,
  p_codigo text
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.registrar_solicitud_derechos(p_derecho, p_email, p_nombre, p_detalle, p_codigo) $$;

revoke all on function private.registrar_solicitud_derechos(text, text, text, text, text)
  from public;
revoke all on function public.registrar_solicitud_derechos(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function
  private.registrar_solicitud_derechos(text, text, text, text, text),
  public.registrar_solicitud_derechos(text, text, text, text, text)
to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The requester's view: state and dates by number and e-mail; the answer with a code too
-- ---------------------------------------------------------------------------------------------

drop function public.estado_solicitud_derechos(text, text);
drop function private.estado_solicitud_derechos(text, text);

-- What the requester may see of their request, given its number and their e-mail: the right, the
-- state and the dates (with an extension's reason, which the firm tells the person). The answer's
-- text only with `p_codigo_email`, a fresh code e-mailed to that address; a wrong code counts
-- like any other and comes back as {error, mensaje}. A wrong number-and-address pair counts too:
-- 10 an hour from one mailbox or 200 for the site are free, and beyond them each look-up needs a
-- human check, so request numbers cannot be guessed in bulk and nobody is locked out.
create function private.estado_solicitud_derechos(
  p_codigo text, p_email text, p_codigo_email text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_clave text;
  v_fallidos record;
  v_fila public.solicitudes_derechos;
  v_fallo jsonb;
  v_estado jsonb;
begin
  if length(p_codigo) > 20 or length(p_email) > 254 or length(p_codigo_email) > 20
     or not private.email_valido(btrim(p_email)) then
    raise exception 'Correo electrónico inválido' using errcode = '22023', hint = 'email_invalido';
  end if;
  v_clave := private.clave_email(p_email);
  perform pg_advisory_xact_lock(hashtextextended('public.verificaciones_derechos', 0));
  select * into v_fallidos from private.intentos_fallidos_derechos(v_clave, 'consulta');
  if v_fallidos.del_correo >= 10 or v_fallidos.del_sitio >= 200 then
    perform private.exigir_pase_humano();
  end if;
  select * into v_fila from public.solicitudes_derechos s
  where s.codigo = upper(btrim(p_codigo)) and lower(s.email) = lower(btrim(p_email));
  if v_fila.id is null then
    insert into public.verificaciones_derechos (clave_email, tipo) values (v_clave, 'consulta');
    return null;
  end if;

  v_estado := jsonb_build_object(
    'codigo', v_fila.codigo,
    'derecho', v_fila.derecho,
    'estado', v_fila.estado,
    'recibida_en', v_fila.recibida_en,
    'vence_en', to_char(v_fila.vence_en, 'YYYY-MM-DD'),
    'prorroga_hasta', to_char(v_fila.prorroga_hasta, 'YYYY-MM-DD'),
    'prorroga_motivo', v_fila.prorroga_motivo,
    'respondida_en', v_fila.respondida_en,
    'respuesta_disponible', v_fila.respuesta is not null,
    'respuesta', null
  );
  if v_fila.respuesta is null or nullif(btrim(p_codigo_email), '') is null then
    return v_estado;
  end if;
  v_fallo := private.comprobar_codigo_derechos(v_clave, p_codigo_email);
  if v_fallo is not null then
    return v_fallo;
  end if;
  perform private.auditar('leer', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email,
    jsonb_build_object('respuesta', 'entregada al titular'));
  return v_estado || jsonb_build_object('respuesta', v_fila.respuesta);
end $$;

create function public.estado_solicitud_derechos(
  p_codigo text, p_email text, p_codigo_email text default null
) returns jsonb
language sql security invoker set search_path = '' as $$
  select private.estado_solicitud_derechos(p_codigo, p_email, p_codigo_email) $$;

revoke all on function private.estado_solicitud_derechos(text, text, text) from public;
revoke all on function public.estado_solicitud_derechos(text, text, text)
  from public, anon, authenticated;
grant execute on function
  private.estado_solicitud_derechos(text, text, text),
  public.estado_solicitud_derechos(text, text, text)
to anon, authenticated, service_role;

revoke all on function private.comprobar_codigo_derechos(text, text),
  private.intentos_codigo_libres(), private.intentos_codigo_diarios() from public;

-- ---------------------------------------------------------------------------------------------
-- What an admin runs for a request: the address's data without an account, never an account
-- ---------------------------------------------------------------------------------------------

-- Refuses a request whose identity was never proved by control of the address.
create function private.exigir_identidad_probada(v_fila public.solicitudes_derechos) returns void
language plpgsql stable set search_path = '' as $$
begin
  if v_fila.verificada_por <> 'codigo_email' then
    raise exception 'Esta solicitud se verificó con un código de reserva, que no prueba que el correo sea de quien la envió: pide a la persona que la envíe de nuevo con el código que le llega a su correo'
      using errcode = '42501', hint = 'identidad_no_probada';
  end if;
end $$;
revoke all on function private.exigir_identidad_probada(public.solicitudes_derechos) from public;

-- What the report says when the address also has an account: that account's data are its
-- holder's to download or erase, signed in, from Mi cuenta.
create function private.nota_cuenta_de_solicitud(v_fila public.solicitudes_derechos) returns jsonb
language sql stable security definer set search_path = '' as $$
  select case when private.cuenta_de_solicitud(v_fila) is null then null else jsonb_build_object(
    'existe', true,
    'texto', 'Este correo tiene una cuenta en el sitio. Sus datos no se entregan ni se borran por esta vía: quien tiene la cuenta los descarga o la elimina desde Mi cuenta, con su sesión iniciada.'
  ) end
$$;
revoke all on function private.nota_cuenta_de_solicitud(public.solicitudes_derechos) from public;

create or replace function private.solicitud_exportar(p_solicitud uuid) returns jsonb
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
  perform private.exigir_identidad_probada(v_fila);
  v_datos := private.datos_del_titular(null, v_fila.email)
    || jsonb_strip_nulls(jsonb_build_object('cuenta_con_este_correo',
         private.nota_cuenta_de_solicitud(v_fila)));
  update public.solicitudes_derechos
  set resultado = coalesce(resultado, '{}'::jsonb)
    || jsonb_build_object('exportado_en', now())
  where id = p_solicitud;
  perform private.auditar('exportar', 'solicitudes_derechos', v_fila.id::text, null, v_fila.email);
  return v_datos;
end $$;

create or replace function private.solicitud_suprimir(p_solicitud uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_fila public.solicitudes_derechos := private.solicitud_abierta(p_solicitud);
  v_informe jsonb;
begin
  if v_fila.derecho not in ('supresion', 'oposicion', 'bloqueo') then
    raise exception 'Solo una solicitud de supresión, oposición o bloqueo puede borrar datos'
      using errcode = '22023', hint = 'transicion_invalida';
  end if;
  perform private.exigir_identidad_probada(v_fila);
  v_informe := private.suprimir_titular(null, v_fila.email)
    || jsonb_strip_nulls(jsonb_build_object('cuenta', private.nota_cuenta_de_solicitud(v_fila)));
  update public.solicitudes_derechos
  set resultado = coalesce(resultado, '{}'::jsonb)
    || jsonb_build_object('supresion', v_informe, 'suprimido_en', now()),
      estado = case when estado = 'recibida' then 'en_curso' else estado end
  where id = p_solicitud;
  return v_informe;
end $$;
