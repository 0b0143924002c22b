import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RecordRead } from '@/components/audit/record-read';
import { Loading, LoadError } from '@/components/ui/load-states';
import { FiltersBar } from './reservations/filters-bar';
import { countLabel, Pagination } from './reservations/pagination';
import {
  PAGE_SIZE,
  readFilters,
  toQuery,
  withFilters,
  type ReservationFilters,
} from './reservations/reservation-filters';
import { ReservationRow } from './reservations/reservation-row';
import { useReservationSearch } from '../api/use-reservation-search';

const COLUMNS = ['Fecha', 'Cliente', 'Servicio', 'Abogado', 'Estado', 'Acciones'] as const;

/**
 * Every booking, searched, filtered and paged in the database (25 a page), newest date first.
 * The filters and the page live in the URL next to the open tab, so a reload keeps them.
 */
export function ReservationsTab() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<ReservationFilters>) => {
      // Page changes are steps the back button returns; filter edits replace the entry.
      setParams((current) => withFilters(current, change), {
        replace: change.pagina === undefined,
      });
    },
    [setParams],
  );

  const query = useReservationSearch(toQuery(filters));

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && filters.pagina > pageCount;
  // A page that no longer exists (the last one emptied, an old link): go to the last one.
  useEffect(() => {
    if (pastTheEnd)
      setParams((current) => withFilters(current, { pagina: pageCount }), {
        replace: true,
      });
  }, [pastTheEnd, pageCount, setParams]);

  let content;
  if (query.isPending) {
    content = <Loading text="Cargando reservas..." />;
  } else if (query.isError) {
    content = (
      <LoadError message="Error al cargar los datos" onRetry={() => void query.refetch()} />
    );
  } else if (query.data.rows.length === 0) {
    content = <p className="text-ink-muted">No hay reservas que coincidan con los filtros</p>;
  } else {
    const updating = query.isPlaceholderData;
    content = (
      <>
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table
            aria-busy={updating || undefined}
            className={`w-full min-w-3xl text-left text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}
          >
            <caption className="sr-only">
              Reservas, de la fecha más reciente a la más antigua
            </caption>
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
              {query.data.rows.map((reservation) => (
                <ReservationRow key={reservation.id} reservation={reservation} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={filters.pagina}
          pageCount={pageCount}
          onPage={(pagina) => {
            update({ pagina });
          }}
        />
      </>
    );
  }

  return (
    <div className="space-y-4 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-ink">Reservas</h2>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {query.data && countLabel(total)}
          {query.isPlaceholderData && ' · Actualizando...'}
        </p>
      </div>
      <FiltersBar filters={filters} onChange={update} />
      <RecordRead
        table="reservas"
        ids={query.data?.rows.map((r) => r.id)}
        screen="admin/reservas"
      />
      {content}
    </div>
  );
}
