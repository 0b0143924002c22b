import { formatClp } from '@/lib/format/clp';

export interface BreakdownLine {
  label: string;
  amount: number;
  /** How the amount was reached ("11 años × $1.000.000"). */
  detail?: string;
}

interface ResultPanelProps {
  title: string;
  total: number | null;
  lines: readonly BreakdownLine[];
  /** Shown instead of a result while some field is invalid. */
  invalidMessage?: string;
  notes?: readonly string[];
}

/**
 * The result and its breakdown. It is a live region: it is recalculated as the visitor types, and
 * a screen reader hears the new total.
 */
export function ResultPanel({ title, total, lines, invalidMessage, notes = [] }: ResultPanelProps) {
  return (
    <section
      aria-labelledby="resultado"
      aria-live="polite"
      className="calculator-print rounded-xl border border-line bg-surface-2 p-5"
    >
      <h2 id="resultado" className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {total === null ? (
        <p className="mt-3 text-ink-muted">
          {invalidMessage ?? 'Corrige los datos marcados para ver el resultado.'}
        </p>
      ) : (
        <>
          <p className="mt-2 text-3xl font-bold text-ink" data-testid="resultado-total">
            {formatClp(total)}
          </p>
          <table className="mt-4 w-full text-left text-sm text-ink">
            <caption className="sr-only">Detalle del cálculo</caption>
            <tbody>
              {lines.map((line) => (
                <tr key={line.label} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {line.label}
                    {line.detail && (
                      <span className="block text-xs font-normal text-ink-muted">
                        {line.detail}
                      </span>
                    )}
                  </th>
                  <td className="py-2 text-right whitespace-nowrap">{formatClp(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {notes.length > 0 && (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
