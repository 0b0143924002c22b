-- Nobody holds the calendar with made-up identities.
--
-- The per-person limits (2 upcoming bookings, 1 of them free; 1 emergency request under way)
-- hold for one identity, but identities cost nothing to invent: 182 invented people took all 182
-- slots of the booking window in about 2 seconds, and 100 emergency requests alerted a lawyer 100
-- times. The best booking sites answer with a cheap human check, asked only when unverified
-- bookings pile up, so a person rarely sees it and a script cannot go on without solving one
-- check per booking.
--
-- A booking is verified when it was made by staff, from an account whose address is confirmed,
-- or with a human-check pass (private.consumir_pase_humano); a booking whose payment was
-- approved needs no more proof. While fewer than private.umbral_reservas_sin_verificar()
-- unverified bookings hold an upcoming slot (a free booking until its date, a paid one while it
-- waits for payment), a new booking needs no check; beyond that, each needs a pass. Emergency
-- requests take no slot but alert a lawyer at any hour: beyond
-- private.umbral_urgentes_sin_verificar() unverified ones in 24 hours, each needs a pass.
--
-- The rule lives in a trigger on the table, so it holds for every way a row is inserted (the
-- booking function, the emergency function, any later one). Both functions insert under the same
-- advisory lock, so the count is exact when many arrive at once.

alter table public.reservas
  add column verificada boolean not null default false;
comment on column public.reservas.verificada is
  'Si quien reservó probó ser una persona: personal del estudio, una cuenta con correo confirmado o una verificación humana. Las reservas sin verificar que ocupan horas tienen un tope; pasado el tope, cada reserva nueva pide la verificación.';

-- The bookings made before this rule were made by the people who made them: none is counted.
update public.reservas set verificada = true;

-- The two ceilings, in one row the firm may change with SQL (a busy firm may allow more bookings
-- before the check): unverified bookings that may hold upcoming slots at once, and unverified
-- emergency requests in 24 hours. No API role reads or changes it.
create table private.topes_sin_verificar (
  unica boolean primary key default true check (unica),
  reservas integer not null default 6 check (reservas between 0 and 200),
  urgentes integer not null default 2 check (urgentes between 0 and 50)
);
insert into private.topes_sin_verificar default values;
alter table private.topes_sin_verificar enable row level security;
revoke all on private.topes_sin_verificar from public, anon, authenticated, service_role;

create function private.umbral_reservas_sin_verificar() returns integer
language sql stable security definer set search_path = '' as $$
  select t.reservas from private.topes_sin_verificar t
$$;

create function private.umbral_urgentes_sin_verificar() returns integer
language sql stable security definer set search_path = '' as $$
  select t.urgentes from private.topes_sin_verificar t
$$;

-- Whether whoever makes this insert is known to be a person: staff at their second step, or an
-- account whose address was confirmed (signing up costs a mailbox and its confirmation).
create function private.llamador_verificado() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.es_personal() or exists (
    select 1 from auth.users u
    where u.id = (select auth.uid()) and u.email_confirmed_at is not null
  )
$$;

create function private.exigir_verificacion_de_reserva() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  sin_verificar bigint;
begin
  -- Only the API's callers are asked: migrations, seeds and the server's own work are trusted.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    new.verificada := true;
    return new;
  end if;
  -- A pass presented is always taken, so a retried booking is verified even below the ceiling.
  new.verificada := private.consumir_pase_humano() or private.llamador_verificado();
  if new.verificada then
    return new;
  end if;

  if new.urgente then
    select count(*) into sin_verificar from public.reservas r
    where r.urgente and not r.verificada and r.created_at > now() - interval '24 hours';
    if sin_verificar >= private.umbral_urgentes_sin_verificar() then
      perform private.exigir_pase_humano();
    end if;
    return new;
  end if;

  select count(*) into sin_verificar from public.reservas r
  where not r.urgente and not r.verificada
    and (
      (r.estado = 'confirmada' and r.fecha >= hoy)
      or (r.estado = 'pendiente' and r.expira_en > now())
    )
    and not exists (
      select 1 from public.pagos p where p.reserva_id = r.id and p.estado = 'aprobado'
    );
  if sin_verificar >= private.umbral_reservas_sin_verificar() then
    perform private.exigir_pase_humano();
  end if;
  return new;
end $$;

create trigger exigir_verificacion_de_reserva
  before insert on public.reservas
  for each row execute function private.exigir_verificacion_de_reserva();

revoke all on function private.umbral_reservas_sin_verificar(),
  private.umbral_urgentes_sin_verificar(), private.llamador_verificado(),
  private.exigir_verificacion_de_reserva() from public, anon, authenticated;
