-- The booking calendar, read from the same rules that guard a booking.
--
-- The slot picker used to work out holidays and times in the browser, while crear_reserva reads
-- public.feriados and private.horarios_del_dia(): a day the firm closed in feriados still looked
-- bookable until the server refused it. calendario_reservas answers, day by day, what
-- crear_reserva would accept, from those same two sources, so the picker and the guard agree.

-- Where a closed day comes from. 'ley': a national holiday, written by the generated migration
-- (`npm run db:plans`, from src/booking/model/holidays.ts), which replaces only these rows.
-- 'estudio': a day the firm itself closed; a row inserted by hand is one, and no generated
-- migration ever changes or deletes it. Existing rows start as 'estudio' (kept, whatever they
-- are): the next generated migration claims those that are the law's own holidays.
alter table public.feriados
  add column origen text not null default 'estudio'
    constraint feriados_origen_check check (origen in ('ley', 'estudio'));
comment on column public.feriados.origen is
  'ley: feriado nacional generado desde las reglas (npm run db:plans lo reemplaza); estudio: día que cerró el estudio (ninguna migración generada lo toca).';

-- Each day from p_desde to p_hasta: the times crear_reserva accepts that day (none on a weekend
-- or a closed day), and why a day is closed: 'fin_de_semana' (checked first, as crear_reserva
-- does) or 'feriado', with its name. The lead time and the 21-day window depend on the moment
-- of booking, not on the day, so they stay out: crear_reserva and the browser apply them.
-- Anyone may ask (the picker is public), so it runs as its owner, past feriados' admin-only
-- policy, and answers dates and names only. Ranges are capped like horarios_ocupados.
create function private.calendario_reservas(p_desde date, p_hasta date)
returns table (fecha date, horarios text[], motivo text, nombre text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_desde is null or p_hasta is null or p_hasta < p_desde or p_hasta - p_desde > 62 then
    raise exception 'Rango de fechas inválido' using errcode = '22023', hint = 'rango_invalido';
  end if;
  return query
    select d.dia,
           case when extract(isodow from d.dia) > 5 or f.fecha is not null
                then array[]::text[] else private.horarios_del_dia() end,
           case when extract(isodow from d.dia) > 5 then 'fin_de_semana'
                when f.fecha is not null then 'feriado' end,
           case when extract(isodow from d.dia) <= 5 then f.nombre end
    from (select g::date as dia from generate_series(p_desde, p_hasta, interval '1 day') g) d
    left join public.feriados f on f.fecha = d.dia
    order by d.dia;
end $$;
revoke all on function private.calendario_reservas(date, date) from public, anon, authenticated;
grant execute on function private.calendario_reservas(date, date)
  to anon, authenticated, service_role;

create function public.calendario_reservas(p_desde date, p_hasta date)
returns table (fecha date, horarios text[], motivo text, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.calendario_reservas(p_desde, p_hasta)
$$;
revoke all on function public.calendario_reservas(date, date) from public;
grant execute on function public.calendario_reservas(date, date)
  to anon, authenticated, service_role;
