import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackendPort } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { RETENTION_RULES } from '@/content/legal/retention';
import { closeDialog, PaymentDialog } from '../payments/payment-dialog';
import { AUDIT_KEY } from './audit-queries';
import { RetentionTable } from './retention-table';

export const RETENTION_PREVIEW_KEY = ['retencion', 'simulacion'] as const;

/**
 * 'Conservación de datos': the schedule with what is due now (a simulation that runs on opening
 * and changes nothing), and 'Aplicar ahora' after a confirmation, then what it did. The hosted
 * database runs the same function every night.
 */
export function RetentionSection({ backend }: { backend: BackendPort }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({
    queryKey: RETENTION_PREVIEW_KEY,
    queryFn: () => backend.retencion.preview(),
  });
  const apply = useMutation({
    mutationFn: () => backend.retencion.apply(),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: RETENTION_PREVIEW_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
  const due = Object.values(preview.data ?? {}).reduce((sum, rule) => sum + rule.pendientes, 0);

  return (
    <section aria-labelledby="conservacion" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="conservacion" className="text-xl font-semibold text-ink">
          Conservación de datos
        </h2>
        <button
          type="button"
          disabled={!preview.isSuccess || apply.isPending}
          onClick={() => {
            apply.reset();
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
        <RetentionTable rules={RETENTION_RULES} preview={preview.data} applied={apply.data} />
      )}
      {apply.isSuccess && (
        <p role="status" className="rounded-lg border border-line bg-surface p-3 text-ink">
          Conservación aplicada. Cada regla que cambió datos quedó en el registro de auditoría.
        </p>
      )}
      {confirming && (
        <PaymentDialog
          title="Aplicar la conservación ahora"
          busy={apply.isPending}
          onClose={() => {
            setConfirming(false);
          }}
        >
          <p>
            {due === 0
              ? 'Hoy no vence ningún registro; la ejecución no cambiará nada.'
              : `Se anonimizarán, eliminarán o vaciarán ${String(due)} registros vencidos. Esto no se puede deshacer.`}
          </p>
          {apply.isError && (
            <p role="alert" className="rounded-lg border border-urgent p-3 font-medium text-urgent">
              {apply.error.message || 'No se pudo aplicar la conservación.'}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              data-autofocus
              disabled={apply.isPending}
              onClick={(event) => {
                closeDialog(event.currentTarget);
              }}
              className={buttonClass('secondary', 'disabled:opacity-60')}
            >
              Volver
            </button>
            <button
              type="button"
              disabled={apply.isPending}
              onClick={() => {
                apply.mutate();
              }}
              className={buttonClass('urgent', 'disabled:opacity-60')}
            >
              {apply.isPending ? 'Aplicando...' : 'Confirmar y aplicar'}
            </button>
          </div>
        </PaymentDialog>
      )}
    </section>
  );
}
