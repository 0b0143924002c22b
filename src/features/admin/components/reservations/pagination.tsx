import { buttonClass } from '@/components/ui/button-styles';
import { formatThousands } from '@/lib/format/clp';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const BUTTON = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

export const countLabel = (total: number): string =>
  total === 1 ? '1 reserva' : `${formatThousands(total)} reservas`;

/** Previous/next page buttons and the page number. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  return (
    <nav
      aria-label="Páginas de reservas"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink-muted">
        Página {page} de {pageCount}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => {
            onPage(page - 1);
          }}
          className={buttonClass('secondary', BUTTON)}
        >
          Anterior
        </button>
        <button
          type="button"
          disabled={page >= pageCount}
          onClick={() => {
            onPage(page + 1);
          }}
          className={buttonClass('secondary', BUTTON)}
        >
          Siguiente
        </button>
      </div>
    </nav>
  );
}
