import { formatRut, isValidRut } from '../../src/lib/rut/rut';
import {
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidShortText,
  isVisibleText,
} from '../../src/lib/validation/fields';
import { book, bookableSlots, person, type Person, type Slot } from './support/calls';
import { openTestDatabase, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// crear_reserva against 3,000 generated payloads: no invalid row is ever stored (a RUT is stored
// written one way, 12.345.678-5, with no character nobody sees), and every refusal is a clean one
// (a named rule with a Spanish message), never an internal error. The browser's field rules agree
// with the database's on every generated string.

const CASES = 3000;
let database: TestDatabase;
let slots: Slot[];

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hostile pieces: control and invisible characters, markup, SQL, huge and odd Unicode. */
const PIECES = [
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\u00A0',
  '\u00AD',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2060',
  '\uFEFF',
  '\u3000',
  '<script>alert(1)</script>',
  '<b>',
  '"',
  "'",
  '`',
  '\\',
  '%',
  '_',
  '--',
  "'; drop table public.reservas; --",
  '$1',
  '😀',
  '𝒜',
  'ñ',
  'Ç',
  '李',
  'ا',
  '١٢٣',
  '0',
  '12345678',
  '+56',
  '(',
  ')',
  '-',
  '.',
  '@',
  ' ',
  '   ',
  'Ana',
  'Pérez',
  'x'.repeat(121),
  'y'.repeat(5000),
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function noise(next: () => number, max = 6): string {
  const parts = Math.floor(next() * max);
  return Array.from({ length: parts }, () => pick(next, PIECES)).join('');
}

/** One payload: a valid person with some fields replaced or spiked with hostile text. */
function payload(
  next: () => number,
  n: number,
): Person & { empresa?: string; descripcion?: string } {
  const base = { ...person(10_000 + n, 'fuzz') };
  const spike = (value: string) =>
    next() < 0.5 ? noise(next) : `${noise(next, 3)}${value}${noise(next, 3)}`;
  const fields = ['nombre', 'rut', 'email', 'telefono', 'empresa', 'descripcion'] as const;
  const chosen = fields.filter(() => next() < 0.4);
  const result: Person & { empresa?: string; descripcion?: string } = { ...base };
  for (const field of chosen) result[field] = spike(result[field] ?? '');
  return result;
}

interface Stored {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  empresa: string | null;
  descripcion: string | null;
}

/** What a stored booking must be, whatever was sent. */
function validRow(row: Stored): boolean {
  return (
    isValidName(row.nombre) &&
    isValidRut(row.rut) &&
    row.rut === formatRut(row.rut) &&
    isValidEmail(row.email) &&
    isValidPhone(row.telefono) &&
    (row.empresa === null || isValidShortText(row.empresa, 120)) &&
    (row.descripcion === null ||
      (isVisibleText(row.descripcion, true) && Array.from(row.descripcion).length <= 2000))
  );
}

/** The rules a refusal may name (the database's hints). */
const CLEAN = new Set([
  'nombre_invalido',
  'rut_invalido',
  'email_invalido',
  'telefono_invalido',
  'empresa_invalida',
  'descripcion_invalida',
  'horario_ocupado',
  'limite_reservas',
  'demasiadas_reservas',
]);

describe('crear_reserva under fuzzing', () => {
  it(`stores no invalid row and refuses cleanly, over ${String(CASES)} payloads`, async () => {
    const next = random(20261122);
    const tally = { accepted: 0, refused: 0, protocol: 0 };
    const unclean: string[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const body = payload(next, n);
      const slot = slots[n % slots.length] as Slot;
      const result = await book(database, body, slot, 'laboral', undefined, body);
      if (result.ok) {
        tally.accepted += 1;
        continue;
      }
      const { code, hint, message } = result.error;
      // Postgres itself refuses a NUL character in text before any function runs: a clean
      // protocol-level refusal the API returns as a 400.
      if (code === '22021' && /0x00/.test(message)) tally.protocol += 1;
      else if (hint && CLEAN.has(hint) && !/[A-Za-z_]+\(|ERROR|violates/.test(message))
        tally.refused += 1;
      else
        unclean.push(`${code} ${String(hint)} ${message} ← ${JSON.stringify(body).slice(0, 200)}`);
    }
    expect(unclean).toEqual([]);
    const { rows } = await database.db.query<Stored>(
      'select nombre, rut, email, telefono, empresa, descripcion from public.reservas',
    );
    expect(rows.filter((row) => !validRow(row))).toEqual([]);
    expect(tally.accepted + tally.refused + tally.protocol).toBe(CASES);
    expect(tally.refused).toBeGreaterThan(CASES / 3);
    expect(tally.accepted).toBeGreaterThan(20);
    console.info('fuzz crear_reserva', { casos: CASES, ...tally, filas: rows.length });
    // 3,000 calls on one PGlite connection: about 20 s on a quiet 2-core machine, several times
    // that on a busy one, so the limit is the machine's, not the test's.
  }, 300_000);

  it('refuses an 8 MB phone at once, without storing it', async () => {
    const started = performance.now();
    const result = await book(
      database,
      { ...person(9001, 'grande'), telefono: `+569${'1'.repeat(8_000_000)}` },
      slots[0] as Slot,
    );
    expect(result.ok ? 'reservada' : result.error.hint).toBe('telefono_invalido');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('agrees with the browser’s rules on every generated string', async () => {
    const next = random(7);
    const samples = Array.from({ length: 400 }, () => noise(next, 5).replaceAll('\u0000', ''));
    samples.push('Ana', 'ana@ejemplo.cl', '+56 9 1234 5678', '\u200B\u200B');
    const disagreements: string[] = [];
    for (const text of samples) {
      const { rows } = await database.db.query<{
        nombre: boolean;
        email: boolean;
        telefono: boolean;
        visible: boolean;
        multilinea: boolean;
      }>(
        `select private.nombre_valido($1) as nombre, private.email_valido($1) as email,
                private.telefono_valido($1) as telefono, private.texto_visible($1) as visible,
                private.texto_visible($1, true) as multilinea`,
        [text],
      );
      const sql = rows[0];
      const js = {
        nombre: isValidName(text),
        email: isValidEmail(text),
        telefono: isValidPhone(text),
        visible: isVisibleText(text),
        multilinea: isVisibleText(text, true),
      };
      if (JSON.stringify(sql) !== JSON.stringify(js))
        disagreements.push(
          `${JSON.stringify(text)} sql=${JSON.stringify(sql)} js=${JSON.stringify(js)}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
});
