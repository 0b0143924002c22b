/** The HTTP status of each refusal of the Webpay functions, and their shared messages. */

const STATUS_BY_CODE: Record<string, number> = {
  acceso_denegado: 403,
  reserva_no_encontrada: 404,
  pago_no_encontrado: 404,
  pago_existente: 409,
  transferencia_en_revision: 409,
  pago_en_curso: 409,
  reserva_vencida: 409,
  reembolso_invalido: 409,
  // The booking is a no-show: its state, not the request, stands in the way (like the above).
  no_asistio: 409,
  demasiados_intentos: 429,
  sin_cobro: 400,
};

export const refusalStatus = (codigo: string): number => STATUS_BY_CODE[codigo] ?? 400;

export const WEBPAY_UNREACHABLE =
  'No pudimos conectar con Webpay. Inténtalo de nuevo en unos minutos o paga por transferencia.';
