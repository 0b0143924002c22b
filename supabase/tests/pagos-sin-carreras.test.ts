import { together } from './support/calls';
import {
  annulCard,
  bookingRow,
  claim,
  commitAnswer,
  declareTransfer,
  jsonCall,
  paidBookings,
  paymentsOf,
  recordCard,
  SERVICE,
  startCard,
} from './support/payments';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// What a stranger, a slow return or a transfer declared at the same moment can do to a card
// payment: nothing that loses a charge, annuls someone else's attempt or confirms a booking twice.

let database: TestDatabase;
let admin: Caller;
let book: (caller?: Caller) => Promise<string>;

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  admin = await database.createUser('admin-carreras@ejemplo.cl', 'admin');
  book = paidBookings(database, 'carreras');
});
afterAll(() => database.close());

const HOUR = 3_600_000;

/** Ends the claim of an attempt, as if its commit had started a while ago and died. */
const expireClaim = (token: string) =>
  database.db.query(
    "update public.pagos set confirmando_hasta = now() - interval '1 second' where token = $1",
    [token],
  );

const refund = (pago: string) =>
  jsonCall(database, SERVICE, 'select public.preparar_reembolso($1, $2) as r', [pago, admin.sub]);

describe('a return without a commit acts only with the attempt’s own token or session', () => {
  it('a timed-out form is matched by its buy order and its own session, never by the order alone', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-orden-sola');
    for (const sesion of [null, id, '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11']) {
      const forged = await annulCard(
        database,
        { orden: card.orden_compra, sesion },
        'tiempo_agotado',
      );
      expect(!forged.ok && forged.error.hint).toBe('pago_no_encontrado');
    }
    expect((await paymentsOf(database, id))[0]).toMatchObject({ estado: 'pendiente' });

    const own = await annulCard(
      database,
      { orden: card.orden_compra, sesion: card.pago_id },
      'tiempo_agotado',
    );
    expect(own.ok && own.r).toMatchObject({ estado: 'anulado', motivo: 'tiempo_agotado' });
    expect((await bookingRow(database, id)).estado).toBe('pendiente');
  });

  it('nobody annuls an attempt whose commit is in progress: the commit records the approval', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-en-commit');
    const claimed = await claim(database, card.token);
    expect(claimed.ok && claimed.r.reclamado).toBe(true);

    const returns = [
      annulCard(database, { orden: card.orden_compra, sesion: card.pago_id }, 'tiempo_agotado'),
      annulCard(database, { token: card.token }, 'cancelado'),
      annulCard(database, { token: card.token }, 'error'),
    ];
    for (const landed of await Promise.all(returns)) {
      expect(landed.ok && landed.r.estado).toBe('pendiente');
    }

    const recorded = await recordCard(database, card.token, commitAnswer(card));
    expect(recorded.ok && recorded.r).toMatchObject({ estado: 'aprobado', motivo: null });
    expect((await bookingRow(database, id)).estado).toBe('confirmada');
  });
});

describe('an authorized commit is always recorded as approved', () => {
  it('on an attempt annulled meanwhile: approved, refundable, the booking not confirmed by it', async () => {
    const id = await book();
    const older = await startCard(database, id, 'tok-reemplazado');
    await startCard(database, id, 'tok-reemplazante');
    expect((await paymentsOf(database, id))[0]).toMatchObject({ estado: 'anulado' });

    const late = await recordCard(database, older.token, commitAnswer(older));
    expect(late.ok && late.r).toMatchObject({ estado: 'aprobado', motivo: 'intento_anulado' });
    expect((await bookingRow(database, id)).estado).toBe('pendiente');
    const ready = await refund(older.pago_id);
    expect(ready.ok && ready.r).toMatchObject({ token: older.token, monto: 35000 });
  });

  it('when amount, order or session are not the attempt’s: approved at the amount charged, refundable', async () => {
    const cases: [string, Record<string, unknown>, number][] = [
      ['tok-monto-ajeno', { amount: 1000 }, 1000],
      ['tok-orden-ajena', { buy_order: 'PL-00000000-1' }, 35000],
      ['tok-sesion-ajena', { session_id: 'otra-sesion' }, 35000],
    ];
    for (const [token, overrides, charged] of cases) {
      const id = await book();
      const card = await startCard(database, id, token);
      await claim(database, token);
      const recorded = await recordCard(database, token, commitAnswer(card, overrides));
      expect(recorded.ok && recorded.r).toMatchObject({
        estado: 'aprobado',
        motivo: 'no_coincide',
      });
      expect((await bookingRow(database, id)).estado).toBe('pendiente');
      const ready = await refund(card.pago_id);
      expect(ready.ok && ready.r).toMatchObject({ token, monto: charged });
    }
  });

  it('when the booking lost its slot: approved, refundable, the booking stays as it is', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-sin-hora');
    await claim(database, card.token);
    await database.db.query("update public.reservas set estado = 'expirada' where id = $1", [id]);
    const recorded = await recordCard(database, card.token, commitAnswer(card));
    expect(recorded.ok && recorded.r).toMatchObject({
      estado: 'aprobado',
      motivo: 'reserva_no_disponible',
    });
    expect((await bookingRow(database, id)).estado).toBe('expirada');
    expect((await refund(card.pago_id)).ok).toBe(true);
  });

  it('when a transfer is being verified: approved as a duplicate beside it, without a collision', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-duplicado');
    await claim(database, card.token);
    // The commit started and its process died; the client then declares a transfer.
    await expireClaim(card.token);
    const declared = await declareTransfer(database, ANON, id, 'OP-DUPLICADO');
    expect(declared.ok).toBe(true);

    const recorded = await recordCard(database, card.token, commitAnswer(card));
    expect(recorded.ok && recorded.r).toMatchObject({
      estado: 'aprobado',
      motivo: 'pago_duplicado',
    });
    expect(
      (await paymentsOf(database, id)).map((pago) => [pago.metodo, pago.estado, pago.motivo]),
    ).toEqual([
      ['tarjeta', 'aprobado', 'pago_duplicado'],
      ['transferencia', 'por_verificar', null],
    ]);
    expect((await bookingRow(database, id)).estado).toBe('pendiente');
    expect((await refund(card.pago_id)).ok).toBe(true);
  });

  it('a declined answer on an annulled attempt changes nothing', async () => {
    const id = await book();
    const older = await startCard(database, id, 'tok-anulado-rechazo');
    await startCard(database, id, 'tok-anulado-rechazo-2');
    const late = await recordCard(
      database,
      older.token,
      commitAnswer(older, { response_code: -1, status: 'FAILED' }),
    );
    expect(late.ok && late.r).toMatchObject({ estado: 'anulado', motivo: 'reemplazado' });
  });
});

describe('what may have been committed is settled from Webpay, never annulled blind', () => {
  it('an attempt claimed before, whose booking can no longer be paid, is claimed again to ask Webpay', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-reclamado-antes');
    await claim(database, card.token);
    await expireClaim(card.token);
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [id]);

    const again = await claim(database, card.token);
    expect(again.ok && again.r.reclamado).toBe(true);
    const recorded = await recordCard(database, card.token, commitAnswer(card));
    expect(recorded.ok && recorded.r).toMatchObject({
      estado: 'aprobado',
      motivo: 'reserva_no_disponible',
    });
  });

  it('an attempt never claimed, whose booking can no longer be paid, is annulled: it was never committed', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-nunca-reclamado');
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [id]);
    const claimed = await claim(database, card.token);
    expect(claimed.ok && claimed.r).toMatchObject({
      reclamado: false,
      resultado: { estado: 'anulado', motivo: 'reserva_no_pagable' },
    });
  });

  it('a new card attempt waits for a commit in progress, and leaves one that may have been committed open', async () => {
    const id = await book();
    const first = await startCard(database, id, 'tok-primero');
    await claim(database, first.token);
    const during = await jsonCall(
      database,
      SERVICE,
      'select public.preparar_pago_tarjeta($1, null) as r',
      [id],
    );
    expect(!during.ok && during.error).toMatchObject({ code: 'PT409', hint: 'pago_en_curso' });

    await expireClaim(first.token);
    const second = await startCard(database, id, 'tok-segundo');
    expect(second.orden_compra).toMatch(/-2$/);
    // The first stays open for the sweep, which asks Webpay what became of it.
    expect((await paymentsOf(database, id)).map((pago) => pago.estado)).toEqual([
      'pendiente',
      'pendiente',
    ]);
    const listed = await database.as(SERVICE, (tx) =>
      tx.query<{ token: string }>('select token from public.pagos_sin_retorno()'),
    );
    expect(listed.rows.map((row) => row.token)).not.toContain('tok-segundo');
  });
});

describe('a card commit and a transfer declaration on one booking', () => {
  it('a transfer declared while a card commit is in progress is refused and changes nothing', async () => {
    const id = await book();
    const before = await bookingRow(database, id);
    const card = await startCard(database, id, 'tok-commit-vs-transferencia');
    await claim(database, card.token);
    const declared = await declareTransfer(database, ANON, id, 'OP-EN-CURSO', true);
    expect(!declared.ok && declared.error).toMatchObject({ code: 'PT409', hint: 'pago_en_curso' });
    expect(!declared.ok && declared.error.message).toMatch(/confirmando un pago con tarjeta/);
    expect((await paymentsOf(database, id)).map((pago) => pago.metodo)).toEqual(['tarjeta']);
    expect((await bookingRow(database, id)).estado).toBe(before.estado);
  });

  it('50 connections: card commits race transfer declarations, one outcome per booking, no deadlock', async () => {
    const BOOKINGS = 25;
    const ROUNDS = 6;
    const bookings: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) bookings.push(await book());
    const tally: Record<string, number> = {};
    const unexpected: string[] = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      // Every booking starts over: pending, unpaid, with one card attempt claimed for commit.
      await database.db.query('delete from public.pagos where reserva_id = any($1::uuid[])', [
        bookings,
      ]);
      await database.db.query(
        "update public.reservas set estado = 'pendiente', expira_en = now() + interval '2 hours', metodo_pago = null where id = any($1::uuid[])",
        [bookings],
      );
      const cards: { token: string; attempt: Awaited<ReturnType<typeof startCard>> }[] = [];
      for (const [index, id] of bookings.entries()) {
        const token = `tok-carrera-${String(round)}-${String(index)}`;
        const attempt = await startCard(database, id, token);
        await claim(database, token);
        // Half the commits are late (their claim ran out): the declaration may then go first.
        if (index % 2 === 1) await expireClaim(token);
        cards.push({ token, attempt });
      }

      const outcomes = await together(BOOKINGS * 2, (call) => {
        const index = Math.floor(call / 2);
        const card = cards[index];
        const id = bookings[index] ?? '';
        if (!card) throw new Error('no card');
        return call % 2 === 0
          ? recordCard(database, card.token, commitAnswer(card.attempt))
          : declareTransfer(database, ANON, id, `OP-${String(round)}-${String(index)}`);
      });

      for (const [call, outcome] of outcomes.entries()) {
        const kind = call % 2 === 0 ? 'tarjeta' : 'transferencia';
        if (!outcome.ok) {
          const { code, hint } = outcome.error;
          if (kind === 'transferencia' && (hint === 'pago_en_curso' || hint === 'pago_existente')) {
            tally[`transferencia rechazada (${hint})`] =
              (tally[`transferencia rechazada (${hint})`] ?? 0) + 1;
          } else {
            unexpected.push(`${kind}: ${code} ${hint ?? ''} ${outcome.error.message}`);
          }
        }
      }
      for (const id of bookings) {
        const pagos = await paymentsOf(database, id);
        const counting = pagos.filter(
          (pago) =>
            pago.estado === 'por_verificar' || (pago.estado === 'aprobado' && pago.motivo === null),
        );
        expect(counting).toHaveLength(1);
        const card = pagos.find((pago) => pago.metodo === 'tarjeta');
        // An authorized commit is never lost: it counts, or waits to be refunded.
        expect(card?.estado).toBe('aprobado');
        const outcome =
          card?.motivo === null
            ? 'la tarjeta cuenta'
            : `la transferencia cuenta; tarjeta ${card?.motivo ?? ''}`;
        tally[outcome] = (tally[outcome] ?? 0) + 1;
        const booking = await bookingRow(database, id);
        expect(booking.estado).toBe(card?.motivo === null ? 'confirmada' : 'pendiente');
      }
    }

    expect(unexpected).toEqual([]);
    console.info(
      `[${database.engine}] ${String(ROUNDS)} rondas x ${String(BOOKINGS)} reservas (${String(BOOKINGS * 2)} conexiones a la vez):`,
      JSON.stringify(tally),
    );
  });
});

describe('a transfer keeps the slot 48 hours only with its receipt', () => {
  it('declared without a receipt file, the hold keeps its original end', async () => {
    const id = await book();
    const before = (await bookingRow(database, id)).expira_en;
    const declared = await declareTransfer(database, ANON, id, 'OP-SIN-ARCHIVO');
    expect(declared.ok).toBe(true);
    expect((await bookingRow(database, id)).expira_en).toEqual(before);

    // Announcing a file that never arrives does not keep the slot either.
    const other = await book();
    const otherBefore = (await bookingRow(database, other)).expira_en;
    expect((await declareTransfer(database, ANON, other, 'OP-ARCHIVO-NUNCA', true)).ok).toBe(true);
    expect((await bookingRow(database, other)).expira_en).toEqual(otherBefore);
  });

  it('the 48 hours start when the receipt file is stored (embedded database)', async () => {
    const id = await book();
    const before = (await bookingRow(database, id)).expira_en;
    const declared = await declareTransfer(database, ANON, id, 'OP-CON-ARCHIVO', true);
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    expect((await bookingRow(database, id)).expira_en).toEqual(before);
    const stored = await jsonCall(
      database,
      ANON,
      "select public.guardar_archivo_comprobante($1, 'comprobante.pdf', 'application/pdf', '\\x255044462d'::bytea) as r",
      [pago],
    );
    expect(stored.ok).toBe(true);
    const held = (await bookingRow(database, id)).expira_en?.getTime() ?? 0;
    expect(held - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(held - Date.now()).toBeLessThanOrEqual(48 * HOUR);
  });

  it('the 48 hours start when the uploaded file is recorded (hosted project)', async () => {
    const id = await book();
    const before = (await bookingRow(database, id)).expira_en;
    const declared = await declareTransfer(database, ANON, id, 'OP-EN-STORAGE', true);
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    expect((await bookingRow(database, id)).expira_en).toEqual(before);
    const recorded = await jsonCall(
      database,
      ANON,
      'select public.registrar_archivo_comprobante($1) as r',
      [pago],
    );
    expect(recorded.ok).toBe(true);
    const held = (await bookingRow(database, id)).expira_en?.getTime() ?? 0;
    expect(held - Date.now()).toBeGreaterThan(47.9 * HOUR);
  });
});

describe('a hosted project records only a receipt that is in Storage', () => {
  it('recording an upload that never reached the bucket is refused and keeps nothing', async () => {
    // The Storage table as this rule reads it (a hosted project has the real one).
    await database.db.exec(`
      create schema if not exists storage;
      create table if not exists storage.objects (bucket_id text, name text);
    `);
    const id = await book();
    const before = (await bookingRow(database, id)).expira_en;
    const declared = await declareTransfer(database, ANON, id, 'OP-SIN-SUBIR', true);
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    const missing = await jsonCall(
      database,
      ANON,
      'select public.registrar_archivo_comprobante($1) as r',
      [pago],
    );
    expect(!missing.ok && missing.error.hint).toBe('archivo_invalido');
    expect((await bookingRow(database, id)).expira_en).toEqual(before);

    await database.db.query(
      "insert into storage.objects (bucket_id, name) values ('comprobantes', $1)",
      [pago],
    );
    const uploaded = await jsonCall(
      database,
      ANON,
      'select public.registrar_archivo_comprobante($1) as r',
      [pago],
    );
    expect(uploaded.ok).toBe(true);
    const held = (await bookingRow(database, id)).expira_en?.getTime() ?? 0;
    expect(held - Date.now()).toBeGreaterThan(47.9 * HOUR);
  });
});

describe('retention', () => {
  it('forgets the staff’s words on a rejected transfer, and keeps a card payment’s reason', async () => {
    const id = await book();
    const card = await startCard(database, id, 'tok-retencion');
    await claim(database, card.token);
    await recordCard(database, card.token, commitAnswer(card, { amount: 1000 }));
    const declared = await declareTransfer(database, ANON, id, 'OP-RETENCION');
    const transfer = declared.ok ? String(declared.r.pago_id) : '';
    const rejected = await jsonCall(
      database,
      admin,
      'select public.rechazar_transferencia($1, $2) as r',
      [transfer, 'No encontramos la transferencia de Ana'],
    );
    expect(rejected.ok).toBe(true);

    await database.db.query('select private.olvidar_referencias_de_pago(array[$1]::uuid[])', [id]);
    expect(
      (await paymentsOf(database, id)).map((pago) => [pago.metodo, pago.estado, pago.motivo]),
    ).toEqual([
      ['tarjeta', 'aprobado', 'no_coincide'],
      ['transferencia', 'rechazado', null],
    ]);
  });
});
