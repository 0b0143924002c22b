-- Embedded-backend shim: the parts of a Supabase database that the migrations and policies rely
-- on. Applied only on PGlite (the embedded backend and the tests); hosted Supabase already has
-- all of it. Idempotent.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;

create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists supabase_migrations;
create extension if not exists pgcrypto with schema extensions;

-- What the Supabase CLI records for applied migrations.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- The subset of GoTrue's auth.users that the app's trigger and the embedded auth use.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's helpers, with nullif(): after a transaction that set the claims locally, the
-- setting stays defined as '' and the verbatim definitions fail to cast it.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant usage on schema auth, extensions, public to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Supabase's own default privileges: what the postgres role creates in public is granted to the
-- API roles. Projects created after the 2026 Data API change no longer grant new tables this way;
-- older projects still do, and functions are granted on both. Applying the broader defaults here
-- proves that the migrations revoke whatever they must not expose, on either kind of project.
-- They are a new project's, set once before any migration: this setup runs again whenever it
-- changes, and granting them then would undo a default that a migration has since revoked.
do $$
begin
  if not exists (select 1 from supabase_migrations.schema_migrations) then
    alter default privileges for role postgres in schema public
      grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on functions to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on sequences to anon, authenticated, service_role;
  end if;
end
$$;
