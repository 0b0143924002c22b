import type { StaffPayment } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { matchesFilter, PAYMENT_FILTERS, type PaymentFilter } from './payment-filters';

interface PaymentFiltersBarProps {
  payments: readonly StaffPayment[];
  filter: PaymentFilter;
  onFilter: (filter: PaymentFilter) => void;
  text: string;
  onText: (text: string) => void;
}

/** The four filters, each with its count, and the search box (it filters as one types). */
export function PaymentFiltersBar({
  payments,
  filter,
  onFilter,
  text,
  onText,
}: PaymentFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label="Filtros de pagos"
      onSubmit={(event) => {
        event.preventDefault();
      }}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 lg:grid-cols-[auto_1fr] lg:items-start"
    >
      <div role="group" aria-label="Mostrar" className="flex flex-wrap gap-2 lg:mt-6">
        {PAYMENT_FILTERS.map(({ id, label }) => {
          const count = payments.filter((p) => matchesFilter(p, id)).length;
          const active = id === filter;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={active}
              onClick={() => {
                onFilter(id);
              }}
              className={buttonClass(active ? 'primary' : 'secondary', 'px-3 py-1.5 text-sm')}
            >
              {label} ({count})
            </button>
          );
        })}
      </div>
      <TextField
        label="Buscar pagos"
        type="search"
        value={text}
        hint="Código de reserva, nombre o correo del cliente, orden de compra o N° de comprobante"
        onChange={(event) => {
          onText(event.target.value);
        }}
      />
    </form>
  );
}
