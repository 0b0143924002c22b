import { attempt } from './support/calls';
import {
  ANON,
  migrationFiles,
  openTestDatabase,
  type Caller,
  type TestDatabase,
} from './test-database';

// The scheduled jobs of a hosted project, and the preflight's view of the installation. pg_cron,
// pg_net and Vault exist only on Supabase, so this file gives the database small stand-ins with
// their signatures (cron.schedule replaces a job of the same name, as pg_cron does; net.http_post
// records the call) and runs the jobs' own text against them.

const SERVICE: Caller = { role: 'service_role' };
let database: TestDatabase;

const STAND_INS = `
  create schema cron;
  create table cron.job (
    jobid bigserial primary key, jobname text unique, schedule text not null,
    command text not null, active boolean not null default true);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint
  language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;
`;
const NET_AND_VAULT = `
  create schema net;
  create table net.llamadas (url text, headers jsonb, body jsonb, timeout_milliseconds int);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint
  language sql as $$
    insert into net.llamadas values (url, headers, body, timeout_milliseconds) returning 1::bigint
  $$;
  create schema vault;
  create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique,
    secret text not null);
  create view vault.decrypted_secrets as select id, name, secret as decrypted_secret
    from vault.secrets;
  insert into vault.secrets (name, secret) values
    ('proyecto_url', 'https://abcdefghijklmnopqrst.supabase.co'),
    ('webpay_sweep_secret', 'barrido-0123456789abcdef0123456789abcdef'),
    ('borrar_archivos_secret', 'archivos-0123456789abcdef0123456789abcdef'),
    ('valores_referencia_secret', 'valores-0123456789abcdef0123456789abcdef'),
    ('avisos_programados_secret', 'avisos-0123456789abcdef0123456789abcdef');
`;

interface Job {
  jobname: string;
  schedule: string;
  command: string;
}

const schedule = async (): Promise<number> => {
  const { rows } = await database.db.query<{ n: number }>('select private.programar_tareas() as n');
  return rows[0]?.n ?? -1;
};

const jobs = async (): Promise<Job[]> =>
  (await database.db.query<Job>('select jobname, schedule, command from cron.job order by jobname'))
    .rows;

const diagnosis = async (): Promise<Record<string, unknown>> => {
  const result = await attempt<{ d: Record<string, unknown> }>(
    database,
    SERVICE,
    'select public.diagnostico_instalacion() as d',
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value[0]?.d ?? {};
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('scheduled jobs', () => {
  it('are not created where pg_cron does not exist, and the diagnosis says so', async () => {
    expect(await schedule()).toBe(0);
    const found = await diagnosis();
    expect(found.tareas).toEqual([]);
    expect(found.extensiones).toEqual({ pg_cron: false, pg_net: false, supabase_vault: false });
    expect(found.secretos_vault).toEqual([]);
  });

  it('schedule only the retention, which is SQL, while pg_net or Vault is missing', async () => {
    await database.db.exec(STAND_INS);
    expect(await schedule()).toBe(1);
    expect(await jobs()).toEqual([
      {
        jobname: 'retencion-diaria',
        schedule: '15 4 * * *',
        command: 'select private.aplicar_retencion(true)',
      },
    ]);
  });

  it('schedule the function calls with pg_net and Vault, once each however often it runs', async () => {
    await database.db.exec(NET_AND_VAULT);
    expect(await schedule()).toBe(5);
    expect(await schedule()).toBe(5);
    expect((await jobs()).map(({ jobname, schedule }) => [jobname, schedule])).toEqual([
      ['avisos-programados', '* * * * *'],
      ['borrar-archivos', '30 * * * *'],
      ['retencion-diaria', '15 4 * * *'],
      ['valores-referencia', '10 4 * * *'],
      ['webpay-sweep', '*/15 * * * *'],
    ]);
  });

  it('keep every secret out of the jobs’ text and read them from Vault when they run', async () => {
    const calls = (await jobs()).filter((job) => job.jobname !== 'retencion-diaria');
    for (const job of calls) {
      expect(job.command).not.toMatch(/supabase\.co|0123456789abcdef/);
      await database.db.exec(job.command);
    }
    const { rows } = await database.db.query<{
      url: string;
      headers: Record<string, string>;
      timeout_milliseconds: number;
    }>('select url, headers, timeout_milliseconds from net.llamadas order by url');
    const base = 'https://abcdefghijklmnopqrst.supabase.co/functions/v1';
    expect(rows).toEqual([
      {
        url: `${base}/avisos-programados`,
        headers: {
          'Content-Type': 'application/json',
          'x-avisos-programados-secret': 'avisos-0123456789abcdef0123456789abcdef',
        },
        timeout_milliseconds: 60000,
      },
      {
        url: `${base}/borrar-archivos`,
        headers: {
          'Content-Type': 'application/json',
          'x-borrar-archivos-secret': 'archivos-0123456789abcdef0123456789abcdef',
        },
        timeout_milliseconds: 60000,
      },
      {
        url: `${base}/valores-referencia`,
        headers: {
          'Content-Type': 'application/json',
          'x-valores-referencia-secret': 'valores-0123456789abcdef0123456789abcdef',
        },
        timeout_milliseconds: 60000,
      },
      {
        url: `${base}/webpay-sweep`,
        headers: {
          'Content-Type': 'application/json',
          'x-webpay-sweep-secret': 'barrido-0123456789abcdef0123456789abcdef',
        },
        timeout_milliseconds: 60000,
      },
    ]);
  });
});

describe('the installation diagnosis', () => {
  it('lists the migrations applied, the jobs and the Vault secrets by name only', async () => {
    const found = await diagnosis();
    expect(found.migraciones).toEqual(migrationFiles().map((file) => file.version));
    expect(found.tareas).toEqual([
      { nombre: 'avisos-programados', horario: '* * * * *', activa: true },
      { nombre: 'borrar-archivos', horario: '30 * * * *', activa: true },
      { nombre: 'retencion-diaria', horario: '15 4 * * *', activa: true },
      { nombre: 'valores-referencia', horario: '10 4 * * *', activa: true },
      { nombre: 'webpay-sweep', horario: '*/15 * * * *', activa: true },
    ]);
    expect(found.secretos_vault).toEqual([
      'avisos_programados_secret',
      'borrar_archivos_secret',
      'proyecto_url',
      'valores_referencia_secret',
      'webpay_sweep_secret',
    ]);
    expect(JSON.stringify(found)).not.toMatch(/0123456789abcdef/);
  });

  it('is refused to visitors and signed-in users', async () => {
    const user = await database.createUser('diagnostico@ejemplo.cl', 'cliente');
    for (const caller of [ANON, user]) {
      const result = await attempt(database, caller, 'select public.diagnostico_instalacion()');
      expect(result.ok ? 'llamada aceptada' : result.error.code).toBe('42501');
    }
  });
});
