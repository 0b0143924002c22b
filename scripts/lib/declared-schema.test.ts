import { parseDump, splitDump, subjectOf, unmappedSubjects } from './declared-schema';
import { firstDifference } from './declared-schema-files';
import { domainOf } from './schema-domains';

/** One pg_dump entry, as pg_dump prints it. */
const entry = (name: string, type: string, schema: string, body: string) =>
  `--\n-- Name: ${name}; Type: ${type}; Schema: ${schema}; Owner: -\n--\n\n${body}\n\n\n`;

const PREAMBLE =
  '--\n-- PostgreSQL database dump\n--\n\n\\restrict abc\n\nSET lock_timeout = 0;\n\n';
const TRAILER = '--\n-- PostgreSQL database dump complete\n--\n\n\\unrestrict abc\n\n';

const ENTRIES = [
  entry('FUNCTION crear_reserva()', 'ACL', 'public', 'GRANT ALL ON FUNCTION ... TO anon;'),
  entry(
    'reservas',
    'TABLE',
    'public',
    "SET default_tablespace = '';\n\nCREATE TABLE public.reservas ();",
  ),
  entry('crear_reserva()', 'FUNCTION', 'public', 'CREATE FUNCTION public.crear_reserva() ...;'),
  entry('crear_reserva()', 'FUNCTION', 'private', 'CREATE FUNCTION private.crear_reserva() ...;'),
  entry(
    'reservas_fecha_idx',
    'INDEX',
    'public',
    'CREATE INDEX reservas_fecha_idx ON public.reservas USING btree (fecha);',
  ),
  entry('algo_nuevo()', 'FUNCTION', 'private', 'CREATE FUNCTION private.algo_nuevo() ...;'),
];
const dump = (entries: string[]) => `${PREAMBLE}${entries.join('')}${TRAILER}`;

describe('the domain of an object', () => {
  it.each([
    ['crear_reserva', 'reservas.sql'],
    ['estado_pago_reserva', 'pagos.sql'],
    ['crear_solicitud_urgente', 'reservas.sql'],
    ['solicitud_derechos', 'datos_personales.sql'],
    ['rut_valido', 'comun.sql'],
    ['valores_referencia_vigentes', 'valores_referencia.sql'],
    ['algo_nuevo', undefined],
  ])('%s goes to %s', (name, file) => {
    expect(domainOf(name)).toBe(file);
  });

  it.each([
    ['reservas reservas_pkey', 'CONSTRAINT', '', 'reservas'],
    ['COLUMN profiles.role', 'ACL', '', 'profiles'],
    ['FUNCTION crear_reserva(p uuid)', 'ACL', '', 'crear_reserva'],
    ['x_idx', 'INDEX', 'CREATE INDEX x_idx ON ONLY public.pagos (id);', 'pagos'],
  ])('%s (%s) belongs to %s', (name, type, body, subject) => {
    expect(subjectOf({ name, type, schema: 'public', body })).toBe(subject);
  });
});

describe('splitting a dump', () => {
  it('drops the preamble, the trailer and the session settings', () => {
    const entries = parseDump(dump(ENTRIES));
    expect(entries).toHaveLength(ENTRIES.length);
    expect(entries.map((e) => e.body).join('\n')).not.toMatch(/\\restrict|SET |dump complete/);
  });

  it('gives the same files whatever order pg_dump printed the entries in', () => {
    expect(splitDump(dump([...ENTRIES].reverse()))).toEqual(splitDump(dump(ENTRIES)));
  });

  it('orders a file as tables, functions (private beside public), then grants', () => {
    const text = splitDump(dump(ENTRIES)).get('reservas.sql') ?? '';
    const order = [
      'CREATE TABLE public.reservas',
      'CREATE INDEX reservas_fecha_idx',
      'CREATE FUNCTION private.crear_reserva',
      'CREATE FUNCTION public.crear_reserva',
      'GRANT ALL ON FUNCTION',
    ].map((statement) => text.indexOf(statement));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('puts what no domain claims in otros.sql and names it', () => {
    expect(splitDump(dump(ENTRIES)).get('otros.sql')).toContain('private.algo_nuevo');
    expect(unmappedSubjects(dump(ENTRIES))).toEqual(['private.algo_nuevo']);
  });
});

describe('the first difference', () => {
  it('is none for equal files, else the file and its first differing line', () => {
    const committed = new Map([['a.sql', 'uno\ndos\ntres\n']]);
    expect(firstDifference(committed, new Map(committed))).toBeUndefined();
    expect(firstDifference(committed, new Map([['a.sql', 'uno\nDOS\ntres\n']]))).toMatch(
      /^a\.sql, line 2:\n {2}uno\n- dos/,
    );
    expect(firstDifference(committed, new Map())).toMatch(/no longer produce it/);
  });
});
