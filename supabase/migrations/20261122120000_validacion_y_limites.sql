-- What a person may type, and how much of it: bounded, visible text in every field, checked
-- before any costly work, with one Spanish message per rule. The same rules are mirrored in the
-- browser (src/lib/validation), so a form never sends what the database would refuse.
--
-- Constraints added to existing tables are NOT VALID: they bind every new or changed row at once,
-- without failing the migration on a project that already holds older rows.

-- ---------------------------------------------------------------------------------------------
-- Field rules
-- ---------------------------------------------------------------------------------------------

-- Text without control characters (tab and line breaks only where a text may span lines) and
-- without invisible formatting characters (zero-width spaces and joiners, bidirectional
-- overrides, word joiners, the byte-order mark, the soft hyphen), which let a name look empty or
-- different from what is stored.
create function private.texto_visible(t text, multilinea boolean default false) returns boolean
language sql immutable set search_path = '' as $$
  select t is null or (
    t !~ case when multilinea then '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]'
              else '[\x01-\x1F\x7F-\x9F]' end
    and t !~ '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]'
  )
$$;

-- A person's name: at most 120 characters, at least two of them neither spaces nor the
-- separators names use (apostrophes, dots, hyphens, commas), and no digits, markup or other
-- symbols. The spaces are listed one by one, so the rule does not depend on the locale.
create function private.nombre_valido(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t is not null
    and length(t) <= 120
    and private.texto_visible(t)
    and t !~ '[0-9<>{}()\[\]\\/|@#$%^&*=+_~`";:!?¿¡§°€£¥]'
    and length(regexp_replace(t, '[ ''’.,\u00A0\u2000-\u200A\u202F\u205F\u3000-]', '', 'g')) >= 2
$$;

-- An e-mail address as people actually have them: ASCII local part of letters, digits and
-- . _ % + -, a domain of labels and a top-level domain of 2 to 63 letters; at most 254 characters.
-- No spaces, quotes or markup, which mail systems and the firm's automation would mangle.
create or replace function private.email_valido(email text) returns boolean
language sql immutable set search_path = '' as $$
  select email is not null
    and length(email) <= 254
    and email ~ '^[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
$$;

-- A phone number: digits with an optional leading +, spaces, hyphens and parentheses; 8 to 15
-- digits; at most 20 characters.
create function private.telefono_valido(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t is not null
    and length(t) <= 20
    and t ~ '^\+?[0-9 ()-]+$'
    and length(regexp_replace(t, '[^0-9]', '', 'g')) between 8 and 15
$$;

-- Chilean RUT: the length is checked first, so an enormous input costs nothing.
create or replace function private.rut_valido(rut text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  limpio text;
  cuerpo text;
  suma integer := 0;
  factor integer := 2;
  resto integer;
  esperado text;
begin
  if rut is null or length(rut) > 16 then
    return false;
  end if;
  limpio := upper(regexp_replace(rut, '[.\-\s]', '', 'g'));
  if limpio !~ '^[0-9]{1,9}[0-9K]$' then
    return false;
  end if;
  cuerpo := left(limpio, length(limpio) - 1);
  for i in reverse length(cuerpo)..1 loop
    suma := suma + substr(cuerpo, i, 1)::integer * factor;
    factor := case when factor = 7 then 2 else factor + 1 end;
  end loop;
  resto := 11 - (suma % 11);
  esperado := case resto when 11 then '0' when 10 then 'K' else resto::text end;
  return esperado = right(limpio, 1);
end $$;

-- Optional one-line text (company, service): at most `maximo` characters, visible, no markup.
create function private.texto_corto_valido(t text, maximo integer) returns boolean
language sql immutable set search_path = '' as $$
  select t is null or (length(t) <= maximo and private.texto_visible(t) and t !~ '[<>]')
$$;

-- The keys that tell one person from another across bookings, whatever way they wrote them:
-- the address without case or +tag, the last 8 digits of the phone, the RUT without format.
create function private.clave_email(email text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(lower(btrim(email)), '\+[^@]*@', '@')
$$;

create function private.clave_telefono(telefono text) returns text
language sql immutable set search_path = '' as $$
  select right(regexp_replace(telefono, '[^0-9]', '', 'g'), 8)
$$;

create function private.clave_rut(rut text) returns text
language sql immutable set search_path = '' as $$
  select upper(regexp_replace(rut, '[^0-9kK]', '', 'g'))
$$;

revoke all on function private.texto_visible(text, boolean), private.nombre_valido(text),
  private.telefono_valido(text), private.texto_corto_valido(text, integer),
  private.clave_email(text), private.clave_telefono(text), private.clave_rut(text) from public;
grant execute on function private.texto_visible(text, boolean), private.nombre_valido(text),
  private.telefono_valido(text), private.texto_corto_valido(text, integer),
  private.clave_email(text), private.clave_telefono(text), private.clave_rut(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The same rules on every table that stores what people type
-- ---------------------------------------------------------------------------------------------

alter table public.reservas
  add constraint reservas_nombre_valido check (private.nombre_valido(nombre)) not valid,
  add constraint reservas_rut_largo check (length(rut) <= 16) not valid,
  add constraint reservas_telefono_valido check (private.telefono_valido(telefono)) not valid,
  add constraint reservas_empresa_valida check (private.texto_corto_valido(empresa, 120)) not valid,
  add constraint reservas_descripcion_visible
    check (private.texto_visible(descripcion, true)) not valid;

alter table public.profiles
  add constraint profiles_nombre_visible
    check (nombre = '' or private.texto_corto_valido(nombre, 120)) not valid,
  add constraint profiles_telefono_valido
    check (telefono is null or private.telefono_valido(telefono)) not valid;

alter table public.mensajes_contacto
  add constraint mensajes_nombre_valido check (private.nombre_valido(nombre)) not valid,
  add constraint mensajes_telefono_valido
    check (telefono is null or private.telefono_valido(telefono)) not valid,
  add constraint mensajes_servicio_valido check (private.texto_corto_valido(servicio, 120)) not valid,
  add constraint mensajes_texto_visible check (private.texto_visible(mensaje, true)) not valid;

-- The log keeps a short error and a bounded copy of what the webhook answered.
alter table public.notificaciones
  add constraint notificaciones_error_largo
    check (ultimo_error is null or length(ultimo_error) <= 500) not valid,
  add constraint notificaciones_respuesta_tamano
    check (webhook_response is null or octet_length(webhook_response::text) <= 4096) not valid;

-- Per-person lookups of the booking limits below.
create index reservas_clave_email_idx on public.reservas (private.clave_email(email));
create index reservas_clave_telefono_idx on public.reservas (private.clave_telefono(telefono));
create index reservas_clave_rut_idx on public.reservas (private.clave_rut(rut));
create index reservas_creada_idx on public.reservas (created_at);
