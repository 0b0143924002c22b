-- Reference values the calculators use (UF, UTM, ingreso mínimo), stored with the day they hold
-- at and where they came from. The function `valores-referencia` stores the CMF's UF and UTM once
-- a day; staff enter a value by hand when the source is wrong or late (audited). The calculators
-- read the values in force: for each one, the row of the latest date not after today (Chilean
-- time), a hand-entered row winning over the source's for the same date. When the source is
-- down nothing new is stored, so the last stored value stays in force, with its own date.
--
-- Hosted scheduling (pg_cron and pg_net are not in the embedded database, so this is not
-- executed here; see the README):
--   select cron.schedule('valores-referencia', '10 4 * * *', $$ select net.http_post(
--     url := 'https://<project>.supabase.co/functions/v1/valores-referencia',
--     headers := jsonb_build_object('x-valores-referencia-secret', '<VALORES_REFERENCIA_SECRET>'))
--   $$);

-- The plausible range of each value: the same numbers as src/lib/reference-values/bounds.ts
-- (a database test compares them). A value outside it is a slip or a source's garbage.
create function private.valor_referencia_plausible(p_codigo text, p_valor numeric)
returns boolean
language sql immutable set search_path = '' as $$
  select case p_codigo
    when 'uf' then p_valor between 30000 and 60000
    when 'utm' then p_valor between 50000 and 100000
    when 'imm' then p_valor between 400000 and 1000000
    when 'imm_otras_edades' then p_valor between 300000 and 800000
    else false
  end
$$;
revoke all on function private.valor_referencia_plausible(text, numeric) from public;

create table public.valores_referencia (
  id bigint generated always as identity primary key,
  codigo text not null check (codigo in ('uf', 'utm', 'imm', 'imm_otras_edades')),
  valor numeric(12, 2) not null,
  -- The day the value holds at (the UF's day; the first day of the UTM's month).
  fecha date not null check (fecha >= date '2020-01-01'),
  origen text not null check (origen in ('cmf', 'manual')),
  fuente text not null check (length(fuente) between 1 and 200),
  -- Why staff entered it by hand (required then, absent for the source's rows).
  motivo text check (motivo is null or length(motivo) between 5 and 300),
  registrado_en timestamptz not null default now(),
  registrado_por uuid,
  constraint valor_plausible check (private.valor_referencia_plausible(codigo, valor)),
  constraint motivo_manual check ((origen = 'manual') = (motivo is not null))
);
-- The source gives one value a day: a second fetch of the same day updates it.
create unique index valores_referencia_cmf_dia on public.valores_referencia (codigo, fecha)
  where origen = 'cmf';
create index valores_referencia_vigencia on public.valores_referencia
  (codigo, fecha desc, registrado_en desc);

alter table public.valores_referencia enable row level security;
revoke all on public.valores_referencia from public, anon, authenticated, service_role;
grant select on public.valores_referencia to authenticated, service_role;
create policy "admin: leer valores de referencia" on public.valores_referencia for select
  to authenticated using ((select private.es_admin()));

create function private.rechazar_valor_referencia(p_codigo text, p_valor numeric, p_fecha date)
returns void
language plpgsql stable set search_path = '' as $$
begin
  if p_codigo is null or p_codigo not in ('uf', 'utm', 'imm', 'imm_otras_edades') then
    raise exception 'Valor de referencia desconocido' using errcode = '22023', hint = 'valor_desconocido';
  end if;
  if p_valor is null or not private.valor_referencia_plausible(p_codigo, p_valor) then
    raise exception 'El valor está fuera del rango posible para %; revisa que esté bien escrito.',
      upper(p_codigo) using errcode = '22023', hint = 'valor_fuera_de_rango';
  end if;
  if p_fecha is null or p_fecha < date '2020-01-01'
     or p_fecha > (private.ahora() at time zone 'America/Santiago')::date + 40 then
    raise exception 'La fecha del valor no es válida.' using errcode = '22023', hint = 'fecha_invalida';
  end if;
end $$;
revoke all on function private.rechazar_valor_referencia(text, numeric, date) from public;

-- The values in force today: one row per code.
create function private.valores_referencia_vigentes()
returns table (codigo text, valor numeric, fecha date, origen text, fuente text)
language sql stable security definer set search_path = '' as $$
  select distinct on (v.codigo) v.codigo, v.valor, v.fecha, v.origen, v.fuente
  from public.valores_referencia v
  where v.fecha <= (private.ahora() at time zone 'America/Santiago')::date
  order by v.codigo, v.fecha desc, (v.origen = 'manual') desc, v.registrado_en desc
$$;
revoke all on function private.valores_referencia_vigentes() from public, anon, authenticated;
grant execute on function private.valores_referencia_vigentes()
  to anon, authenticated, service_role;

create function public.valores_referencia_vigentes()
returns table (codigo text, valor numeric, fecha date, origen text, fuente text)
language sql stable security invoker set search_path = '' as $$
  select * from private.valores_referencia_vigentes()
$$;
revoke all on function public.valores_referencia_vigentes() from public;
grant execute on function public.valores_referencia_vigentes()
  to anon, authenticated, service_role;

-- The server function stores what the source answered (the service role only).
create function private.registrar_valor_referencia(
  p_codigo text, p_valor numeric, p_fecha date, p_fuente text
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.rechazar_valor_referencia(p_codigo, p_valor, p_fecha);
  insert into public.valores_referencia (codigo, valor, fecha, origen, fuente)
  values (p_codigo, p_valor, p_fecha, 'cmf', left(coalesce(nullif(p_fuente, ''), 'CMF'), 200))
  on conflict (codigo, fecha) where origen = 'cmf'
  do update set valor = excluded.valor, fuente = excluded.fuente, registrado_en = now();
end $$;
revoke all on function private.registrar_valor_referencia(text, numeric, date, text)
  from public, anon, authenticated, service_role;
grant execute on function private.registrar_valor_referencia(text, numeric, date, text)
  to service_role;

create function public.registrar_valor_referencia(
  p_codigo text, p_valor numeric, p_fecha date, p_fuente text
) returns void
language sql security invoker set search_path = '' as $$
  select private.registrar_valor_referencia(p_codigo, p_valor, p_fecha, p_fuente)
$$;
revoke all on function public.registrar_valor_referencia(text, numeric, date, text)
  from public, anon, authenticated;
grant execute on function public.registrar_valor_referencia(text, numeric, date, text)
  to service_role;

-- An admin enters a value by hand, with the reason; the entry and the value it replaces in the
-- calculators are written to the audit log. SECURITY DEFINER: admins have no insert right.
create function private.registrar_valor_referencia_manual(
  p_codigo text, p_valor numeric, p_fecha date, p_motivo text
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
  v_anterior jsonb;
begin
  if not private.es_admin() then
    raise exception 'Solo un administrador puede corregir un valor de referencia'
      using errcode = '42501', hint = 'acceso_denegado';
  end if;
  perform private.rechazar_valor_referencia(p_codigo, p_valor, p_fecha);
  if p_motivo is null or length(btrim(p_motivo)) not between 5 and 300 then
    raise exception 'Escribe el motivo de la corrección (entre 5 y 300 caracteres).'
      using errcode = '22023', hint = 'motivo_invalido';
  end if;
  select to_jsonb(v) into v_anterior
  from private.valores_referencia_vigentes() v where v.codigo = p_codigo;
  insert into public.valores_referencia
    (codigo, valor, fecha, origen, fuente, motivo, registrado_por)
  values (p_codigo, p_valor, p_fecha, 'manual', 'Ingresado por el estudio', btrim(p_motivo),
    (select auth.uid()))
  returning id into v_id;
  perform private.auditar('crear', 'valores_referencia', v_id::text, null, null,
    jsonb_build_object('codigo', p_codigo, 'valor', p_valor, 'fecha', p_fecha,
      'motivo', btrim(p_motivo), 'anterior', v_anterior));
  return v_id;
end $$;
revoke all on function private.registrar_valor_referencia_manual(text, numeric, date, text)
  from public, anon, authenticated, service_role;
grant execute on function private.registrar_valor_referencia_manual(text, numeric, date, text)
  to authenticated;

create function public.registrar_valor_referencia_manual(
  p_codigo text, p_valor numeric, p_fecha date, p_motivo text
) returns bigint
language sql security invoker set search_path = '' as $$
  select private.registrar_valor_referencia_manual(p_codigo, p_valor, p_fecha, p_motivo)
$$;
revoke all on function public.registrar_valor_referencia_manual(text, numeric, date, text)
  from public, anon;
grant execute on function public.registrar_valor_referencia_manual(text, numeric, date, text)
  to authenticated;
