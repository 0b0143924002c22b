import type { RetentionReport } from '@/backend/port';
import {
  retentionPeriod,
  type RetentionAction,
  type RetentionRule,
} from '@/content/legal/retention';
import { formatThousands } from '@/lib/format/clp';

export const ACTION_LABELS: Record<RetentionAction, string> = {
  anonimizar: 'Anonimizar',
  eliminar: 'Eliminar',
  vaciar: 'Vaciar el contenido',
};

/**
 * The step of the retention run that is not a schedule rule: bookings kept blocked after their
 * holder asked for erasure (a paid booking's accounting record, a consultation that was ahead).
 * When the block ends, the rest is anonymised at the next run, with no further period: the person
 * already asked for erasure.
 */
export const BLOCK_END_STEP = {
  key: 'bloqueos_vencidos',
  data: 'Reservas bloqueadas cuyo plazo legal terminó',
  period: 'Al terminar el bloqueo',
  note: 'La persona ya pidió suprimirlas: no esperan otro plazo',
  action: 'anonimizar',
} as const satisfies { key: string; action: RetentionAction } & Record<string, string>;

/** What one rule has due in a report. */
export function dueLabel(report: RetentionReport | undefined, key: string): string {
  const entry = report?.[key];
  return entry ? formatThousands(entry.pendientes) : '—';
}

/** What one rule applied in a run. */
function appliedLabel(report: RetentionReport, key: string): string {
  return formatThousands(report[key]?.aplicados ?? 0);
}

interface RetentionTableProps {
  rules: readonly RetentionRule[];
  /** What is due now (the simulation); undefined while it runs. */
  preview: RetentionReport | undefined;
  /** What the last run applied, once it ran. */
  applied?: RetentionReport;
}

/** The retention schedule, one row per rule, with what is due now and what a run applied. */
export function RetentionTable({ rules, preview, applied }: RetentionTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-3xl text-left text-sm">
        <caption className="sr-only">Plazos de conservación y registros vencidos</caption>
        <thead className="bg-surface-2 text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Datos
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Plazo
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Acción
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Vencidos ahora
            </th>
            {applied && (
              <th scope="col" className="px-3 py-2 font-semibold">
                Aplicados
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.key} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-3 text-left font-normal text-ink">
                {rule.data}
              </th>
              <td className="px-3 py-3 text-ink">
                {retentionPeriod(rule)}
                <span className="block text-ink-muted">desde {rule.from}</span>
              </td>
              <td className="px-3 py-3 text-ink">{ACTION_LABELS[rule.action]}</td>
              <td className="px-3 py-3 text-ink">{dueLabel(preview, rule.key)}</td>
              {applied && (
                <td className="px-3 py-3 font-medium text-ink">
                  {appliedLabel(applied, rule.key)}
                </td>
              )}
            </tr>
          ))}
          <tr className="border-t border-line align-top">
            <th scope="row" className="px-3 py-3 text-left font-normal text-ink">
              {BLOCK_END_STEP.data}
            </th>
            <td className="px-3 py-3 text-ink">
              {BLOCK_END_STEP.period}
              <span className="block text-ink-muted">{BLOCK_END_STEP.note}</span>
            </td>
            <td className="px-3 py-3 text-ink">{ACTION_LABELS[BLOCK_END_STEP.action]}</td>
            <td className="px-3 py-3 text-ink">{dueLabel(preview, BLOCK_END_STEP.key)}</td>
            {applied && (
              <td className="px-3 py-3 font-medium text-ink">
                {appliedLabel(applied, BLOCK_END_STEP.key)}
              </td>
            )}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
