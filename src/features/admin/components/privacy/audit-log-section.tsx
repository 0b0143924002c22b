import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatThousands } from '@/lib/format/clp';
import { AuditEntryTable } from './audit-entry-table';
import { AuditFiltersForm } from './audit-filters-form';
import { useAuditPage } from '../../api/use-audit-page';
import { AUDIT_PAGE_SIZE, NO_FILTERS, toAuditQuery, type AuditFilters } from './audit-model';

const PAGE_BUTTON = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'Registro de auditoría': who read or changed which personal data, when and from which screen,
 * newest first, filtered in the database and paged.
 */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const query = useAuditPage(toAuditQuery(filters, page));
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  let content;
  if (query.isPending) content = <Loading text="Cargando el registro..." />;
  else if (query.isError)
    content = (
      <LoadError
        message={`No se pudo cargar el registro: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.rows.length === 0)
    content = <p className="text-ink-muted">No hay entradas que coincidan con los filtros.</p>;
  else
    content = (
      <>
        <AuditEntryTable
          entries={query.data.rows}
          caption="Registro de auditoría, de la entrada más reciente a la más antigua"
        />
        <nav
          aria-label="Páginas del registro"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-ink-muted">
            Página {page + 1} de {pageCount}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={page === 0}
              onClick={() => {
                setPage(page - 1);
              }}
              className={buttonClass('secondary', PAGE_BUTTON)}
            >
              Anterior
            </button>
            <button
              type="button"
              disabled={page + 1 >= pageCount}
              onClick={() => {
                setPage(page + 1);
              }}
              className={buttonClass('secondary', PAGE_BUTTON)}
            >
              Siguiente
            </button>
          </div>
        </nav>
      </>
    );

  return (
    <section aria-labelledby="registro-auditoria" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="registro-auditoria" className="text-xl font-semibold text-ink">
          Registro de auditoría
        </h2>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {query.data && (total === 1 ? '1 entrada' : `${formatThousands(total)} entradas`)}
        </p>
      </div>
      <AuditFiltersForm
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {content}
    </section>
  );
}
