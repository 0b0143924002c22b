import { showMessage } from '@/components/feedback/show-message';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatLongDate } from '@/lib/format/dates';
import { useCorrectReferenceValue } from '../../api/use-correct-reference-value';
import { useReferenceValues } from '../../api/use-reference-values';
import { ReferenceValueForm } from './reference-value-form';
import { REFERENCE_LABELS } from './reference-value-labels';

const pesos = (value: number, decimals: number): string =>
  `$${value.toLocaleString('es-CL', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;

/**
 * 'Valores de referencia': the UF, UTM and ingreso mínimo the calculators use, each with its date
 * and source, and a form to enter one by hand when the source is wrong or late (kept in the
 * audit log with its reason).
 */
export function ReferenceValuesTab() {
  const values = useReferenceValues();
  const correct = useCorrectReferenceValue({
    // Said before the values are read again; the form stays busy until they are.
    onSuccess: (_result, entry) => {
      showMessage(
        'exito',
        `Valor guardado: ${REFERENCE_LABELS[entry.codigo]}. Quedó registrado en la auditoría.`,
      );
    },
  });
  return (
    <section aria-labelledby="valores-referencia" className="space-y-4">
      <h2 id="valores-referencia" className="text-xl font-semibold text-ink">
        Valores de referencia
      </h2>
      <p className="text-sm text-ink-muted">
        Los valores que usan las calculadoras. La UF y la UTM se leen de la CMF una vez al día; si
        la fuente no responde, se sigue usando el último valor guardado, con su fecha.
      </p>
      {values.isPending && <Loading text="Cargando los valores..." />}
      {values.isError && (
        <LoadError
          message={`No se pudieron cargar los valores: ${values.error.message}`}
          onRetry={() => void values.refetch()}
        />
      )}
      {values.isSuccess && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Valor</th>
              <th scope="col">Pesos</th>
              <th scope="col">Fecha</th>
              <th scope="col">Fuente</th>
            </tr>
          </thead>
          <tbody>
            {values.data.map((row) => (
              <tr key={row.codigo}>
                <th scope="row">{REFERENCE_LABELS[row.codigo]}</th>
                <td>{pesos(row.valor, row.codigo === 'uf' ? 2 : 0)}</td>
                <td>{formatLongDate(row.fecha)}</td>
                <td>{row.origen === 'manual' ? `${row.fuente} (a mano)` : row.fuente}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="text-lg font-semibold text-ink">Corregir un valor</h3>
      <ReferenceValueForm
        onSubmit={async (entry) => {
          try {
            await correct.mutateAsync(entry);
          } catch {
            // Shown by the page's toaster, from the hook's meta; the form stays as it was.
          }
        }}
      />
    </section>
  );
}
