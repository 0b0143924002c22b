import type { SupabaseClient } from '@supabase/supabase-js';
import { bankAccount } from '../../content/bank-account';
import { PAYMENT_SERVICE_UNREACHABLE } from '../function-call';
import { PAYMENT_COLUMNS, toBookingPayment, toStaffPayment } from '../payment-rows';
import { BackendError, type BackendPort, type SweepSummary } from '../port';
import type { Json } from '../rows';
import { invokeFunction as invoke } from './invoke-function';
import { check, throwIf } from './results';

/**
 * Payments on hosted Supabase: the Webpay functions (webpay-create, webpay-sweep, webpay-refund;
 * webpay-return is Webpay's own redirect) and the SQL functions for transfers. Receipt files go to
 * the private 'comprobantes' Storage bucket, named after the payment.
 */
export function createSupabasePayments(client: SupabaseClient): BackendPort['pagos'] {
  const ofBooking = async (reservaId: string) =>
    toBookingPayment(check(await client.rpc('estado_pago_reserva', { p_reserva: reservaId })));

  return {
    async startCard(reservaId) {
      const data = (await invoke(client, 'webpay-create', { reservaId })) as Record<
        string,
        unknown
      >;
      if (typeof data.url !== 'string' || typeof data.token !== 'string') {
        throw new BackendError(PAYMENT_SERVICE_UNREACHABLE, 'sin_conexion');
      }
      return { url: data.url, token: data.token, ordenCompra: String(data.ordenCompra) };
    },
    // The return function committed and recorded the payment before redirecting here.
    settleCard: () => Promise.resolve(),
    async declareTransfer({ reservaId, numero, archivo }) {
      const declared = check(
        await client.rpc('declarar_transferencia', {
          p_reserva: reservaId,
          p_numero: numero,
          p_con_archivo: archivo !== undefined,
        }),
      ) as Json | null;
      const pagoId = typeof declared?.pago_id === 'string' ? declared.pago_id : '';
      if (archivo) {
        if (!pagoId) throw new BackendError('No se pudo registrar la transferencia');
        const upload = await client.storage
          .from('comprobantes')
          .upload(pagoId, archivo, { contentType: archivo.type, upsert: false });
        const attached =
          !upload.error &&
          !(await client.rpc('registrar_archivo_comprobante', { p_pago: pagoId })).error;
        // The transfer is recorded already: say so, and where the receipt can still go.
        if (!attached) {
          throw new BackendError(
            `Registramos tu transferencia, pero no pudimos adjuntar el comprobante. Envíalo a ${bankAccount.email} indicando tu código de reserva.`,
            'archivo_invalido',
          );
        }
      }
      return ofBooking(reservaId);
    },
    ofBooking,
    async list() {
      const rows = check(
        await client
          .from('pagos')
          .select(
            `${PAYMENT_COLUMNS}, reservas(nombre, email, fecha, hora, servicio, estado, expira_en)`,
          )
          .order('created_at', { ascending: false })
          .limit(200),
      ) as Json[] | null;
      return (rows ?? []).map(toStaffPayment);
    },
    async verify(pagoId) {
      throwIf((await client.rpc('verificar_transferencia', { p_pago: pagoId })).error);
    },
    async reject(pagoId, motivo) {
      throwIf(
        (await client.rpc('rechazar_transferencia', { p_pago: pagoId, p_motivo: motivo })).error,
      );
    },
    async receipt(pagoId) {
      const { data, error } = await client.storage.from('comprobantes').download(pagoId);
      if (!error) return data;
      // No file under this payment is an answer; anything else is a failure to say so.
      const status = (error as { status?: unknown; statusCode?: unknown }).status;
      if (status === 404 || /not.?found/i.test(error.message)) return null;
      throw new BackendError('No se pudo descargar el comprobante', 'sin_conexion');
    },
    async sweep() {
      return (await invoke(client, 'webpay-sweep', {})) as SweepSummary;
    },
    async refund(pagoId) {
      await invoke(client, 'webpay-refund', { pagoId });
    },
  };
}
