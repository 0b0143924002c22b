/**
 * `npm run db:migration` turns an edit of supabase/schemas/ into a migration. This proves, on a
 * real server, that the migration it derives makes the database equal to the edited files: a
 * function's body, a policy, a grant and a table's check constraint are edited in the committed
 * text, the derived statements run on the migrated database, and its new dump has nothing left to
 * migrate.
 *
 * Only on the real-server tier, like the declared schema's own test: it needs pg_dump.
 */
import { inject } from 'vitest';
import { splitDump } from '../../scripts/lib/declared-schema';
import { readDeclaredSchema } from '../../scripts/lib/declared-schema-files';
import { schemaMigration } from '../../scripts/lib/schema-changes';
import { dumpSchema } from './engine/schema-dump';
import { openTestDatabase, testEngine, type TestDatabase } from './test-database';

const onRealServer = testEngine() === 'postgres';

const EDITS: [file: string, from: string, to: string][] = [
  [
    'reservas.sql',
    "'Solo puedes cancelar hasta 4 horas antes de la consulta'",
    "'Solo puedes cancelar hasta 4 horas antes de tu consulta'",
  ],
  [
    'reservas.sql',
    'CREATE POLICY "catálogo: leer" ON public.planes FOR SELECT TO authenticated USING (true);',
    'CREATE POLICY "catálogo: leer" ON public.planes FOR SELECT TO authenticated USING ((precio >= 0));',
  ],
  [
    'reservas.sql',
    'GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.feriados TO authenticated;\n',
    '',
  ],
  // A new kind of notice: the notice log's check constraint takes one more value.
  [
    'avisos.sql',
    "'recordatorio_corto'::text, 'aviso_fallido'::text,",
    "'recordatorio_corto'::text, 'alerta'::text, 'aviso_fallido'::text,",
  ],
];

function edited(files: Map<string, string>): Map<string, string> {
  const result = new Map(files);
  for (const [file, from, to] of EDITS) {
    const text = result.get(file) ?? '';
    if (!text.includes(from)) throw new Error(`${file} ya no contiene: ${from}`);
    result.set(file, text.replace(from, to));
  }
  return result;
}

describe.runIf(onRealServer)('a migration derived from supabase/schemas/', () => {
  let database: TestDatabase;
  let name: string;
  const dump = async () => splitDump(await dumpSchema(inject('postgresCluster'), name));

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = await database.db.query<{ name: string }>('select current_database() as name');
    name = rows[0]?.name ?? '';
  });
  afterAll(() => database.close());

  it('makes the database what the edited files say', async () => {
    const target = edited(readDeclaredSchema());
    const { statements, refused } = schemaMigration(await dump(), target);
    expect(refused).toEqual([]);
    expect(statements).toHaveLength(6);

    await database.db.exec(statements.join('\n'));

    expect(schemaMigration(await dump(), target)).toEqual({ statements: [], refused: [] });
    const { rows } = await database.db.query<{ roles: string[] }>(
      "select roles::text[] from pg_policies where policyname = 'catálogo: leer'",
    );
    expect(rows).toEqual([{ roles: ['authenticated'] }]);
  });
});
