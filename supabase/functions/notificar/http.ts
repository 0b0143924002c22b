/** The status of each refusal of the notification function; the rest is shared (../_shared/http). */
export {
  clientAddress,
  json,
  MAX_BODY_CHARS,
  preflight,
  readJsonBody,
  type ServeInfo,
} from '../_shared/http.ts';

const STATUS_BY_CODE: Record<string, number> = {
  acceso_denegado: 403,
  aviso_vencido: 403,
  reserva_no_encontrada: 404,
  aviso_no_encontrado: 404,
  aviso_enviado: 409,
  aviso_agotado: 409,
  aviso_en_curso: 409,
  reserva_inactiva: 409,
  tipo_invalido: 400,
  limite_avisos: 429,
};

export const refusalStatus = (codigo: string): number => STATUS_BY_CODE[codigo] ?? 400;
