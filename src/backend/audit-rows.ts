import { addDays, chileDateTimeToUtc } from '../lib/time/chile-time';
import type { AuditEntry, AuditQuery, RetentionReport } from './port';
import type { Json } from './rows';
import { pageRange, searchPattern } from './staff-queries';

// What both adapters share about the audit trail and the retention report, so they filter and
// read alike.

const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toAuditEntry(row: Json): AuditEntry {
  const detalle = row.detalle;
  return {
    id: Number(row.id),
    creadoEn: typeof row.creado_en === 'string' ? row.creado_en : '',
    actor: nullableText(row.actor),
    actorEmail: nullableText(row.actor_email),
    actorRol: nullableText(row.actor_rol),
    accion: String(row.accion) as AuditEntry['accion'],
    tabla: String(row.tabla),
    registro: nullableText(row.registro),
    titular: nullableText(row.titular),
    titularEmail: nullableText(row.titular_email),
    pantalla: nullableText(row.pantalla),
    detalle:
      typeof detalle === 'object' && detalle !== null && !Array.isArray(detalle)
        ? (detalle as Record<string, unknown>)
        : {},
  };
}

export function toRetentionReport(value: unknown): RetentionReport {
  const report: RetentionReport = {};
  if (typeof value !== 'object' || value === null) return report;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const rule = (typeof entry === 'object' && entry !== null ? entry : {}) as Json;
    report[key] = {
      pendientes: Number(rule.pendientes ?? 0),
      aplicados: Number(rule.aplicados ?? 0),
      ...(rule.omitida === true ? { omitida: true } : {}),
    };
  }
  return report;
}

/** The audit query's filters as database values: Chilean days become instants. */
export function auditFilters(query: AuditQuery) {
  const { from, to } = pageRange(query);
  return {
    actorPattern: searchPattern(query.actorEmail),
    accion: query.accion ?? null,
    tabla: query.tabla?.trim() || null,
    registro: query.registro?.trim() || null,
    /** From the start of `desde` in Chile. */
    since: query.desde ? chileDateTimeToUtc(query.desde, '00:00').toISOString() : null,
    /** Before the start of the day after `hasta` in Chile. */
    before: query.hasta ? chileDateTimeToUtc(addDays(query.hasta, 1), '00:00').toISOString() : null,
    offset: from,
    limit: to - from + 1,
  };
}

/** The most entries a record's own trail shows. */
export const RECORD_TRAIL_LIMIT = 200;
