/**
 * Reads what public.abrir_aviso returns (jsonb): the notice to send and what its payload carries
 * of the booking. Shared by the hosted function and the embedded backend, which both call it.
 */
import type { ReservationForWebhook } from './payloads.ts';
import { isNotifyEvent, type NotifyEvent } from './protocol.ts';

export interface OpenedNotice {
  id: string;
  tipo: NotifyEvent;
  intentos: number;
  reserva: ReservationForWebhook | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function parseOpenedNotice(value: unknown): OpenedNotice {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (typeof record.id !== 'string' || !isNotifyEvent(record.tipo)) {
    throw new Error('Respuesta inesperada de abrir_aviso');
  }
  const r = record.reserva;
  const reserva =
    typeof r === 'object' && r !== null
      ? ((row: Record<string, unknown>): ReservationForWebhook => ({
          id: text(row.id),
          nombre: text(row.nombre),
          email: text(row.email),
          telefono: text(row.telefono),
          fecha: text(row.fecha),
          hora: text(row.hora),
          servicio: text(row.servicio),
          precio: Number(row.precio),
          categoria: text(row.categoria),
          ...(row.urgente === true ? { urgente: true } : {}),
        }))(r as Record<string, unknown>)
      : null;
  return {
    id: record.id,
    tipo: record.tipo,
    intentos: typeof record.intentos === 'number' ? record.intentos : Number(record.intentos),
    reserva,
  };
}
