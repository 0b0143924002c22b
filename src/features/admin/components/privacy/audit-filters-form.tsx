import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import type { AuditAction } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { ACTION_LABELS, NO_FILTERS, TABLE_LABELS, type AuditFilters } from './audit-model';

const INPUT = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The audit list's filters: applied on 'Filtrar', so typing does not query on each key. */
export function AuditFiltersForm({
  initial,
  onApply,
}: {
  initial: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<AuditFilters>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  return (
    <form
      aria-label="Filtros del registro de auditoría"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        onApply(draft);
      }}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field label="Correo de quien actuó">
        {(id) => (
          <input
            id={id}
            type="search"
            value={draft.actorEmail}
            onChange={(e) => {
              set({ actorEmail: e.target.value });
            }}
            className={INPUT}
          />
        )}
      </Field>
      <Field label="Acción">
        {(id) => (
          <select
            id={id}
            value={draft.accion}
            onChange={(e) => {
              set({ accion: e.target.value as AuditAction | '' });
            }}
            className={INPUT}
          >
            <option value="">Todas</option>
            {Object.entries(ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Tabla">
        {(id) => (
          <select
            id={id}
            value={draft.tabla}
            onChange={(e) => {
              set({ tabla: e.target.value });
            }}
            className={INPUT}
          >
            <option value="">Todas</option>
            {Object.entries(TABLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Identificador del registro">
        {(id) => (
          <input
            id={id}
            value={draft.registro}
            onChange={(e) => {
              set({ registro: e.target.value });
            }}
            className={INPUT}
          />
        )}
      </Field>
      <Field label="Desde">
        {(id) => (
          <input
            id={id}
            type="date"
            value={draft.desde}
            onChange={(e) => {
              set({ desde: e.target.value });
            }}
            className={INPUT}
          />
        )}
      </Field>
      <Field label="Hasta">
        {(id) => (
          <input
            id={id}
            type="date"
            value={draft.hasta}
            onChange={(e) => {
              set({ hasta: e.target.value });
            }}
            className={INPUT}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonClass('primary')}>
          Filtrar
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
          className={buttonClass('secondary')}
        >
          Quitar filtros
        </button>
      </div>
    </form>
  );
}
