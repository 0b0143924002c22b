import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import {
  startWebpaySimulator,
  type SimulatedTransaction,
  type WebpayDecision,
} from '../../../e2e/webpay-simulator';
import { localFunctions } from '../../../scripts/lib/local-functions';
import { person } from '../../../supabase/tests/support/calls';
import { applyMigrations } from '../../../supabase/tests/test-database';
import { freeSlots, type Slot } from '../contract/free-slots';
import type { BackendPort, Reservation } from '../port';
import { STATEMENTS } from '../../test/booking-statements';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { createEmbeddedBackend } from './embedded-backend';
import { memorySessionStore } from './session-store';
import { passSecondStep } from '../contract/second-step';

// Card and transfer payments in the embedded mode, end to end without a browser: the backend on
// an in-memory PGlite, the local server's functions called in process, and the Webpay simulator
// standing in for Transbank (API and payment form).

const FUNCTIONS_URL = 'http://local/functions/v1';
const RETURN_URL = `${FUNCTIONS_URL}/webpay-return`;

type Handler = (request: Request) => Promise<Response>;

let db: PGlite;
let backend: BackendPort;
let simulator: Server;
let simulatorBase: string;
let functions: Record<string, Handler>;

/** The browser's `fetch` to the site's own server: /functions/v1/<name> runs that handler. */
const routeToFunctions: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const name = url.pathname.replace(/^\/functions\/v1\//, '');
  const handler = url.origin === 'http://local' ? functions[name] : undefined;
  if (!handler) return Promise.resolve(new Response('{"error":"no"}', { status: 404 }));
  return handler(new Request(url, init));
};

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  expect(await seedDemoAccounts(db)).toBe(true);
  simulator = await startWebpaySimulator(0);
  simulatorBase = `http://127.0.0.1:${String((simulator.address() as AddressInfo).port)}`;
  functions = localFunctions({ TBK_API_URL: simulatorBase });
  backend = createEmbeddedBackend(db, memorySessionStore(), {
    functionsUrl: FUNCTIONS_URL,
    fetch: routeToFunctions,
  });
});
afterAll(async () => {
  await new Promise((resolve) => simulator.close(resolve));
  await db.close();
});
afterEach(() => backend.auth.signOut());

// --- Bookings ---------------------------------------------------------------------------------

let people = 0;

/** A free slot on a working day (the contract's pick, without public holidays). */
async function nextSlot(): Promise<Slot> {
  const { rows } = await db.query<{ fecha: string }>(
    'select fecha::text as fecha from public.feriados',
  );
  const holidays = new Set(rows.map((row) => row.fecha));
  const slot = (await freeSlots(backend, 60)).find((free) => !holidays.has(free.fecha));
  if (!slot) throw new Error('no free slot');
  return slot;
}

/** A paid consultation (laboral, $35.000) by a new person, as whoever is signed in. */
async function bookPaid(): Promise<Reservation> {
  people += 1;
  const who = person(people, 'pago-embebido');
  const slot = await nextSlot();
  const reservation = await backend.reservas.create({
    ...STATEMENTS,
    nombre: 'Carla Pérez',
    rut: who.rut,
    email: who.email,
    telefono: who.telefono,
    fecha: slot.fecha,
    hora: slot.hora,
    plan: 'laboral',
    tipoReunion: 'videollamada',
  });
  expect(reservation).toMatchObject({ estado: 'pendiente', precio: 35000 });
  return reservation;
}

/** Webpay's buy order of a booking's attempt: 'PL-', the booking's code, '-', the attempt. */
const buyOrder = (reservaId: string, attempt: number) =>
  `PL-${reservaId.replace(/-/g, '').slice(0, 8).toUpperCase()}-${String(attempt)}`;

// --- The simulator and the return -------------------------------------------------------------

async function simulated(token: string): Promise<SimulatedTransaction> {
  const response = await fetch(`${simulatorBase}/control/transactions`);
  const transactions = (await response.json()) as SimulatedTransaction[];
  const found = transactions.find((transaction) => transaction.token === token);
  if (!found) throw new Error(`no simulated transaction ${token}`);
  return found;
}

/** A button of Webpay's form: where the browser is sent back (a 303 to the return URL). */
async function decide(token: string, decision: WebpayDecision): Promise<string> {
  const response = await fetch(`${simulatorBase}/webpayserver/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token_ws: token, decision }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** The browser follows Webpay's redirect to the local webpay-return function. */
async function returnFrom(location: string): Promise<string> {
  const handler = functions['webpay-return'];
  if (!handler) throw new Error('no webpay-return');
  const response = await handler(new Request(location));
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

// --- Direct SQL as an API role ----------------------------------------------------------------

type Role = { role: 'anon' } | { role: 'authenticated'; sub: string } | { role: 'service_role' };

/** Runs `fn` as PostgREST runs a request: `set local role` and the JWT's claims. */
function as<T>(caller: Role, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${caller.role}`);
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(caller)]);
    return fn(tx);
  });
}

/** What a statement did as the caller: the rows it changed, or the SQLSTATE it was refused with. */
async function tryAs(caller: Role, sql: string, params: unknown[]): Promise<string | number> {
  try {
    return await as(caller, async (tx) => (await tx.query(sql, params)).affectedRows ?? 0);
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const SERVICE: Role = { role: 'service_role' };

async function paymentRows(reservaId: string) {
  const { rows } = await db.query<{
    estado: string;
    motivo: string | null;
    monto: number;
    codigo_respuesta: number | null;
  }>(
    'select estado, motivo, monto, codigo_respuesta from public.pagos where reserva_id = $1 order by created_at',
    [reservaId],
  );
  return rows;
}

const minutesFromNow = (iso: string | null) =>
  iso === null ? Number.NaN : (Date.parse(iso) - Date.now()) / 60_000;

// --- The journeys -----------------------------------------------------------------------------

describe('card payments in the embedded mode', () => {
  it('an approved payment confirms the booking once, whatever repeats', async () => {
    const reservation = await bookPaid();
    const card = await backend.pagos.startCard(reservation.id);
    expect(card.ordenCompra).toBe(buyOrder(reservation.id, 1));
    expect(card.url).toBe(`${simulatorBase}/webpayserver/initTransaction`);
    const { rows: attempts } = await db.query<{ id: string }>(
      'select id from public.pagos where token = $1',
      [card.token],
    );
    expect(await simulated(card.token)).toMatchObject({
      amount: 35000,
      buy_order: card.ordenCompra,
      // The attempt's own Webpay session: its payment's id.
      session_id: attempts[0]?.id,
      return_url: RETURN_URL,
      state: 'INITIALIZED',
      commitCount: 0,
    });

    const back = await decide(card.token, 'approve');
    expect(back).toBe(`${RETURN_URL}?token_ws=${card.token}`);
    expect(await returnFrom(back)).toBe(
      `http://local/payment-success?method=transbank&orden=${card.ordenCompra}`,
    );
    // Committed at Webpay, not yet recorded in the browser's database.
    expect((await backend.pagos.ofBooking(reservation.id)).pago?.estado).toBe('pendiente');

    await backend.pagos.settleCard(card.ordenCompra);
    const settled = await backend.pagos.ofBooking(reservation.id);
    expect(settled).toMatchObject({
      reservaEstado: 'confirmada',
      expiraEn: null,
      precio: 35000,
      metodoPago: 'tarjeta',
      pago: {
        estado: 'aprobado',
        metodo: 'tarjeta',
        monto: 35000,
        motivo: null,
        ordenCompra: card.ordenCompra,
        ultimosDigitos: '6623',
        codigoAutorizacion: '1213',
        tipoPago: 'VN',
        cuotas: 0,
      },
    });

    // A second settle, and a second return of the same token, change nothing.
    await backend.pagos.settleCard(card.ordenCompra);
    expect(await returnFrom(back)).toBe(
      `http://local/payment-success?method=transbank&orden=${card.ordenCompra}`,
    );
    await backend.pagos.settleCard(card.ordenCompra);
    expect(await backend.pagos.ofBooking(reservation.id)).toEqual(settled);
    expect(await paymentRows(reservation.id)).toEqual([
      { estado: 'aprobado', motivo: null, monto: 35000, codigo_respuesta: 0 },
    ]);
    expect((await simulated(card.token)).commitCount).toBe(1);
  });

  it('a declined payment is recorded, and the booking keeps waiting with its slot held', async () => {
    const reservation = await bookPaid();
    const card = await backend.pagos.startCard(reservation.id);
    const back = await decide(card.token, 'reject');
    expect(await returnFrom(back)).toBe(
      `http://local/pago?metodo=tarjeta&pago=rechazado&orden=${card.ordenCompra}`,
    );
    await backend.pagos.settleCard(card.ordenCompra);

    const payment = await backend.pagos.ofBooking(reservation.id);
    expect(payment).toMatchObject({
      reservaEstado: 'pendiente',
      pago: { estado: 'rechazado', motivo: 'rechazado', ordenCompra: card.ordenCompra },
    });
    expect(minutesFromNow(payment.expiraEn)).toBeGreaterThan(5);
    expect(await backend.reservas.occupied(reservation.fecha, reservation.fecha)).toContainEqual({
      fecha: reservation.fecha,
      hora: reservation.hora,
    });
    expect((await simulated(card.token)).commitCount).toBe(1);
  });

  it('the browser cannot record a payment nor confirm a booking by itself', async () => {
    const session = await backend.auth.signIn('cliente@demo.cl', DEMO_PASSWORD);
    const ownBooking = await bookPaid();
    await backend.auth.signOut();
    const anonymousBooking = await bookPaid();
    const card = await backend.pagos.startCard(anonymousBooking.id);
    const forged = JSON.stringify({
      vci: 'TSY',
      amount: 35000,
      status: 'AUTHORIZED',
      buy_order: card.ordenCompra,
      session_id: anonymousBooking.id,
      card_detail: { card_number: '6623' },
      authorization_code: '1213',
      payment_type_code: 'VN',
      response_code: 0,
      installments_number: 0,
    });

    const client: Role = { role: 'authenticated', sub: session.user.id };
    for (const caller of [{ role: 'anon' } as const, client]) {
      for (const reserva of [anonymousBooking.id, ownBooking.id]) {
        expect(
          await tryAs(
            caller,
            "insert into public.pagos (reserva_id, metodo, monto, estado) values ($1, 'tarjeta', 35000, 'aprobado')",
            [reserva],
          ),
        ).toBe('42501');
        const confirm = await tryAs(
          caller,
          "update public.reservas set estado = 'confirmada' where id = $1",
          [reserva],
        );
        // The anonymous role may not update at all; a client's update reaches no row (RLS).
        expect(confirm).toBe(caller.role === 'anon' ? '42501' : 0);
      }
      expect(
        await tryAs(caller, "update public.pagos set estado = 'aprobado' where reserva_id = $1", [
          anonymousBooking.id,
        ]),
      ).toBe('42501');
      for (const fn of ['public', 'private']) {
        expect(
          await tryAs(caller, `select ${fn}.registrar_pago_tarjeta($1, $2::jsonb)`, [
            card.token,
            forged,
          ]),
        ).toBe('42501');
      }
    }

    for (const reserva of [anonymousBooking.id, ownBooking.id]) {
      const { rows } = await db.query<{ estado: string }>(
        'select estado from public.reservas where id = $1',
        [reserva],
      );
      expect(rows).toEqual([{ estado: 'pendiente' }]);
    }
    expect(await paymentRows(anonymousBooking.id)).toEqual([
      { estado: 'pendiente', motivo: null, monto: 35000, codigo_respuesta: null },
    ]);
    expect(await paymentRows(ownBooking.id)).toEqual([]);
  });

  it('an approval of another amount than the booking’s is kept as a charge to refund, and confirms nothing', async () => {
    const reservation = await bookPaid();
    // The attempt prepared as the backend does it, then a tampered amount sent to the relay.
    const prepared = await as(SERVICE, async (tx) => {
      const { rows } = await tx.query<{
        r: { pago_id: string; orden_compra: string; monto: number };
      }>('select public.preparar_pago_tarjeta($1, null) as r', [reservation.id]);
      return rows[0]?.r;
    });
    expect(prepared).toMatchObject({ orden_compra: buyOrder(reservation.id, 1), monto: 35000 });
    if (!prepared) throw new Error('not prepared');
    const create = functions['webpay-create'];
    if (!create) throw new Error('no webpay-create');
    const created = await create(
      new Request(`${FUNCTIONS_URL}/webpay-create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          reservaId: reservation.id,
          pagoId: prepared.pago_id,
          ordenCompra: prepared.orden_compra,
          monto: 1,
        }),
      }),
    );
    expect(created.status).toBe(200);
    const { token } = (await created.json()) as { token: string };
    await as(SERVICE, (tx) =>
      tx.query('select public.registrar_token_tarjeta($1, $2)', [prepared.pago_id, token]),
    );
    expect(await simulated(token)).toMatchObject({ amount: 1, buy_order: prepared.orden_compra });

    // The relay only knows what it was sent; the database knows the booking's price.
    await returnFrom(await decide(token, 'approve'));
    await backend.pagos.settleCard(prepared.orden_compra);

    // Webpay charged 1 peso: that is what the firm owes back.
    expect(await paymentRows(reservation.id)).toEqual([
      { estado: 'aprobado', motivo: 'no_coincide', monto: 1, codigo_respuesta: 0 },
    ]);
    expect(await backend.pagos.ofBooking(reservation.id)).toMatchObject({
      reservaEstado: 'pendiente',
      pago: { estado: 'aprobado', motivo: 'no_coincide' },
    });
  });

  it('the sweep annuls an attempt whose form was never completed', async () => {
    const reservation = await bookPaid();
    const card = await backend.pagos.startCard(reservation.id);
    await db.query(
      "update public.pagos set created_at = now() - interval '20 minutes' where token = $1",
      [card.token],
    );

    await expect(backend.pagos.sweep()).rejects.toMatchObject({ code: 'acceso_denegado' });
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(backend, undefined);
    expect(await backend.pagos.sweep()).toEqual({
      revisados: 1,
      aprobados: 0,
      rechazados: 0,
      anulados: 1,
      en_curso: 0,
    });
    expect(await paymentRows(reservation.id)).toEqual([
      { estado: 'anulado', motivo: 'sin_retorno', monto: 35000, codigo_respuesta: null },
    ]);
    expect(await simulated(card.token)).toMatchObject({ state: 'INITIALIZED', commitCount: 0 });
    // Nothing is left for a second sweep.
    expect((await backend.pagos.sweep()).revisados).toBe(0);
  });
});

describe('transfers in the embedded mode', () => {
  it('a declared transfer keeps its hold; with the receipt attached, 48 hours until staff verify it', async () => {
    const typedOnly = await bookPaid();
    const held = (await backend.pagos.ofBooking(typedOnly.id)).expiraEn;
    const withoutFile = await backend.pagos.declareTransfer({
      reservaId: typedOnly.id,
      numero: 'OP-1233',
    });
    expect(withoutFile).toMatchObject({
      expiraEn: held,
      pago: { estado: 'por_verificar', tieneArchivo: false },
    });
    expect(minutesFromNow(withoutFile.expiraEn)).toBeLessThanOrEqual(2 * 60);

    const reservation = await bookPaid();
    const declared = await backend.pagos.declareTransfer({
      reservaId: reservation.id,
      numero: 'OP-1234',
      archivo: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'comprobante.pdf', {
        type: 'application/pdf',
      }),
    });
    expect(declared).toMatchObject({
      reservaEstado: 'pendiente',
      metodoPago: 'transferencia',
      pago: {
        estado: 'por_verificar',
        metodo: 'transferencia',
        numeroComprobante: 'OP-1234',
        tieneArchivo: true,
      },
    });
    const payment = await backend.pagos.ofBooking(reservation.id);
    expect(payment).toEqual(declared);
    expect(minutesFromNow(payment.expiraEn)).toBeGreaterThan(48 * 60 - 2);
    expect(minutesFromNow(payment.expiraEn)).toBeLessThanOrEqual(48 * 60);

    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(backend, undefined);
    const listed = (await backend.pagos.list()).find(
      (pago) => pago.reservaId === reservation.id && pago.metodo === 'transferencia',
    );
    expect(listed).toMatchObject({ estado: 'por_verificar', monto: 35000 });
    if (!listed) throw new Error('not listed');
    await backend.pagos.verify(listed.id);

    expect(await backend.pagos.ofBooking(reservation.id)).toMatchObject({
      reservaEstado: 'confirmada',
      expiraEn: null,
      pago: { estado: 'aprobado', metodo: 'transferencia' },
    });
    expect((await backend.reservas.get(reservation.id))?.estado).toBe('confirmada');
  });
});
