import type { AuditAction, AuditEntry, AuditQuery } from '@/backend/port';

export const AUDIT_PAGE_SIZE = 25;

export const ACTION_LABELS: Record<AuditAction, string> = {
  leer: 'Lectura',
  crear: 'Creación',
  cambiar: 'Cambio',
  eliminar: 'Eliminación',
  exportar: 'Exportación',
  anonimizar: 'Anonimización',
  bloquear: 'Bloqueo',
  retencion: 'Conservación',
};

export const TABLE_LABELS: Record<string, string> = {
  reservas: 'Reservas',
  profiles: 'Usuarios',
  pagos: 'Pagos',
  mensajes_contacto: 'Mensajes de contacto',
  notificaciones: 'Avisos',
  suscriptores: 'Suscriptores',
  auditoria: 'Registro de auditoría',
  valores_referencia: 'Valores de referencia',
};

/** The filters as the form holds them: empty strings are "any". */
export interface AuditFilters {
  actorEmail: string;
  accion: AuditAction | '';
  tabla: string;
  registro: string;
  desde: string;
  hasta: string;
}

export const NO_FILTERS: AuditFilters = {
  actorEmail: '',
  accion: '',
  tabla: '',
  registro: '',
  desde: '',
  hasta: '',
};

export function toAuditQuery(filters: AuditFilters, page: number): AuditQuery {
  const text = (value: string) => value.trim() || undefined;
  return {
    actorEmail: text(filters.actorEmail),
    accion: filters.accion || undefined,
    tabla: text(filters.tabla),
    registro: text(filters.registro),
    desde: text(filters.desde),
    hasta: text(filters.hasta),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** What an entry's detail says, in a short sentence. */
export function detailSummary(entry: AuditEntry): string {
  const { columnas, regla, cantidad } = entry.detalle;
  if (Array.isArray(columnas) && columnas.length > 0)
    return `Campos: ${columnas.map(String).join(', ')}`;
  if (typeof regla === 'string')
    return `Regla ${regla}: ${typeof cantidad === 'number' ? String(cantidad) : '0'} registros`;
  return '';
}
