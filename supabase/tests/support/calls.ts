/**
 * What the security tests share: calls made as a PostgREST caller would make them, the refusal
 * each one met (SQLSTATE, the rule's hint, the Spanish message), and people and days to book.
 */
import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '../../../src/content/legal/versions';
import { rutCheckDigit } from '../../../src/lib/rut/rut';
import { ANON, type Caller, type TestDatabase } from '../test-database';

export interface Refusal {
  code: string;
  hint: string | null;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Refusal };

export function refusalOf(error: unknown): Refusal {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  return {
    code: typeof record.code === 'string' ? record.code : '',
    hint: typeof record.hint === 'string' ? record.hint : null,
    message: typeof record.message === 'string' ? record.message : String(error),
  };
}

/** Runs one statement as the caller, in its own transaction: its rows, or the refusal. */
export async function attempt<T = Record<string, unknown>>(
  database: TestDatabase,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome<T[]>> {
  try {
    const rows = await database.as(caller, async (tx) => (await tx.query<T>(sql, params)).rows);
    return { ok: true, value: rows };
  } catch (error) {
    return { ok: false, error: refusalOf(error) };
  }
}

/**
 * What every new booking states besides the person's data, as named arguments of crear_reserva
 * and crear_solicitud_urgente: of age, the notice version shown, the terms version accepted and
 * the authorisation for the sensitive data of a description (stored only with a description).
 */
export const STATEMENTS = `p_declaracion_edad => 'mayor_de_edad', p_aviso_version => '${PRIVACY_POLICY_VERSION.version}', p_terminos_version => '${TERMS_VERSION.version}', p_sensibles_version => '${SENSITIVE_DATA_CONSENT_VERSION.version}'`;

export interface Person {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
}

/** A distinct, valid person for each `n` (RUT with its check digit, phone, address). */
export function person(n: number, tag = 'p'): Person {
  const body = String(21_000_000 + n);
  return {
    nombre: 'Persona de Prueba',
    rut: `${body}-${rutCheckDigit(body)}`,
    email: `${tag}${String(n)}@ejemplo.cl`,
    telefono: `+569${String(30_000_000 + n)}`,
  };
}

export interface Slot {
  fecha: string;
  hora: string;
}

/**
 * The firm's times an hour apart. A consultation lasts 45 minutes, so one lawyer (the test
 * database has one) cannot take two times half an hour apart: these never overlap.
 */
const TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];

/** Every bookable slot of the window from `minDays` ahead that one lawyer can take: working days, 7 times each. */
export async function bookableSlots(database: TestDatabase, minDays = 1): Promise<Slot[]> {
  const { rows } = await database.db.query<{ day: string }>(
    `select d::date::text as day
     from generate_series((now() at time zone 'America/Santiago')::date + $1::int,
                          (now() at time zone 'America/Santiago')::date + 21, interval '1 day') d
     where extract(isodow from d) between 1 and 5
       and not exists (select 1 from public.feriados f where f.fecha = d::date)
     order by d`,
    [minDays],
  );
  return rows.flatMap(({ day }) => TIMES.map((hora) => ({ fecha: day, hora })));
}

/** crear_reserva as the caller (anonymous unless given), with the given person and plan. */
export function book(
  database: TestDatabase,
  who: Person,
  slot: Slot,
  plan = 'laboral',
  caller: Caller = ANON,
  extra: { reemplaza?: string; descripcion?: string; empresa?: string } = {},
): Promise<Outcome<{ id: string; estado: string; precio: number }[]>> {
  return attempt(
    database,
    caller,
    `select id, estado::text as estado, precio from public.crear_reserva(
       $1, $2, $3, $4, $5::date, $6, $7, 'videollamada', $8, $9, $10::uuid, ${STATEMENTS})`,
    [
      who.nombre,
      who.rut,
      who.email,
      who.telefono,
      slot.fecha,
      slot.hora,
      plan,
      extra.descripcion ?? null,
      extra.empresa ?? null,
      extra.reemplaza ?? null,
    ],
  );
}

/** Runs `count` calls at the same moment; on PostgreSQL each has its own connection. */
export function together<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}
