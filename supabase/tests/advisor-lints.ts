/**
 * The rules of Supabase's database advisor (the security and performance lints of splinter) that
 * apply to this schema, written as queries of our own so they run on PGlite in every test run.
 * Each returns one row per finding. The hosted project's advisor remains the final word; these
 * keep the migrations from drifting into what it would flag.
 */
export interface Lint {
  /** splinter's lint id, for looking up the remediation. */
  id: string;
  level: 'ERROR' | 'WARN';
  sql: string;
}

/** Schemas the API exposes; helpers with elevated rights belong elsewhere (private). */
const EXPOSED = `('public')`;

export const LINTS: readonly Lint[] = [
  {
    id: '0013_rls_disabled_in_public',
    level: 'ERROR',
    sql: `select c.relname as finding from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${EXPOSED} and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select distinct p.tablename as finding from pg_policies p
          join pg_class c on c.relname = p.tablename
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
          where not c.relrowsecurity`,
  },
  {
    id: '0008_rls_enabled_no_policy',
    level: 'WARN',
    sql: `select c.relname as finding from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${EXPOSED} and c.relkind = 'r' and c.relrowsecurity
            and not exists (select 1 from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname)`,
  },
  {
    id: '0011_function_search_path_mutable',
    level: 'WARN',
    sql: `select n.nspname || '.' || p.proname as finding from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') and p.prokind = 'f'
            and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
  },
  {
    id: '0003_auth_rls_initplan',
    level: 'WARN',
    // auth.uid() and friends must be wrapped in (select ...) so Postgres evaluates them once per
    // query, not once per row.
    sql: `select tablename || ': ' || policyname as finding from pg_policies
          where schemaname in ${EXPOSED}
            and (regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
                                '\\(\\s*select\\s+(auth\\.[a-z]+\\(\\)|current_setting\\([^)]*\\))', '', 'gi')
                 ~* '(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()')`,
  },
  {
    id: '0006_multiple_permissive_policies',
    level: 'WARN',
    sql: `with expanded as (
            select schemaname, tablename, policyname, unnest(roles) as role,
                   unnest(case when cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[cmd] end) as action
            from pg_policies where permissive = 'PERMISSIVE' and schemaname in ${EXPOSED})
          select tablename || ' ' || role || ' ' || action as finding from expanded
          group by tablename, role, action having count(*) > 1`,
  },
  {
    id: '0024_permissive_rls_policy',
    level: 'WARN',
    sql: `select tablename || ': ' || policyname as finding from pg_policies
          where schemaname in ${EXPOSED} and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
            and (coalesce(qual, '') = 'true' or coalesce(with_check, '') = 'true')`,
  },
  {
    id: '0015_rls_references_user_metadata',
    level: 'ERROR',
    sql: `select tablename || ': ' || policyname as finding from pg_policies
          where (coalesce(qual, '') || coalesce(with_check, '')) ~* 'user_metadata'`,
  },
  {
    id: '0028_0029_security_definer_function_executable',
    level: 'WARN',
    sql: `select n.nspname || '.' || p.proname as finding from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ${EXPOSED} and p.prosecdef
            and (has_function_privilege('anon', p.oid, 'execute')
                 or has_function_privilege('authenticated', p.oid, 'execute'))`,
  },
  {
    id: 'anon_table_access',
    level: 'ERROR',
    // This project's own rule (design.md section 4): anon reads and writes no table.
    sql: `select c.relname as finding from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${EXPOSED} and c.relkind in ('r', 'v', 'm')
            and has_table_privilege('anon', c.oid, 'select, insert, update, delete')`,
  },
];
