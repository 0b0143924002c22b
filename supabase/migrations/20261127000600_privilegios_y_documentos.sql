-- Four small guards:
--
-- 1. Sequences. Supabase's default privileges grant every sequence the postgres role creates in
--    public to the API roles. A visitor who may call nextval() or setval() on the audit trail's
--    sequence can leave gaps in it or, with setval() at its maximum, make every audited change
--    fail. No API role writes a row that draws from a sequence (the database's own functions
--    do, as their owner), so none keeps a right on any sequence, now or later.
-- 2. private.reservas_de_la_persona reads every booking of a person as its owner; only the
--    booking functions, which run as the owner too, call it. No API role may.
-- 3. The level of a caller (private.aal_llamador) takes the x-aal-verificado header only from a
--    caller that really is the service role (the role the request runs as), never from a JWT
--    claim, which is data.
-- 4. A RUT is stored in one written form, 12.345.678-5: the number people type is cleaned of
--    dots, hyphens and spaces, and any other character (a tab, a line break, a zero-width space)
--    makes it invalid, so no stored RUT hides a character the staff do not see.

-- ---------------------------------------------------------------------------------------------
-- 1. Sequences
-- ---------------------------------------------------------------------------------------------

revoke all on all sequences in schema public from anon, authenticated;
revoke all on all sequences in schema private from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. A definer function the API roles have no business calling
-- ---------------------------------------------------------------------------------------------

revoke all on function private.reservas_de_la_persona(text, text, text, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. The caller's level
-- ---------------------------------------------------------------------------------------------

-- The assurance level of whoever is calling. A user's request carries it in its JWT (`aal`; a
-- token without it counts as aal1). A server function calls with the service role on behalf of a
-- user it verified and passes that user's level in the `x-aal-verificado` header; only a request
-- that runs as the service role is believed. The role is the one the request was switched to
-- (`role`, which a SECURITY DEFINER function calling this does not change), not the JWT's claim.
create or replace function private.aal_llamador() returns text
language sql stable set search_path = '' as $$
  select case
    when current_setting('role', true) = 'service_role' then coalesce(
      nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-aal-verificado',
      'aal1'
    )
    else coalesce((select auth.jwt()) ->> 'aal', 'aal1')
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. One written form for a RUT
-- ---------------------------------------------------------------------------------------------

-- Whether `rut` is a RUT: digits with optional dots and spaces, an optional hyphen, and its
-- módulo-11 check digit. Nothing else is allowed anywhere in it.
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
  if rut is null or length(rut) > 16 or rut !~ '^[0-9. kK-]+$' then
    return false;
  end if;
  limpio := upper(replace(replace(replace(rut, '.', ''), '-', ''), ' ', ''));
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

-- A valid RUT written 12.345.678-5 (the body's thousands with dots, the check digit after a
-- hyphen); any other number as typed, upper case, without surrounding spaces. A RUT that is not
-- valid is returned as typed, for the check that refuses it.
create or replace function private.numero_documento(tipo text, numero text) returns text
language sql immutable set search_path = '' as $$
  select case
    when coalesce(tipo, 'rut') = 'rut' and private.rut_valido(numero) then (
      select regexp_replace(left(l, length(l) - 1), '(\d)(?=(\d{3})+$)', '\1.', 'g')
             || '-' || right(l, 1)
      from (select upper(replace(replace(replace(numero, '.', ''), '-', ''), ' ', '')) as l) s
    )
    else upper(btrim(numero))
  end
$$;

-- Every stored RUT is already in that form.
update public.reservas r
set rut = private.numero_documento('rut', r.rut)
where r.tipo_documento = 'rut' and private.rut_valido(r.rut)
  and r.rut is distinct from private.numero_documento('rut', r.rut);

alter table public.reservas add constraint reservas_rut_escrito
  check (tipo_documento <> 'rut' or rut = private.numero_documento('rut', rut));
