import type { AuditEntry } from '@/backend/port';
import { formatInstant } from '../notifications/notification-labels';
import { ACTION_LABELS, detailSummary, TABLE_LABELS } from './audit-model';

const COLUMNS = ['Fecha', 'Quién', 'Acción', 'Registro', 'Titular', 'Pantalla', 'Detalle'] as const;

/** Audit entries, newest first, as a table. */
export function AuditEntryTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-3xl text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-ink">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-line align-top">
              <td className="px-3 py-2 text-ink">{formatInstant(entry.creadoEn)}</td>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="block break-all text-ink">
                  {entry.actorEmail ?? 'Proceso automático'}
                </span>
                {entry.actorRol && <span className="text-ink-muted">{entry.actorRol}</span>}
              </th>
              <td className="px-3 py-2 text-ink">{ACTION_LABELS[entry.accion]}</td>
              <td className="px-3 py-2 text-ink">
                <span className="block">{TABLE_LABELS[entry.tabla] ?? entry.tabla}</span>
                {entry.registro && (
                  <span className="block break-all font-mono text-xs text-ink-muted">
                    {entry.registro}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 break-all text-ink">{entry.titularEmail ?? '—'}</td>
              <td className="px-3 py-2 text-ink">{entry.pantalla ?? '—'}</td>
              <td className="px-3 py-2 text-ink-muted">{detailSummary(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
