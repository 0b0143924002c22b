import { describe, expect, it } from 'vitest';
import { schemaMigration } from './schema-changes';

const FUNCTION = `CREATE FUNCTION public.saludo(p_nombre text) RETURNS text
    LANGUAGE sql
    AS $$ select 'Hola, ' || p_nombre; $$;`;
const GRANTS = `REVOKE ALL ON FUNCTION public.saludo(p_nombre text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.saludo(p_nombre text) TO anon;`;
const TABLE = `CREATE TABLE public.notas (
    id integer NOT NULL,
    texto text
);`;
const POLICY = `CREATE POLICY "notas: leer" ON public.notas FOR SELECT TO authenticated USING (true);`;

const files = (...parts: string[]) =>
  new Map([['notas.sql', `-- Notas\n\n${parts.join('\n\n')}\n`]]);

describe('schemaMigration', () => {
  it('makes nothing when only comments and spacing differ', () => {
    const before = files(TABLE, FUNCTION, GRANTS);
    const after = files(TABLE.replace('    id', '  id'), '-- Functions', FUNCTION, GRANTS);
    expect(schemaMigration(before, after)).toEqual({ statements: [], refused: [] });
  });

  it('replaces an edited function in place, keeping its grants', () => {
    const edited = FUNCTION.replace('Hola', 'Buenos días');
    const { statements, refused } = schemaMigration(
      files(TABLE, FUNCTION, GRANTS),
      files(TABLE, edited, GRANTS),
    );
    expect(refused).toEqual([]);
    expect(statements).toEqual([edited.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')]);
  });

  it('drops and makes again an edited policy', () => {
    const edited = POLICY.replace('USING (true)', 'USING ((id > 0))');
    const { statements } = schemaMigration(files(TABLE, POLICY), files(TABLE, edited));
    expect(statements).toEqual(['DROP POLICY "notas: leer" ON public.notas;', edited]);
  });

  it('creates a new function before its grants, and a new policy after the function', () => {
    const policy = POLICY.replace('USING (true)', "USING ((public.saludo('x') IS NOT NULL))");
    const { statements } = schemaMigration(files(TABLE), files(TABLE, policy, GRANTS, FUNCTION));
    expect(statements).toEqual([
      FUNCTION.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'),
      policy,
      'REVOKE ALL ON FUNCTION public.saludo(p_nombre text) FROM PUBLIC;',
      'GRANT ALL ON FUNCTION public.saludo(p_nombre text) TO anon;',
    ]);
  });

  it('revokes a grant that was removed and grants back what a removed revoke held', () => {
    const { statements } = schemaMigration(files(FUNCTION, GRANTS), files(FUNCTION));
    expect(statements).toEqual([
      'GRANT ALL ON FUNCTION public.saludo(p_nombre text) TO PUBLIC;',
      'REVOKE ALL ON FUNCTION public.saludo(p_nombre text) FROM anon;',
    ]);
  });

  it('drops a removed function by its argument types, without defaults, after its grants', () => {
    const withDefault = FUNCTION.replace('p_nombre text)', "p_nombre text DEFAULT 'a, b'::text)");
    const grant =
      "GRANT ALL ON FUNCTION public.saludo(p_nombre text DEFAULT 'a, b'::text) TO anon;";
    const { statements } = schemaMigration(files(withDefault, grant), files());
    expect(statements).toEqual([
      "REVOKE ALL ON FUNCTION public.saludo(p_nombre text DEFAULT 'a, b'::text) FROM anon;",
      'DROP FUNCTION public.saludo(p_nombre text);',
    ]);
  });

  it('refuses a table whose column changes or goes, or that goes: that needs a migration by hand', () => {
    const edited = TABLE.replace('texto text', 'texto varchar(10)');
    expect(schemaMigration(files(TABLE), files(edited))).toEqual({
      statements: [],
      refused: [
        'No se puede cambiar la tabla public.notas sin una migración a mano: la columna texto se quita o cambia.',
      ],
    });
    expect(schemaMigration(files(TABLE), files()).refused).toEqual([
      'No se puede quitar la tabla public.notas sin una migración a mano.',
    ]);
    const required = TABLE.replace('texto text', 'texto text,\n    autor text NOT NULL');
    expect(schemaMigration(files(TABLE), files(required)).refused).toEqual([
      'No se puede cambiar la tabla public.notas sin una migración a mano: la columna nueva autor es NOT NULL sin DEFAULT.',
    ]);
  });

  it('gives a table its new columns and its added, changed or removed constraints', () => {
    const before = TABLE.replace(
      'texto text',
      "texto text,\n    CONSTRAINT notas_tipo CHECK ((texto = ANY (ARRAY['a'::text, 'b'::text]))),\n    CONSTRAINT notas_id CHECK ((id > 0))",
    );
    const after = TABLE.replace(
      'texto text',
      "texto text,\n    autor text DEFAULT 'anónimo, sin firma'::text NOT NULL,\n    CONSTRAINT notas_tipo CHECK ((texto = ANY (ARRAY['a'::text, 'b'::text, 'c'::text]))),\n    CONSTRAINT notas_corta CHECK ((length(texto) < 100))",
    );
    expect(schemaMigration(files(before), files(after))).toEqual({
      statements: [
        'ALTER TABLE public.notas DROP CONSTRAINT notas_tipo;',
        'ALTER TABLE public.notas DROP CONSTRAINT notas_id;',
        "ALTER TABLE public.notas ADD COLUMN autor text DEFAULT 'anónimo, sin firma'::text NOT NULL;",
        "ALTER TABLE public.notas ADD CONSTRAINT notas_tipo CHECK ((texto = ANY (ARRAY['a'::text, 'b'::text, 'c'::text])));",
        'ALTER TABLE public.notas ADD CONSTRAINT notas_corta CHECK ((length(texto) < 100));',
      ],
      refused: [],
    });
  });

  it('creates a new table, with its constraint and index in that order', () => {
    const constraint =
      'ALTER TABLE ONLY public.notas\n    ADD CONSTRAINT notas_pkey PRIMARY KEY (id);';
    const index = 'CREATE INDEX notas_texto ON public.notas USING btree (texto);';
    const { statements } = schemaMigration(files(), files(index, constraint, TABLE));
    expect(statements).toEqual([TABLE, constraint, index]);
  });

  it('drops and adds an edited constraint, and drops a removed index by its schema', () => {
    const constraint =
      "ALTER TABLE ONLY public.notas\n    ADD CONSTRAINT notas_texto CHECK ((texto <> ''::text));";
    const index = 'CREATE INDEX notas_texto_idx ON public.notas USING btree (texto);';
    const edited = constraint.replace("<> ''::text", "~ '\\S'::text");
    const { statements } = schemaMigration(files(TABLE, constraint, index), files(TABLE, edited));
    expect(statements).toEqual([
      'DROP INDEX public.notas_texto_idx;',
      'ALTER TABLE public.notas DROP CONSTRAINT notas_texto;',
      edited,
    ]);
  });
});
