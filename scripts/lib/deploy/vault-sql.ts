/**
 * The SQL that stores the scheduled jobs' secrets in Supabase Vault, run once per deploy on the
 * linked project (`supabase db query --linked --file`).
 *
 * It can be run again: a secret that exists is updated in place (vault.update_secret keeps its
 * id), one that does not is created. Values travel hex-encoded and are decoded by the database,
 * so no value, whatever its characters, can end a string literal or a dollar quote early; the
 * names are fixed lowercase words. The last statement lists only the names stored, so the CLI's
 * printed result shows no value.
 */

const VAULT_NAME = /^[a-z][a-z0-9_]*$/;

const hex = (value: string): string => Buffer.from(value, 'utf8').toString('hex');

export function vaultSql(secrets: readonly (readonly [string, string])[]): string {
  const statements = secrets.flatMap(([name, value]) => {
    if (!VAULT_NAME.test(name)) throw new Error(`Nombre de secreto de Vault no válido: ${name}`);
    const decoded = `convert_from(decode('${hex(value)}', 'hex'), 'utf8')`;
    return [
      `select vault.update_secret(id, ${decoded}) from vault.secrets where name = '${name}';`,
      `select vault.create_secret(${decoded}, '${name}')\n` +
        `  where not exists (select 1 from vault.secrets where name = '${name}');`,
    ];
  });
  const names = secrets.map(([name]) => `'${name}'`).join(', ');
  return [
    '-- Secretos de Vault de las tareas programadas (npm run deploy).',
    ...statements,
    `select name from vault.secrets where name in (${names}) order by name;`,
    '',
  ].join('\n');
}
