/**
 * Each kind of notice as staff read it: the admin's notice log and the firm's alert e-mail name
 * a kind with these words, so both say the same. No imports but the kinds: the Edge runtime
 * loads it too.
 */
import type { NotifyEvent } from './notice-kinds.ts';

export const NOTICE_KIND_LABELS: Readonly<Record<NotifyEvent, string>> = Object.freeze({
  nueva_reserva: 'Nueva reserva',
  notificacion_abogado: 'Aviso al abogado',
  recordatorio: 'Recordatorio 24 h antes',
  recordatorio_abogado: 'Recordatorio al abogado',
  comprobante: 'Comprobante',
  reagendada: 'Cambio de reserva',
  reagendada_abogado: 'Cambio de reserva al abogado',
  recordatorio_corto: 'Recordatorio 2 h antes',
  aviso_fallido: 'Alerta de aviso fallido',
  test: 'Prueba',
  pago_recibido: 'Comprobante de pago',
  transferencia_rechazada: 'Transferencia rechazada',
  pago_fallido: 'Alerta de pago fallido',
  solicitud_respondida: 'Respuesta a solicitud de datos',
});
