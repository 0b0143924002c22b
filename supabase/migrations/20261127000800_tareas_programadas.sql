-- Scheduled work on a hosted project, and what the preflight (`npm run doctor`) reads of it.
--
-- Four jobs keep the site right with nobody clicking:
--   webpay-sweep        every 15 minutes  settles card payments left without Webpay's return
--   borrar-archivos     every hour, :30   deletes queued receipt files from Storage
--   retencion-diaria    04:15 UTC daily   applies the retention rules (SQL only)
--   valores-referencia  04:10 UTC daily   stores the day's UF and UTM (just after midnight in Chile)
--
-- pg_cron runs them and pg_net makes the calls to the Edge Functions. Neither exists in the
-- embedded database nor in a plain PostgreSQL server, so both are enabled only where the server
-- offers them, and the jobs are created only where they exist. A job's text never holds a secret:
-- it reads the project's address and each function's shared secret from Supabase Vault when it
-- runs (names below; `npm run deploy` stores them). A job that runs before its secret is stored
-- fails visibly in cron.job_run_details and succeeds on the next run once it is there.

-- The text of a job that calls the function `p_funcion` with its secret header. Vault names:
-- 'proyecto_url' (https://<ref>.supabase.co) and the function's secret.
create function private.llamada_programada(p_funcion text, p_cabecera text, p_secreto text)
returns text
language sql immutable set search_path = '' as $$
  select format(
    $job$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'proyecto_url')
         || '/functions/v1/%s',
  headers := jsonb_build_object(
    'Content-Type', 'application/json',
    %L, (select decrypted_secret from vault.decrypted_secrets where name = %L)),
  body := '{}'::jsonb,
  timeout_milliseconds := 60000
)$job$,
    p_funcion, p_cabecera, p_secreto)
$$;
revoke all on function private.llamada_programada(text, text, text) from public;

-- Creates or updates the jobs (cron.schedule with a name replaces that job). Answers how many
-- jobs it scheduled: none without pg_cron, only the SQL one without pg_net or Vault.
create function private.programar_tareas()
returns integer
language plpgsql security definer set search_path = '' as $$
begin
  if to_regnamespace('cron') is null then
    return 0;
  end if;
  perform cron.schedule('retencion-diaria', '15 4 * * *',
    'select private.aplicar_retencion(true)');
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return 1;
  end if;
  perform cron.schedule('webpay-sweep', '*/15 * * * *',
    private.llamada_programada('webpay-sweep', 'x-webpay-sweep-secret', 'webpay_sweep_secret'));
  perform cron.schedule('borrar-archivos', '30 * * * *',
    private.llamada_programada('borrar-archivos', 'x-borrar-archivos-secret',
      'borrar_archivos_secret'));
  perform cron.schedule('valores-referencia', '10 4 * * *',
    private.llamada_programada('valores-referencia', 'x-valores-referencia-secret',
      'valores_referencia_secret'));
  return 4;
end
$$;
revoke all on function private.programar_tareas() from public;

-- Enable the extensions where the server has them (Supabase does). A server that lists pg_cron
-- but cannot load it (it must be in shared_preload_libraries) goes on without it.
do $extensiones$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron no se pudo activar: %', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      if to_regnamespace('extensions') is not null then
        create extension if not exists pg_net with schema extensions;
      else
        create extension if not exists pg_net;
      end if;
    exception when others then
      raise notice 'pg_net no se pudo activar: %', sqlerrm;
    end;
  end if;
  perform private.programar_tareas();
end
$extensiones$;

-- What a live project has of what the site needs, for the preflight, which calls it with the
-- service key: the migrations applied (null without the CLI's history table), the extensions,
-- the scheduled jobs, the names (never the values) of the Vault secrets, and the Storage buckets.
create function public.diagnostico_instalacion()
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_migraciones jsonb;
  v_tareas jsonb := '[]'::jsonb;
  v_secretos jsonb := '[]'::jsonb;
  v_buckets jsonb := '[]'::jsonb;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    select coalesce(jsonb_agg(version order by version), '[]'::jsonb) into v_migraciones
    from supabase_migrations.schema_migrations;
  end if;
  if to_regclass('cron.job') is not null then
    select coalesce(jsonb_agg(jsonb_build_object(
             'nombre', jobname, 'horario', schedule, 'activa', active) order by jobname),
           '[]'::jsonb)
      into v_tareas
    from cron.job;
  end if;
  if to_regclass('vault.secrets') is not null then
    select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into v_secretos
    from vault.secrets where name is not null;
  end if;
  if to_regclass('storage.buckets') is not null then
    select coalesce(jsonb_agg(id order by id), '[]'::jsonb) into v_buckets from storage.buckets;
  end if;
  return jsonb_build_object(
    'migraciones', v_migraciones,
    'extensiones', jsonb_build_object(
      'pg_cron', exists (select 1 from pg_extension where extname = 'pg_cron'),
      'pg_net', exists (select 1 from pg_extension where extname = 'pg_net'),
      'supabase_vault', exists (select 1 from pg_extension where extname = 'supabase_vault')),
    'tareas', v_tareas,
    'secretos_vault', v_secretos,
    'buckets', v_buckets);
end
$$;
revoke all on function public.diagnostico_instalacion() from public, anon, authenticated;
grant execute on function public.diagnostico_instalacion() to service_role;
