import type { BlockReason, ErasureReport } from './port';
import type { Json } from './rows';

// The report private.suprimir_titular returns, read defensively: a field the database left out
// becomes empty, never an exception on the screen that tells the person what was erased.

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null) : [];

export function toErasureReport(row: unknown): ErasureReport {
  const report = (typeof row === 'object' && row !== null ? row : {}) as Json;
  return {
    fecha: text(report.fecha),
    eliminados: list(report.eliminados).map((e) => ({ tabla: text(e.tabla), id: text(e.id) })),
    anonimizados: list(report.anonimizados).map((a) => ({
      id: text(a.id),
      codigo: text(a.codigo),
      fecha: text(a.fecha),
      servicio: text(a.servicio),
    })),
    bloqueados: list(report.bloqueados).map((b) => ({
      id: text(b.id),
      codigo: text(b.codigo),
      fecha: text(b.fecha),
      servicio: text(b.servicio),
      hasta: text(b.hasta),
      motivos: list(b.motivos).map((m): BlockReason => ({
        codigo: text(m.codigo),
        texto: text(m.texto),
        hasta: text(m.hasta),
      })),
      conserva: Array.isArray(b.conserva) ? b.conserva.map(text) : [],
    })),
  };
}
