import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RecordRead } from '@/components/audit/record-read';
import { useNow } from '@/booking/ui/use-now';
import { showMessage } from '@/components/feedback/show-message';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatThousands } from '@/lib/format/clp';
import { PaymentActionDialog, type PaymentAction } from './payment-action-dialog';
import {
  defaultFilter,
  matchesFilter,
  matchesSearch,
  newestFirst,
  type PaymentFilter,
} from './payment-filters';
import { PaymentFiltersBar } from './payment-filters-bar';
import { usePayments } from '../../api/use-payments';
import { PaymentRow } from './payment-row';
import { SweepCardPayments } from './sweep-card-payments';

/** The URL parameter a link to a booking's payments fills the search with (`?tab=pagos&buscar=`). */
export const SEARCH_PARAM = 'buscar';

const EMPTY: Record<PaymentFilter, string> = {
  por_verificar: 'No hay transferencias por verificar.',
  tarjeta: 'No hay pagos con tarjeta.',
  reembolsos: 'No hay pagos reembolsados, anulados ni por reembolsar.',
  todos: 'Aún no hay pagos registrados.',
};

const countLabel = (count: number) => (count === 1 ? '1 pago' : `${formatThousands(count)} pagos`);

interface PaymentsTabProps {
  /** Admins also refund card payments and run the sweep; staff verify and reject transfers. */
  isAdmin: boolean;
}

/**
 * The payments staff reconcile, newest first: transfers to verify or reject (with their receipt),
 * card payments with Webpay's data, and, for admins, refunds and the sweep of card payments left
 * without an answer. Opens on the transfers to verify when there are any.
 */
export function PaymentsTab({ isAdmin }: PaymentsTabProps) {
  const now = useNow(60_000);
  const [params] = useSearchParams();
  const linked = params.get(SEARCH_PARAM)?.trim() ?? '';
  const [text, setText] = useState(linked);
  // A link to one booking's payments searches everything; otherwise the default waits for data.
  const [chosen, setChosen] = useState<PaymentFilter | null>(linked ? 'todos' : null);
  const [action, setAction] = useState<PaymentAction | null>(null);
  const query = usePayments();
  const payments = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  if (chosen === null && query.isSuccess) setChosen(defaultFilter(payments));
  const filter = chosen ?? 'todos';
  const shown = payments.filter((p) => matchesFilter(p, filter) && matchesSearch(p, text));

  let content;
  if (query.isPending) {
    content = <Loading text="Cargando pagos..." />;
  } else if (query.isError) {
    content = (
      <LoadError message="Error al cargar los pagos" onRetry={() => void query.refetch()} />
    );
  } else if (shown.length === 0) {
    content = (
      <p className="text-ink-muted">
        {text.trim()
          ? `Ningún pago coincide con «${text.trim()}»${filter === 'todos' ? '.' : ' en este filtro: prueba con «Todos».'}`
          : EMPTY[payments.length === 0 ? 'todos' : filter]}
      </p>
    );
  } else {
    content = (
      <ul aria-label="Pagos, del más reciente al más antiguo" className="space-y-3">
        {shown.map((payment) => (
          <li key={payment.id}>
            <PaymentRow payment={payment} isAdmin={isAdmin} now={now} onAction={setAction} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-ink">Pagos</h2>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {query.isSuccess && countLabel(shown.length)}
        </p>
      </div>
      {isAdmin && <SweepCardPayments />}
      <PaymentFiltersBar
        payments={payments}
        filter={filter}
        onFilter={setChosen}
        text={text}
        onText={setText}
      />
      {/* Every payment loaded is on this screen (the filters only narrow what is listed). */}
      <RecordRead table="pagos" ids={query.data?.map((p) => p.id)} screen="admin/pagos" />
      {content}
      {action && (
        <PaymentActionDialog
          key={`${action.kind}-${action.payment.id}`}
          action={action}
          onDone={(message) => {
            showMessage('exito', message);
          }}
          onClose={() => {
            setAction(null);
          }}
        />
      )}
    </div>
  );
}
