-- Two changes to the personal-data rules:
--
-- 1. The status a requester reads of their rights request (public.estado_solicitud_derechos)
--    names the reason of an extension: the firm promises to tell it (Ley 19.628 art. 11 allows
--    one extension; the privacy policy says "informándole el motivo").
--
-- 2. Transfer receipts go with the data they belong to. A receipt is a file the client sent with a
--    transfer: embedded databases keep it in public.comprobantes_archivos, hosted projects in the
--    private Storage bucket 'comprobantes' (object name = the payment's id; pagos.archivo_comprobante
--    says 'comprobantes/<id>'). When a booking's holder has their data erased
--    (private.suprimir_titular) or the retention schedule anonymises the booking
--    (private.aplicar_retencion), its receipts are deleted, except the receipt that supports the
--    accounting record: the receipt of an approved (or refunded) payment stays while the booking
--    is blocked for the 6 years of the Código Tributario (arts. 17 and 200), and goes when the block
--    ends and the row is anonymised. A receipt of a transfer still being checked stays while the
--    consultation it pays is ahead (blocked until its date). Every other receipt (a rejected or
--    annulled payment) goes at once.
--
--    The database cannot reliably delete a Storage object itself (Supabase removes the file through
--    the Storage API, not by deleting storage.objects rows), so each hosted file to delete is queued
--    in private.archivos_por_borrar, in the same transaction as the change that drops it; the Edge
--    Function `borrar-archivos` deletes them through the Storage API and marks each done.
--
--    The rules live in triggers, so they hold for the erasure, for every retention step and for a
--    payment or booking deleted any other way, without copying those functions here.

-- ---------------------------------------------------------------------------------------------
-- 1. The requester's view of their request, with the extension's reason
-- ---------------------------------------------------------------------------------------------

create or replace function private.estado_solicitud_derechos(p_codigo text, p_email text)
returns jsonb
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
    'prorroga_motivo', v_fila.prorroga_motivo,
    'respondida_en', v_fila.respondida_en,
    'respuesta', v_fila.respuesta
  );
end $$;

-- ---------------------------------------------------------------------------------------------
-- 2a. The queue of Storage files to delete
-- ---------------------------------------------------------------------------------------------

create table private.archivos_por_borrar (
  id bigint generated always as identity primary key,
  bucket text not null check (bucket ~ '^[a-z0-9_-]{1,63}$'),
  -- The object's name inside the bucket (for a receipt, the payment's id).
  ruta text not null check (length(ruta) between 1 and 1024),
  -- What the file belonged to, for whoever reads the queue ('pagos:<id>').
  origen text not null check (length(origen) <= 200),
  creado_en timestamptz not null default now(),
  intentos integer not null default 0,
  ultimo_error text check (length(ultimo_error) <= 500),
  borrado_en timestamptz
);
-- A file waits in the queue once.
create unique index archivos_por_borrar_pendiente on private.archivos_por_borrar (bucket, ruta)
  where borrado_en is null;
create index archivos_por_borrar_orden on private.archivos_por_borrar (creado_en)
  where borrado_en is null;

-- No API role reads or writes it: only the functions below, and the owner.
alter table private.archivos_por_borrar enable row level security;
revoke all on private.archivos_por_borrar from public, anon, authenticated, service_role;

create function private.encolar_archivo(p_bucket text, p_ruta text, p_origen text) returns void
language sql security definer set search_path = '' as $$
  insert into private.archivos_por_borrar (bucket, ruta, origen)
  values (p_bucket, p_ruta, p_origen)
  on conflict (bucket, ruta) where borrado_en is null do nothing
$$;

-- The Storage object of a payment's receipt, if it may have one: 'comprobantes/<id>' once the
-- upload was recorded; and, on a hosted project (where Storage exists), the payment's own id
-- while the column still says 'pendiente' (the client may have uploaded the file without the
-- upload being recorded). 'base' is the embedded table's file, deleted with the row.
create function private.objeto_comprobante(p_pago uuid, p_archivo text) returns text
language sql stable set search_path = '' as $$
  select case
    when p_archivo like 'comprobantes/%' then nullif(substr(p_archivo, length('comprobantes/') + 1), '')
    when p_archivo = 'pendiente' and to_regclass('storage.objects') is not null then p_pago::text
  end
$$;

-- A payment deleted (by an erasure, or with its booking), or whose receipt was dropped (the column
-- set to null): its Storage file is queued for deletion.
create function private.encolar_comprobante_de_pago() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  objeto text := private.objeto_comprobante(old.id, old.archivo_comprobante);
begin
  if objeto is not null and (tg_op = 'DELETE' or new.archivo_comprobante is null) then
    perform private.encolar_archivo('comprobantes', objeto, 'pagos:' || old.id::text);
  end if;
  return null;
end $$;

create trigger encolar_comprobante after delete or update of archivo_comprobante on public.pagos
  for each row execute function private.encolar_comprobante_de_pago();

-- ---------------------------------------------------------------------------------------------
-- 2b. Which receipts go when a booking is erased, blocked or anonymised
-- ---------------------------------------------------------------------------------------------

-- Deletes the receipts of a booking whose holder's data were erased or anonymised (the row is
-- anonymised or blocked), except those kept while the block lasts (through its date): the receipt
-- of an approved or refunded payment (supporting document of the accounting record) and of a
-- transfer still being checked. The embedded file is deleted; a hosted file is queued (the
-- column set to null fires the trigger above). Returns how many receipts went. Each deletion is
-- recorded in the audit trail, except within a retention run, which records one entry per rule.
create function private.borrar_comprobantes_de_reserva(p_reserva uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  hoy date := (now() at time zone 'America/Santiago')::date;
  v_reserva public.reservas;
  bloqueada boolean;
  pago record;
  borrados integer := 0;
begin
  select * into v_reserva from public.reservas r where r.id = p_reserva;
  if v_reserva.id is null
     or (v_reserva.anonimizada_en is null and v_reserva.bloqueada_hasta is null) then
    return 0;
  end if;
  bloqueada := coalesce(v_reserva.bloqueada_hasta >= hoy, false);
  for pago in
    select p.id from public.pagos p
    where p.reserva_id = p_reserva
      and (p.archivo_comprobante is not null
           or exists (select 1 from public.comprobantes_archivos a where a.pago_id = p.id))
      and not (bloqueada and p.estado in ('aprobado', 'reembolsado', 'por_verificar'))
    order by p.created_at
    for update
  loop
    delete from public.comprobantes_archivos a where a.pago_id = pago.id;
    update public.pagos p set archivo_comprobante = null
    where p.id = pago.id and p.archivo_comprobante is not null;
    if coalesce(current_setting('auditoria.retencion', true), '') <> 'on' then
      perform private.auditar('eliminar', 'comprobantes_archivos', pago.id::text, null, null,
        jsonb_build_object('reserva', p_reserva));
    end if;
    borrados := borrados + 1;
  end loop;
  return borrados;
end $$;

-- A booking anonymised or blocked (an erasure, a retention step, the end of a block).
create function private.comprobantes_de_reserva_suprimida() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.borrar_comprobantes_de_reserva(new.id);
  return null;
end $$;

create trigger borrar_comprobantes after update of anonimizada_en, bloqueada_hasta
  on public.reservas
  for each row when (new.anonimizada_en is not null or new.bloqueada_hasta is not null)
  execute function private.comprobantes_de_reserva_suprimida();

-- A payment of an erased booking rejected or annulled after the erasure (a transfer that was
-- still being checked): its receipt goes then.
create function private.comprobante_de_pago_resuelto() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.borrar_comprobantes_de_reserva(new.reserva_id);
  return null;
end $$;

create trigger borrar_comprobante_resuelto after update of estado on public.pagos
  for each row when (new.estado not in ('aprobado', 'reembolsado', 'por_verificar'))
  execute function private.comprobante_de_pago_resuelto();

-- ---------------------------------------------------------------------------------------------
-- 2c. The queue, for the Edge Function (service role only)
-- ---------------------------------------------------------------------------------------------

-- The oldest files still to delete (at most p_limite, 1 to 500). A file that failed 10 times
-- stays in the queue for someone to look at, and is no longer handed out.
create function private.archivos_por_borrar(p_limite integer)
returns table (id bigint, bucket text, ruta text)
language sql stable security definer set search_path = '' as $$
  select a.id, a.bucket, a.ruta from private.archivos_por_borrar a
  where a.borrado_en is null and a.intentos < 10
  order by a.creado_en, a.id
  limit least(greatest(coalesce(p_limite, 100), 1), 500)
$$;

-- What the Storage API answered for one file: done (no error), or the error, counted.
create function private.archivo_por_borrar_resultado(p_id bigint, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update private.archivos_por_borrar a
  set borrado_en = case when p_error is null then now() end,
      intentos = a.intentos + 1,
      ultimo_error = left(p_error, 500)
  where a.id = p_id and a.borrado_en is null
$$;

revoke all on function
  private.encolar_archivo(text, text, text), private.objeto_comprobante(uuid, text),
  private.encolar_comprobante_de_pago(), private.borrar_comprobantes_de_reserva(uuid),
  private.comprobantes_de_reserva_suprimida(), private.comprobante_de_pago_resuelto(),
  private.archivos_por_borrar(integer), private.archivo_por_borrar_resultado(bigint, text)
from public, anon, authenticated, service_role;
grant execute on function
  private.archivos_por_borrar(integer), private.archivo_por_borrar_resultado(bigint, text)
to service_role;

create function public.archivos_por_borrar(p_limite integer default 100)
returns table (id bigint, bucket text, ruta text)
language sql stable security invoker set search_path = '' as $$
  select * from private.archivos_por_borrar(p_limite) $$;
create function public.archivo_borrado(p_id bigint, p_error text default null) returns void
language sql security invoker set search_path = '' as $$
  select private.archivo_por_borrar_resultado(p_id, p_error) $$;

revoke all on function public.archivos_por_borrar(integer), public.archivo_borrado(bigint, text)
from public, anon, authenticated;
grant execute on function public.archivos_por_borrar(integer), public.archivo_borrado(bigint, text)
to service_role;
