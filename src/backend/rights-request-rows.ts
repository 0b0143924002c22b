import { BackendError, type BackendErrorCode } from './port';
import type {
  NewRightsRequest,
  RightKind,
  RightsRequest,
  RightsRequestPublicStatus,
  RightsRequestReceipt,
  RightsRequestStatus,
} from './rights-requests-port';
import type { Json } from './rows';

/** Rows of the rights-request functions, shared by both adapters. */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** A date column as YYYY-MM-DD, whether it came as text or as an ISO timestamp. */
const day = (value: unknown): string => text(value).slice(0, 10);
const dayOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? day(value) : null;

/** The parameters of public.registrar_solicitud_derechos, in order. */
export function fileParams(request: NewRightsRequest) {
  return {
    p_derecho: request.derecho,
    p_email: request.email,
    p_nombre: request.nombre,
    p_detalle: request.detalle,
    p_codigo: request.codigo,
  };
}

/**
 * The acknowledgement, or the refusal of the identity check: the database returns that as data
 * (so the failed attempt stays counted) and it is raised here.
 */
export function toReceipt(row: Json | null): RightsRequestReceipt {
  if (!row) throw new BackendError('No se pudo registrar la solicitud');
  if (typeof row.error === 'string') {
    throw new BackendError(
      text(row.mensaje) || 'No pudimos verificar tu identidad',
      row.error as BackendErrorCode,
    );
  }
  return {
    codigo: text(row.codigo),
    derecho: text(row.derecho) as RightKind,
    recibidaEn: text(row.recibida_en),
    venceEn: day(row.vence_en),
  };
}

export function toPublicStatus(row: Json | null): RightsRequestPublicStatus | null {
  if (!row) return null;
  return {
    ...toReceipt(row),
    estado: text(row.estado) as RightsRequestStatus,
    prorrogaHasta: dayOrNull(row.prorroga_hasta),
    prorrogaMotivo: textOrNull(row.prorroga_motivo),
    respondidaEn: textOrNull(row.respondida_en),
    respuestaDisponible: row.respuesta_disponible === true || typeof row.respuesta === 'string',
    respuesta: textOrNull(row.respuesta),
  };
}

export function toRightsRequest(row: Json): RightsRequest {
  return {
    id: text(row.id),
    codigo: text(row.codigo),
    derecho: text(row.derecho) as RightKind,
    email: text(row.email),
    nombre: text(row.nombre),
    detalle: text(row.detalle),
    verificadaPor: text(row.verificada_por) as RightsRequest['verificadaPor'],
    reservaId: textOrNull(row.reserva_id),
    recibidaEn: text(row.recibida_en),
    venceEn: day(row.vence_en),
    prorrogaHasta: dayOrNull(row.prorroga_hasta),
    prorrogaMotivo: textOrNull(row.prorroga_motivo),
    plazo: day(row.plazo),
    estado: text(row.estado) as RightsRequestStatus,
    respuesta: textOrNull(row.respuesta),
    motivoRechazo: textOrNull(row.motivo_rechazo),
    respondidaEn: textOrNull(row.respondida_en),
    respondidaPorEmail: textOrNull(row.respondida_por_email),
    resultado:
      row.resultado && typeof row.resultado === 'object'
        ? (row.resultado as Record<string, unknown>)
        : null,
  };
}
