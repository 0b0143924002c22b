import type { Absence } from '@/backend/port';
import { showMessage } from '@/components/feedback/show-message';
import { formatLongDate } from '@/lib/format/dates';
import { ABSENCE_LABELS } from './agenda-labels';
import { AbsenceForm } from './absence-form';
import { useAddAbsence } from './use-add-absence';
import { useRemoveAbsence } from './use-remove-absence';

/** "1 de diciembre de 2026", or "1 de diciembre de 2026 al 5 de diciembre de 2026". */
export function absenceSpan(absence: Pick<Absence, 'desde' | 'hasta'>): string {
  const first = formatLongDate(absence.desde);
  return absence.desde === absence.hasta ? first : `${first} al ${formatLongDate(absence.hasta)}`;
}

interface AbsencesEditorProps {
  abogadoId: string;
  /** Whose absences, when the screen shows several lawyers: names the form and the buttons. */
  owner?: string;
  ausencias: readonly Absence[];
}

/**
 * A lawyer's upcoming absences, each with a remove button, and the form to add one. The admin
 * uses it for any lawyer and a lawyer for themselves; the database refuses anything else.
 */
export function AbsencesEditor({ abogadoId, owner, ausencias }: AbsencesEditorProps) {
  const whose = owner ? ` de ${owner}` : '';
  const add = useAddAbsence({
    onSuccess: (_result, absence) => {
      showMessage('exito', `Ausencia registrada: ${absenceSpan(absence)}.`);
    },
  });
  const remove = useRemoveAbsence({
    onSuccess: () => {
      showMessage('exito', 'Ausencia eliminada.');
    },
  });
  return (
    <div className="space-y-3">
      {ausencias.length === 0 ? (
        <p className="text-sm text-ink-muted">Sin ausencias próximas.</p>
      ) : (
        <ul className="space-y-2">
          {ausencias.map((absence) => (
            <li
              key={absence.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
            >
              <span>
                <strong className="font-semibold">{ABSENCE_LABELS[absence.motivo]}</strong>:{' '}
                {absenceSpan(absence)}
              </span>
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={`Quitar ausencia${whose}: ${absenceSpan(absence)}`}
                onClick={() => {
                  remove.mutate(absence.id);
                }}
                className="rounded px-2 py-1 text-sm font-medium text-urgent underline hover:no-underline disabled:opacity-60"
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <AbsenceForm
        label={`Agregar ausencia${whose}`}
        onSubmit={async (draft) => {
          await add.mutateAsync({ abogadoId, ...draft });
        }}
      />
    </div>
  );
}
