import { useState } from 'react';
import type { RightsRequestStatus } from '@/backend/rights-requests-port';
import { useNow } from '@/booking/ui/use-now';
import { Loading, LoadError } from '@/components/ui/load-states';
import { REQUEST_STATUS_LABELS } from '@/lib/privacy/right-labels';
import { chileNow } from '@/lib/time/chile-time';
import { RightsRequestDetail } from './rights-request-detail';
import { useRightsRequests } from '../../api/use-rights-requests';
import { RightsRequestRow } from './rights-request-row';

const STATUSES = Object.keys(REQUEST_STATUS_LABELS) as RightsRequestStatus[];

/**
 * Solicitudes: the data-protection requests of people without an account, the nearest due date
 * first, with their status and the days left (overdue ones stand out); one opens below the list
 * to be handled (en curso, the one extension, the export or the erasure, the answer or the
 * reasoned denial).
 */
export function RightsRequestsTab() {
  const today = chileNow(useNow(60_000)).date;
  const [estado, setEstado] = useState<RightsRequestStatus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useRightsRequests(estado);

  let content;
  if (query.isPending) content = <Loading text="Cargando solicitudes..." />;
  else if (query.isError)
    content = (
      <LoadError message="Error al cargar las solicitudes" onRetry={() => void query.refetch()} />
    );
  else if (query.data.length === 0)
    content = (
      <p className="text-ink-muted">
        {estado ? 'No hay solicitudes en este estado.' : 'Aún no hay solicitudes.'}
      </p>
    );
  else
    content = (
      <ul aria-label="Solicitudes, la de plazo más próximo primero" className="space-y-3">
        {query.data.map((request) => (
          <li key={request.id}>
            <RightsRequestRow
              request={request}
              today={today}
              open={openId === request.id}
              onOpen={() => {
                setOpenId(request.id);
              }}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-semibold text-ink">Solicitudes de derechos</h2>
        <label className="text-sm text-ink">
          Estado{' '}
          <select
            value={estado ?? ''}
            onChange={(event) => {
              setEstado(event.target.value ? (event.target.value as RightsRequestStatus) : null);
            }}
            className="ml-1 rounded-lg border border-line bg-surface px-2 py-1 text-ink"
          >
            <option value="">Todos</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {content}
      {openId && (
        <RightsRequestDetail
          id={openId}
          today={today}
          onClose={() => {
            setOpenId(null);
          }}
        />
      )}
    </div>
  );
}
