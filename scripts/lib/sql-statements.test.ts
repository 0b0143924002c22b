import { describe, expect, it } from 'vitest';
import { splitStatements } from './sql-statements';

describe('splitStatements', () => {
  it('ends a statement at a semicolon and drops the comments between statements', () => {
    const sql = '-- Tables\n\nCREATE TABLE a (x int);\n\n-- Grants\nGRANT ALL ON TABLE a TO b;\n';
    expect(splitStatements(sql)).toEqual(['CREATE TABLE a (x int);', 'GRANT ALL ON TABLE a TO b;']);
  });

  it('keeps a function body whole, semicolons and comments included', () => {
    const body =
      'CREATE FUNCTION f() RETURNS void\n    AS $$\nbegin\n  -- why\n  perform 1;\nend;\n$$;';
    expect(splitStatements(`${body}\nSELECT 2;`)).toEqual([body, 'SELECT 2;']);
  });

  it('tells a tagged dollar quote from the $$ inside it', () => {
    const body = 'DO $body$ begin execute $$select 1;$$; end $body$;';
    expect(splitStatements(body)).toEqual([body]);
  });

  it('ignores semicolons in strings, quoted names and escaped strings', () => {
    const sql = `COMMENT ON TABLE t IS 'uno; ''dos''; tres';\nCREATE POLICY "a; b" ON t USING (x = E'\\';');\nSELECT 1;`;
    expect(splitStatements(sql)).toEqual([
      "COMMENT ON TABLE t IS 'uno; ''dos''; tres';",
      `CREATE POLICY "a; b" ON t USING (x = E'\\';');`,
      'SELECT 1;',
    ]);
  });

  it('does not take a positional parameter for a dollar quote', () => {
    expect(splitStatements('SELECT $1; SELECT $2;')).toEqual(['SELECT $1;', 'SELECT $2;']);
  });
});
