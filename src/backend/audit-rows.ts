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
    };
  }
  return report;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  timeZoneName: 'longOffset',
});

/**
 * The instant a Chilean calendar day starts, `days` after `date` (YYYY-MM-DD). Chile changes its
 * clock at midnight, so the offset is read at the day's noon; a filter bound needs no more.
 */
export function chileDayStart(date: string, days = 0): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  const day = noon.toISOString().slice(0, 10);
  const name = offsetFormat.formatToParts(noon).find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') || 'Z';
  return new Date(`${day}T00:00:00${offset}`).toISOString();
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
    since: query.desde ? chileDayStart(query.desde) : null,
    /** Before the start of the day after `hasta` in Chile. */
    before: query.hasta ? chileDayStart(query.hasta, 1) : null,
    offset: from,
    limit: to - from + 1,
  };
}

/** The most entries a record's own trail shows. */
export const RECORD_TRAIL_LIMIT = 200;
