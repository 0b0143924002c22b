-- Which legal texts exist, and the audit trail of personal data.
--
-- Every booking, account, subscription and message records the version of the privacy notice the
-- person was shown (and a paid booking the version of the terms accepted), so the firm can prove
-- which text applied. The versions are rows here: a function that stores one checks it exists.

create table public.versiones_legales (
  documento text not null check (documento in ('privacidad', 'terminos')),
  version text not null check (version ~ '^[0-9]+\.[0-9]+$'),
  vigente_desde date not null,
  primary key (documento, version)
);
alter table public.versiones_legales enable row level security;
revoke all on public.versiones_legales from anon, authenticated, service_role;
grant select on public.versiones_legales to authenticated, service_role;
create policy "todos: leer versiones legales" on public.versiones_legales for select
  to authenticated using (true);

-- Kept in step with src/content/legal/versions.ts (a database test compares them).
insert into public.versiones_legales (documento, version, vigente_desde) values
  ('privacidad', '2.0', '2026-12-01'),
  ('terminos', '1.0', '2025-01-01'),
  ('terminos', '1.1', '2026-11-23');

-- Whether `p_version` is a published version of `p_documento`.
create function private.version_legal_valida(p_documento text, p_version text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.versiones_legales v
    where v.documento = p_documento and v.version = p_version
  )
$$;
revoke all on function private.version_legal_valida(text, text) from public;
grant execute on function private.version_legal_valida(text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The audit trail: who read or changed whose personal data, which record, when and from which
-- screen. After an incident it answers "which data, whose, when", and it proves the security
-- measures worked. Append-only: rows come only from private.auditar() (and the database's own
-- functions); no API role may update or delete one, admins included.
-- ---------------------------------------------------------------------------------------------

create table public.auditoria (
  id bigint generated always as identity primary key,
  creado_en timestamptz not null default now(),
  -- Who acted: a user (staff or the person themselves), or null for the database's own jobs
  -- (retention) and the server functions.
  actor uuid,
  actor_email text,
  actor_rol text,
  accion text not null check (accion in (
    'leer', 'crear', 'cambiar', 'eliminar', 'exportar', 'anonimizar', 'bloquear', 'retencion'
  )),
  tabla text not null check (tabla ~ '^[a-z_]+$'),
  registro text,
  -- Whose data: the account and the e-mail, so a person's export and a breach can find them.
  titular uuid,
  titular_email text,
  -- The screen the request came from (the `x-pantalla` request header), when it said.
  pantalla text check (pantalla is null or length(pantalla) <= 80),
  detalle jsonb not null default '{}'::jsonb
);
create index auditoria_creado_en on public.auditoria (creado_en desc);
create index auditoria_registro on public.auditoria (tabla, registro);
create index auditoria_titular on public.auditoria (titular);
create index auditoria_titular_email on public.auditoria (lower(titular_email));

alter table public.auditoria enable row level security;
revoke all on public.auditoria from anon, authenticated, service_role;
grant select on public.auditoria to authenticated, service_role;
create policy "admin: leer auditoría" on public.auditoria for select
  to authenticated using ((select private.es_admin()));

-- The screen a request says it came from, if any.
create function private.pantalla_llamador() returns text
language sql stable set search_path = '' as $$
  select left(nullif(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-pantalla', ''
  ), 80)
$$;
revoke all on function private.pantalla_llamador() from public;
grant execute on function private.pantalla_llamador() to anon, authenticated, service_role;

-- Appends one entry, with the caller as actor. SECURITY DEFINER: the caller has no insert right.
create function private.auditar(
  p_accion text,
  p_tabla text,
  p_registro text,
  p_titular uuid,
  p_titular_email text,
  p_detalle jsonb default '{}'::jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  quien uuid := (select auth.uid());
begin
  insert into public.auditoria (
    actor, actor_email, actor_rol, accion, tabla, registro, titular, titular_email, pantalla,
    detalle
  )
  values (
    quien,
    (select u.email from auth.users u where u.id = quien),
    coalesce(private.rol_actual()::text, case when quien is null then (select auth.role()) end),
    p_accion,
    p_tabla,
    p_registro,
    p_titular,
    p_titular_email,
    private.pantalla_llamador(),
    coalesce(p_detalle, '{}'::jsonb)
  );
end $$;
revoke all on function private.auditar(text, text, text, uuid, text, jsonb) from public;
