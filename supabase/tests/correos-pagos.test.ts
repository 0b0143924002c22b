import { sqlScheduleStore } from '../../src/backend/embedded/schedule-store';
import { clockAt as moveClock } from './support/clock';
import type { NoticeOutcome } from '../functions/_shared/notify/deliver-notice';
import { EMAIL_ONLY_EVENTS } from '../functions/_shared/notify/notice-kinds';
import type { OpenedNotice } from '../functions/_shared/notify/opened-notice';
import { runScheduledNotices } from '../functions/_shared/notify/scheduled-run';
import { attempt } from './support/calls';
import { raiseUnverifiedCeilings } from './support/ceilings';
import {
  claim,
  commitAnswer,
  declareTransfer,
  jsonCall,
  paidBookings,
  recordCard,
  SERVICE,
  startCard,
} from './support/payments';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// The e-mails of a payment and of a rights request's answer: each state change queues exactly one
// e-mail notice in its own transaction (never a webhook one), and the schedule sends it once.

let database: TestDatabase;
let admin: Caller;
let abogado: Caller;
let book: (caller?: Caller) => Promise<string>;

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  admin = await database.createUser('admin-correos-pagos@ejemplo.cl', 'admin');
  abogado = await database.createUser('abogado-correos-pagos@ejemplo.cl', 'abogado');
  book = paidBookings(database, 'correos-pagos');
});
afterAll(() => database.close());

const store = sqlScheduleStore((fn) => database.as(SERVICE, fn));

const clockAt = (instant: Date | null) => moveClock(database, instant);

/** One run of the schedule; what it sent of these kinds (and the alerts, with `refuse`). */
async function runSchedule(
  refuse: (notice: OpenedNotice) => boolean = () => false,
): Promise<OpenedNotice[]> {
  const sent: OpenedNotice[] = [];
  const deliver = async (notice: OpenedNotice): Promise<NoticeOutcome> => {
    await Promise.resolve();
    if (refuse(notice))
      return { resultado: 'fallido', error: 'HTTP 422: dirección', response: null };
    sent.push(notice);
    return { resultado: 'enviado', response: { id: notice.id } };
  };
  await runScheduledNotices({ store, deliver, log: () => undefined });
  return sent.filter(
    (notice) =>
      (EMAIL_ONLY_EVENTS as readonly string[]).includes(notice.tipo) ||
      notice.alerta?.tipo === 'solicitud_respondida',
  );
}

/** The e-mail-only notices in the log, for a booking or a request. */
async function logOf(column: 'reserva_id' | 'solicitud_id', id: string) {
  const { rows } = await database.db.query<{
    tipo: string;
    canal: string;
    estado: string;
    pago_id: string | null;
  }>(
    `select tipo, canal, estado, pago_id from public.notificaciones
     where ${column} = $1 and tipo = any($2) order by created_at, tipo`,
    [id, [...EMAIL_ONLY_EVENTS]],
  );
  return rows;
}

async function cardPayment(answer: Record<string, unknown> = {}) {
  const reserva = await book();
  const card = await startCard(database, reserva, `tok-${reserva}`);
  const claimed = await claim(database, card.token);
  if (!claimed.ok) throw new Error(claimed.error.message);
  const recorded = await recordCard(database, card.token, commitAnswer(card, answer));
  if (!recorded.ok) throw new Error(recorded.error.message);
  return { reserva, pago: card.pago_id, estado: recorded.r.estado };
}

async function declaredTransfer() {
  const reserva = await book();
  const declared = await declareTransfer(database, ANON, reserva, 'OP-246810');
  if (!declared.ok) throw new Error(declared.error.message);
  return { reserva, pago: String(declared.r.pago_id) };
}

describe("a payment's e-mails", () => {
  it('a card Webpay approves queues the receipt, sent once with the authorization code and last 4 digits', async () => {
    const { reserva, pago, estado } = await cardPayment();
    expect(estado).toBe('aprobado');
    expect(await logOf('reserva_id', reserva)).toEqual([
      { tipo: 'pago_recibido', canal: 'email', estado: 'pendiente', pago_id: pago },
    ]);

    const sent = (await runSchedule()).filter((notice) => notice.reserva?.id === reserva);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pago).toMatchObject({
      id: pago,
      monto: 35000,
      metodo: 'tarjeta',
      estado: 'aprobado',
      fecha: '2026-11-23',
      hora: '12:00',
      codigo_autorizacion: '1213',
      ultimos_digitos: '6623',
      motivo: null,
      codigo_respuesta: null,
    });
    expect(sent[0]?.reserva?.token_gestion).toMatch(/^[0-9a-f]{64}$/);
    expect((await runSchedule()).filter((notice) => notice.reserva?.id === reserva)).toEqual([]);
    expect((await logOf('reserva_id', reserva))[0]?.estado).toBe('enviado');
  });

  it("a card Webpay refuses alerts the firm once, with Webpay's code and nothing of the card", async () => {
    const { reserva, estado } = await cardPayment({
      status: 'FAILED',
      response_code: -1,
      authorization_code: '000000',
    });
    expect(estado).toBe('rechazado');
    expect((await logOf('reserva_id', reserva)).map((row) => row.tipo)).toEqual(['pago_fallido']);

    const sent = (await runSchedule()).filter((notice) => notice.reserva?.id === reserva);
    expect(sent.map((notice) => `${notice.tipo}/${notice.canal}`)).toEqual(['pago_fallido/email']);
    expect(sent[0]?.pago).toMatchObject({
      codigo_respuesta: -1,
      codigo_autorizacion: null,
      ultimos_digitos: null,
    });
    // The firm's alert never carries the client's link.
    expect(sent[0]?.reserva?.token_gestion).toBeNull();
    expect(await runSchedule()).toEqual([]);
  });

  it('a transfer staff verify queues the receipt, sent once', async () => {
    const { reserva, pago } = await declaredTransfer();
    const verified = await jsonCall(
      database,
      abogado,
      'select public.verificar_transferencia($1) as r',
      [pago],
    );
    expect(verified.ok).toBe(true);
    expect(await logOf('reserva_id', reserva)).toEqual([
      { tipo: 'pago_recibido', canal: 'email', estado: 'pendiente', pago_id: pago },
    ]);
    const sent = (await runSchedule()).filter((notice) => notice.reserva?.id === reserva);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pago).toMatchObject({
      metodo: 'transferencia',
      codigo_autorizacion: null,
      ultimos_digitos: null,
    });
    expect(await runSchedule()).toEqual([]);
  });

  it("a transfer staff reject queues the client's e-mail with the reason, sent once even if the booking expired", async () => {
    const { reserva, pago } = await declaredTransfer();
    const rejected = await jsonCall(
      database,
      admin,
      'select public.rechazar_transferencia($1, $2) as r',
      [pago, 'El monto no coincide con el de la reserva.'],
    );
    expect(rejected.ok).toBe(true);
    expect((await logOf('reserva_id', reserva)).map((row) => row.tipo)).toEqual([
      'transferencia_rechazada',
    ]);
    // The booking is released before the run: the notice still tells what happened.
    await database.db.query(
      "update public.reservas set estado = 'expirada', expira_en = now() - interval '1 minute' where id = $1",
      [reserva],
    );
    const sent = (await runSchedule()).filter((notice) => notice.reserva?.id === reserva);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pago).toMatchObject({
      estado: 'rechazado',
      motivo: 'El monto no coincide con el de la reserva.',
      pagar_hasta: null,
    });
    expect(await runSchedule()).toEqual([]);
  });

  it('a rejected transfer whose booking is still held tells until when', async () => {
    const { reserva, pago } = await declaredTransfer();
    await jsonCall(database, admin, 'select public.rechazar_transferencia($1, $2) as r', [
      pago,
      'No encontramos la transferencia.',
    ]);
    const { rows } = await database.db.query<{ hasta: string }>(
      `select to_char(expira_en at time zone 'America/Santiago', 'YYYY-MM-DD HH24:MI') as hasta
       from public.reservas where id = $1 and estado = 'pendiente'`,
      [reserva],
    );
    const sent = (await runSchedule()).filter((notice) => notice.reserva?.id === reserva);
    const held = sent[0]?.pago?.pagar_hasta;
    expect(held ? `${held.fecha} ${held.hora}` : null).toBe(rows[0]?.hasta ?? null);
  });

  it('never exist on the webhook', async () => {
    const reserva = await book();
    for (const tipo of EMAIL_ONLY_EVENTS) {
      const refused = await attempt(
        database,
        SERVICE,
        "insert into public.notificaciones (reserva_id, tipo, canal) values ($1, $2, 'webhook')",
        [reserva, tipo],
      );
      expect(refused.ok ? 'insertada' : refused.error.message).toMatch(
        /notificaciones_solo_correo/,
      );
    }
  });
});

describe("a rights request's answer", () => {
  let requests = 0;
  async function request(): Promise<string> {
    requests += 1;
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.solicitudes_derechos (codigo, derecho, email, nombre, detalle, verificada_por, vence_en)
       values ($1, 'acceso', 'titular-correos@ejemplo.cl', 'Beatriz Rojas',
               'Quiero saber qué datos míos tienen.', 'codigo_email', current_date + 30)
       returning id`,
      [`SD-C0CAFE${String(requests).padStart(2, '0')}`],
    );
    return rows[0]?.id ?? '';
  }

  it.each([
    ['answered', 'select public.solicitud_responder($1, $2) as r', 'respondida'],
    ['denied', 'select public.solicitud_rechazar($1, $2) as r', 'rechazada'],
  ])(
    '%s queues one e-mail to the requester, with no booking, sent once',
    async (_, sql, estado) => {
      const id = await request();
      const answered = await jsonCall(database, admin, sql, [
        id,
        'Le enviamos la información que pidió por este medio.',
      ]);
      expect(answered.ok).toBe(true);
      expect(await logOf('solicitud_id', id)).toEqual([
        { tipo: 'solicitud_respondida', canal: 'email', estado: 'pendiente', pago_id: null },
      ]);
      const sent = (await runSchedule()).filter((notice) => notice.tipo === 'solicitud_respondida');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.reserva).toBeNull();
      expect(sent[0]?.solicitud).toMatchObject({
        derecho: 'acceso',
        estado,
        email: 'titular-correos@ejemplo.cl',
        nombre: 'Beatriz Rojas',
      });
      // Never the answer's text.
      expect(JSON.stringify(sent[0])).not.toContain('Le enviamos');
      expect(await runSchedule()).toEqual([]);
      expect((await logOf('solicitud_id', id))[0]?.estado).toBe('enviado');
    },
  );

  it('that fails 3 times alerts the firm once on the webhook, with no booking', async () => {
    const id = await request();
    await jsonCall(database, admin, 'select public.solicitud_responder($1, $2) as r', [
      id,
      'Le enviamos la información que pidió por este medio.',
    ]);
    const refuse = (notice: OpenedNotice) => notice.tipo === 'solicitud_respondida';
    const start = Date.now();
    try {
      for (const minutes of [0, 6, 27]) {
        await clockAt(new Date(start + minutes * 60_000));
        expect(await runSchedule(refuse)).toEqual([]);
      }
      await clockAt(new Date(start + 28 * 60_000));
      const alerts = await runSchedule(refuse);
      expect(alerts.map((notice) => `${notice.tipo}/${notice.canal}`)).toEqual([
        'aviso_fallido/webhook',
      ]);
      expect(alerts[0]?.reserva).toBeNull();
      expect(alerts[0]?.alerta).toMatchObject({
        tipo: 'solicitud_respondida',
        canal: 'email',
        intentos: 3,
      });
      expect(await runSchedule(refuse)).toEqual([]);
    } finally {
      await clockAt(null);
    }
    expect((await logOf('solicitud_id', id))[0]?.estado).toBe('fallido');
  });
});
