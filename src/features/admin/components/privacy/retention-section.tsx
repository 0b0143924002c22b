import { useState } from 'react';
import type { RetentionReport } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { RETENTION_RULES } from '@/content/legal/retention';
import { ConfirmDialog } from '../payments/confirm-dialog';
import { useApplyRetention } from '../../api/use-apply-retention';
import { useRetentionPreview } from '../../api/use-retention-preview';
import { RetentionTable } from './retention-table';

/**
 * 'Conservación de datos': the schedule with what is due now (a simulation that runs on opening
 * and changes nothing), and 'Aplicar ahora' after a confirmation, then what it did. The hosted
 * database runs the same function every night.
 */
export function RetentionSection() {
  const [confirming, setConfirming] = useState(false);
  const preview = useRetentionPreview();
  // What the last run applied, shown beside what is due.
  const [applied, setApplied] = useState<RetentionReport>();
  const due = Object.values(preview.data ?? {}).reduce((sum, rule) => sum + rule.pendientes, 0);

  return (
    <section aria-labelledby="conservacion" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="conservacion" className="text-xl font-semibold text-ink">
          Conservación de datos
        </h2>
        <button
          type="button"
          disabled={!preview.isSuccess}
          onClick={() => {
            setConfirming(true);
          }}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
        >
          Aplicar ahora
        </button>
      </div>
      <p className="text-sm text-ink-muted">
        Simulación: lo que vence hoy según los plazos. No se ha cambiado nada hasta que apliques.
      </p>
      {preview.isPending && <Loading text="Calculando lo que vence..." />}
      {preview.isError && (
        <LoadError
          message={`No se pudo calcular lo que vence: ${preview.error.message}`}
          onRetry={() => void preview.refetch()}
        />
      )}
      {preview.isSuccess && (
        <RetentionTable rules={RETENTION_RULES} preview={preview.data} applied={applied} />
      )}
      {applied && (
        <p role="status" className="rounded-lg border border-line bg-surface p-3 text-ink">
          Conservación aplicada. Cada regla que cambió datos quedó en el registro de auditoría.
        </p>
      )}
      {confirming && (
        <ApplyRetentionDialog
          due={due}
          onApplied={setApplied}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </section>
  );
}

/**
 * The confirmation before applying. It owns the run, so a refusal shown in it is gone when the
 * dialog is opened again.
 */
function ApplyRetentionDialog({
  due,
  onApplied,
  onClose,
}: {
  due: number;
  onApplied: (report: RetentionReport) => void;
  onClose: () => void;
}) {
  const apply = useApplyRetention({ onSuccess: onApplied });
  return (
    <ConfirmDialog
      title="Aplicar la conservación ahora"
      confirmLabel="Confirmar y aplicar"
      busyLabel="Aplicando..."
      variant="urgent"
      fallbackError="No se pudo aplicar la conservación."
      run={apply}
      onDone={() => undefined}
      onClose={onClose}
    >
      <p>
        {due === 0
          ? 'Hoy no vence ningún registro; la ejecución no cambiará nada.'
          : `Se anonimizarán, eliminarán o vaciarán ${String(due)} registros vencidos. Esto no se puede deshacer.`}
      </p>
    </ConfirmDialog>
  );
}
