import { toBackendError } from '../errors';
import {
  callFunction,
  PAYMENT_CALL_TIMEOUT_MS,
  PAYMENT_SERVICE_UNREACHABLE,
  functionRefusal,
} from '../function-call';
import { PAYMENT_COLUMNS, toBookingPayment, toStaffPayment } from '../payment-rows';
import { BackendError, type BackendPort, type Session } from '../port';
import type { Json } from '../rows';
import { rowsOf, type Caller } from './caller';
import type { EmbeddedNotifyOptions } from './notify-operations';

interface SweepAnswer {
  token: string;
  estado: string;
  motivo: string | null;
  respuesta: unknown;
}

const ANNUL_REASONS = ['cancelado', 'tiempo_agotado', 'error', 'sin_retorno'] as const;

/**
 * Payments in the embedded mode. The database is the visitor's own, so this backend plays the
 * Webpay functions' database part (as the service role, under the same SQL functions as a hosted
 * project), and the local server's functions, which alone hold Webpay's credentials, talk to
 * Webpay. A payment is recorded only from what that server got from Webpay for a token this
 * database registered, and the SQL refuses an approval whose amount, buy order or booking is not
 * the attempt's own: the API roles can neither write a payment nor confirm a booking with one.
 */
export function createEmbeddedPayments(
  { asCaller, asCallerStored, asServerStored }: Caller,
  currentSession: () => Promise<Session | null>,
  options: EmbeddedNotifyOptions,
): BackendPort['pagos'] {
  const call = (name: string, body: unknown) =>
    callFunction(
      options.functionsUrl,
      name,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      options.fetch,
      options.timeoutMs ?? PAYMENT_CALL_TIMEOUT_MS,
    );
  const failed = (answer: { body: unknown } | null): BackendError => {
    if (!answer) return new BackendError(PAYMENT_SERVICE_UNREACHABLE, 'sin_conexion');
    return functionRefusal(answer.body);
  };

  const ofBooking = (reservaId: string) =>
    asCaller(async (tx) => {
      const { rows } = await tx.query<{ r: unknown }>(
        'select public.estado_pago_reserva($1) as r',
        [reservaId],
      );
      return toBookingPayment(rows[0]?.r);
    });

  /** Records what the local function reports of each token, as the Webpay functions would. */
  async function record(answers: SweepAnswer[]): Promise<void> {
    for (const answer of answers) {
      await asServerStored(async (tx) => {
        if (answer.respuesta && typeof answer.respuesta === 'object') {
          await tx.query('select public.registrar_pago_tarjeta($1, $2::jsonb)', [
            answer.token,
            JSON.stringify(answer.respuesta),
          ]);
        } else if (answer.estado === 'anulado') {
          const motivo = (ANNUL_REASONS as readonly string[]).includes(answer.motivo ?? '')
            ? answer.motivo
            : 'sin_retorno';
          await tx.query('select public.anular_pago_tarjeta($1, null, null, $2)', [
            answer.token,
            motivo,
          ]);
        }
      });
    }
  }

  async function settle(pagos: { token: string; orden: string }[]): Promise<SweepAnswer[]> {
    if (pagos.length === 0) return [];
    const answer = await call('webpay-sweep', { pagos });
    if (!answer || answer.status !== 200) throw failed(answer);
    const resultados = (answer.body as { resultados?: SweepAnswer[] } | null)?.resultados ?? [];
    await record(resultados);
    return resultados;
  }

  async function requireAdmin(): Promise<Session> {
    const session = await currentSession();
    const admin =
      session &&
      (await asCaller(async (tx) => {
        const { rows } = await tx.query<{ ok: boolean }>(
          "select exists (select 1 from public.profiles where user_id = $1 and role = 'admin' and is_active) and auth.jwt() ->> 'aal' = 'aal2' as ok",
          [session.user.id],
        );
        return rows[0]?.ok === true;
      }));
    if (!session || !admin) {
      throw new BackendError('Solo un administrador puede hacer esto', 'acceso_denegado');
    }
    return session;
  }

  return {
    async startCard(reservaId) {
      const session = await currentSession();
      const prepared = await asServerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Json }>(
          'select public.preparar_pago_tarjeta($1, $2) as r',
          [reservaId, session?.user.id ?? null],
        );
        return rows[0]?.r ?? {};
      });
      const answer = await call('webpay-create', {
        reservaId,
        pagoId: prepared.pago_id,
        ordenCompra: prepared.orden_compra,
        monto: prepared.monto,
      });
      const body = (answer?.body ?? {}) as { token?: unknown; url?: unknown };
      if (
        answer?.status !== 200 ||
        typeof body.token !== 'string' ||
        typeof body.url !== 'string'
      ) {
        // Nothing was created at Webpay: the attempt is closed, the slot stays held.
        await asServerStored((tx) =>
          tx.query("select public.anular_pago_tarjeta(null, $1, $2, 'error')", [
            prepared.orden_compra,
            prepared.pago_id,
          ]),
        );
        throw failed(answer);
      }
      const token = body.token;
      await asServerStored((tx) =>
        tx.query('select public.registrar_token_tarjeta($1, $2)', [prepared.pago_id, token]),
      );
      return { url: body.url, token, ordenCompra: String(prepared.orden_compra) };
    },

    async settleCard(ordenCompra) {
      const open = await asServerStored(async (tx) => {
        const { rows } = await tx.query<{ token: string }>(
          "select token from public.pagos where orden_compra = $1 and estado = 'pendiente' and token is not null",
          [ordenCompra],
        );
        return rows;
      });
      await settle(open.map((row) => ({ token: row.token, orden: ordenCompra })));
    },

    async declareTransfer({ reservaId, numero, archivo }) {
      const declared = await asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Json }>(
          'select public.declarar_transferencia($1, $2, $3) as r',
          [reservaId, numero, archivo !== undefined],
        );
        return rows[0]?.r ?? {};
      });
      if (archivo) {
        const bytes = new Uint8Array(await archivo.arrayBuffer());
        await asCallerStored((tx) =>
          tx.query('select public.guardar_archivo_comprobante($1, $2, $3, $4)', [
            declared.pago_id,
            archivo.name,
            archivo.type,
            bytes,
          ]),
        );
      }
      return ofBooking(reservaId);
    },

    ofBooking,

    list: () =>
      asCaller(async (tx) =>
        (
          await rowsOf(
            tx,
            `select (select to_jsonb(x) from (select ${PAYMENT_COLUMNS} from public.pagos q where q.id = p.id) x)
                    || jsonb_build_object('reserva', jsonb_build_object(
                         'nombre', r.nombre, 'email', r.email, 'fecha', r.fecha, 'hora', r.hora,
                         'servicio', r.servicio, 'estado', r.estado, 'expira_en', r.expira_en)) as row
             from public.pagos p join public.reservas r on r.id = p.reserva_id
             order by p.created_at desc limit 200`,
          )
        ).map(toStaffPayment),
      ),

    verify: (pagoId) =>
      asCallerStored(async (tx) => {
        await tx.query('select public.verificar_transferencia($1)', [pagoId]);
      }),

    reject: (pagoId, motivo) =>
      asCallerStored(async (tx) => {
        await tx.query('select public.rechazar_transferencia($1, $2)', [pagoId, motivo]);
      }),

    receipt: (pagoId) =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ tipo: string; datos: Uint8Array }>(
          'select tipo, datos from public.comprobantes_archivos where pago_id = $1',
          [pagoId],
        );
        const row = rows[0];
        return row ? new Blob([new Uint8Array(row.datos)], { type: row.tipo }) : null;
      }),

    async sweep() {
      await requireAdmin();
      const open = await asServerStored(async (tx) => {
        const { rows } = await tx.query<{ token: string; orden_compra: string }>(
          'select token, orden_compra from public.pagos_sin_retorno()',
        );
        return rows;
      });
      const answers = await settle(
        open.map((row) => ({ token: row.token, orden: row.orden_compra })),
      );
      const count = (estado: string) => answers.filter((answer) => answer.estado === estado).length;
      return {
        revisados: answers.length,
        aprobados: count('aprobado'),
        rechazados: count('rechazado'),
        anulados: count('anulado'),
        en_curso: answers.length - count('aprobado') - count('rechazado') - count('anulado'),
      };
    },

    async refund(pagoId) {
      const session = await requireAdmin();
      const ready = await asServerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Json }>(
          'select public.preparar_reembolso($1, $2) as r',
          [pagoId, session.user.id],
        );
        return rows[0]?.r ?? {};
      });
      const answer = await call('webpay-refund', { token: ready.token, monto: ready.monto });
      if (answer?.status !== 200) throw failed(answer);
      const respuesta = (answer.body as { respuesta?: unknown } | null)?.respuesta ?? null;
      try {
        await asServerStored((tx) =>
          tx.query('select public.registrar_reembolso($1, $2::jsonb, $3)', [
            pagoId,
            JSON.stringify(respuesta),
            session.user.id,
          ]),
        );
      } catch (error) {
        throw toBackendError(error);
      }
    },
  };
}
