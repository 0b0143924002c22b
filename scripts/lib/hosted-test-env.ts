/**
 * What `npm run test:hosted` needs to run the backend's contract suite against a real Supabase
 * project: its URL and two keys (Project Settings → API). The suite itself skips without them, so
 * that `npm test` passes on any machine; asked for by name, a missing one is an error instead.
 */
export const HOSTED_TEST_VARIABLES = [
  {
    name: 'SUPABASE_TEST_URL',
    help: 'la URL del proyecto de pruebas, https://<ref>.supabase.co',
  },
  {
    name: 'SUPABASE_TEST_ANON_KEY',
    help: 'su clave pública (anon o sb_publishable_…): todo lo que se prueba pasa por ella',
  },
  {
    name: 'SUPABASE_TEST_SERVICE_ROLE_KEY',
    help: 'su clave secreta (service_role o sb_secret_…): solo crea y borra las cuentas de la prueba',
  },
] as const;

/** The Spanish lines naming each missing or malformed variable; empty when all are right. */
export function hostedTestProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const { name, help } of HOSTED_TEST_VARIABLES) {
    if (!env[name]?.trim()) problems.push(`Falta ${name}: ${help}.`);
  }
  const url = env.SUPABASE_TEST_URL?.trim();
  if (url && !/^https?:\/\/[^/\s]+\/?$/.test(url)) {
    problems.push(
      `SUPABASE_TEST_URL no es la URL de un proyecto (https://<ref>.supabase.co): ${url}`,
    );
  }
  return problems;
}
