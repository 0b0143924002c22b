import type { SweepSummary } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useSweepCardPayments } from '../../api/use-sweep-card-payments';
import { actionErrorMessage } from './action-error';

/** The sweep's outcome in one line. */
export function sweepSummaryText(summary: SweepSummary): string {
  return `Revisados: ${summary.revisados}. Aprobados: ${summary.aprobados}. Rechazados: ${summary.rechazados}. Anulados: ${summary.anulados}. En curso: ${summary.en_curso}.`;
}

/**
 * Admin: asks Webpay about the card payments that never came back (the client closed the tab) and
 * records the outcome; the summary stays until the next run, in place (not a passing toast).
 */
export function SweepCardPayments() {
  const sweep = useSweepCardPayments();
  const outcome = sweep.isSuccess
    ? { kind: 'exito' as const, text: sweepSummaryText(sweep.data) }
    : sweep.isError
      ? {
          kind: 'error' as const,
          text: actionErrorMessage(sweep.error, 'No se pudieron revisar los pagos con tarjeta.'),
        }
      : null;

  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface p-4">
      <p id="pagos-revisar-descripcion" className="text-sm text-ink-muted">
        Consulta a Webpay por los pagos con tarjeta que quedaron sin respuesta (el cliente cerró la
        página antes de volver) y registra su resultado.
      </p>
      <button
        type="button"
        aria-describedby="pagos-revisar-descripcion"
        disabled={sweep.isPending}
        onClick={() => {
          sweep.mutate();
        }}
        className={buttonClass('secondary', 'disabled:cursor-not-allowed disabled:opacity-60')}
      >
        {sweep.isPending ? 'Revisando pagos...' : 'Revisar pagos con tarjeta sin respuesta'}
      </button>
      <div
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        className={cn(
          outcome && 'rounded-lg border p-3 font-medium',
          outcome?.kind === 'error' && 'border-urgent text-urgent',
          outcome?.kind === 'exito' && 'border-success text-success',
        )}
      >
        {outcome?.text}
      </div>
    </div>
  );
}
