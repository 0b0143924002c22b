/**
 * Card and transfer payments as the payment tests make them: a paid booking, a card attempt
 * started as webpay-create starts it (prepared, then given Webpay's token), the claim a return or
 * the sweep takes before committing, Webpay's commit answer, and a transfer declaration.
 */
import type { Caller, TestDatabase } from '../test-database';
import { ANON } from '../test-database';
import { attempt, bookableSlots, person, STATEMENTS, type Outcome, type Slot } from './calls';

export const SERVICE: Caller = { role: 'service_role', aal: 'aal2' };

export type JsonOutcome =
  { ok: true; r: Record<string, unknown> } | Extract<Outcome<unknown>, { ok: false }>;

/** One statement that answers `... as r` (a jsonb), as the caller. */
export async function jsonCall(
  database: TestDatabase,
  caller: Caller,
  sql: string,
  params: unknown[],
): Promise<JsonOutcome> {
  const outcome = await attempt<{ r: Record<string, unknown> }>(database, caller, sql, params);
  return outcome.ok ? { ok: true as const, r: outcome.value[0]?.r ?? {} } : outcome;
}

/**
 * Books paid consultations (laboral, $35.000) as new people, each on the next free slot of the
 * window: `tag` keeps the people of one test file apart from another's.
 */
export function paidBookings(database: TestDatabase, tag: string) {
  let people = 0;
  let slots: Slot[] | null = null;
  return async function book(caller: Caller = ANON): Promise<string> {
    slots ??= await bookableSlots(database, 2);
    const slot = slots[people];
    if (!slot) throw new Error('no free slot left in the window');
    people += 1;
    const who = person(people, tag);
    const booked = await attempt<{ id: string }>(
      database,
      caller,
      `select id from public.crear_reserva('Ana Díaz', $4, $5, $6, $1::date, $2, $3, ${STATEMENTS})`,
      [slot.fecha, slot.hora, 'laboral', who.rut, who.email, who.telefono],
    );
    if (!booked.ok) throw new Error(`crear_reserva: ${booked.error.message}`);
    return booked.value[0]?.id ?? '';
  };
}

export interface CardAttempt {
  pago_id: string;
  orden_compra: string;
  monto: number;
  token: string;
}

/** A card attempt as webpay-create makes it: prepared, then given Webpay's token. */
export async function startCard(
  database: TestDatabase,
  reserva: string,
  token: string,
  usuario: string | null = null,
): Promise<CardAttempt> {
  const prepared = await jsonCall(
    database,
    SERVICE,
    'select public.preparar_pago_tarjeta($1, $2) as r',
    [reserva, usuario],
  );
  if (!prepared.ok) throw new Error(prepared.error.message);
  await database.as(SERVICE, (tx) =>
    tx.query('select public.registrar_token_tarjeta($1, $2)', [prepared.r.pago_id, token]),
  );
  return { ...(prepared.r as Omit<CardAttempt, 'token'>), token };
}

/** The right to commit, as a return or the sweep takes it. */
export const claim = (database: TestDatabase, token: string) =>
  jsonCall(database, SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', [token]);

/** What Webpay answers to the commit of an attempt: approved, unless `overrides` say otherwise. */
export function commitAnswer(attempt: CardAttempt, overrides: Record<string, unknown> = {}) {
  return {
    vci: 'TSY',
    amount: attempt.monto,
    status: 'AUTHORIZED',
    buy_order: attempt.orden_compra,
    // Each attempt is its own Webpay session: the payment's id.
    session_id: attempt.pago_id,
    card_detail: { card_number: '6623' },
    accounting_date: '1123',
    transaction_date: '2026-11-23T15:00:00.000Z',
    authorization_code: '1213',
    payment_type_code: 'VN',
    response_code: 0,
    installments_number: 0,
    ...overrides,
  };
}

/** Records Webpay's answer for a token, as the return or the sweep does. */
export const recordCard = (database: TestDatabase, token: string, answer: unknown) =>
  jsonCall(database, SERVICE, 'select public.registrar_pago_tarjeta($1, $2::jsonb) as r', [
    token,
    JSON.stringify(answer),
  ]);

/** A return without a commit: by Webpay's token, or by the buy order with its session. */
export const annulCard = (
  database: TestDatabase,
  match: { token: string } | { orden: string | null; sesion: string | null },
  motivo: string,
) =>
  jsonCall(database, SERVICE, 'select public.anular_pago_tarjeta($1, $2, $3, $4) as r', [
    'token' in match ? match.token : null,
    'token' in match ? null : match.orden,
    'token' in match ? null : match.sesion,
    motivo,
  ]);

/** The booker declares a transfer (with or without a receipt file to follow). */
export const declareTransfer = (
  database: TestDatabase,
  caller: Caller,
  reserva: string,
  numero: string,
  archivo = false,
) =>
  jsonCall(database, caller, 'select public.declarar_transferencia($1, $2, $3) as r', [
    reserva,
    numero,
    archivo,
  ]);

/** A booking's state and hold. */
export async function bookingRow(database: TestDatabase, id: string) {
  const { rows } = await database.db.query<{
    estado: string;
    expira_en: Date | null;
    created_at: Date;
  }>('select estado, expira_en, created_at from public.reservas where id = $1', [id]);
  const row = rows[0];
  if (!row) throw new Error('no reservation');
  return row;
}

/** A booking's payments, oldest first. */
export async function paymentsOf(database: TestDatabase, reserva: string) {
  const { rows } = await database.db.query<{
    id: string;
    metodo: string;
    estado: string;
    motivo: string | null;
    monto: number;
  }>(
    'select id, metodo, estado, motivo, monto from public.pagos where reserva_id = $1 order by created_at, id',
    [reserva],
  );
  return rows;
}
