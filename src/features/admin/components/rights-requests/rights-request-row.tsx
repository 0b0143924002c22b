import type { RightsRequest } from '@/backend/rights-requests-port';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { REQUEST_STATUS_LABELS, RIGHT_LABELS } from '@/lib/privacy/right-labels';
import { dueLabel } from './due-label';

interface RightsRequestRowProps {
  request: RightsRequest;
  today: string;
  open: boolean;
  onOpen: () => void;
}

/** One request of the list: its number, right, person, status and deadline. */
export function RightsRequestRow({ request, today, open, onOpen }: RightsRequestRowProps) {
  const due = dueLabel(request, today);
  return (
    <article
      aria-label={`Solicitud ${request.codigo}`}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
        due.overdue ? 'border-urgent bg-urgent-soft' : 'border-line bg-surface',
      )}
    >
      <div className="space-y-1">
        <p className="font-semibold text-ink">
          <span className="font-mono">{request.codigo}</span> ·{' '}
          {RIGHT_LABELS[request.derecho].label}
        </p>
        <p className="text-sm text-ink">
          {request.nombre} ({request.email})
        </p>
        <p className={cn('text-sm', due.overdue ? 'font-semibold text-urgent' : 'text-ink-muted')}>
          {due.text}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full border border-line px-3 py-1 text-sm text-ink">
          {REQUEST_STATUS_LABELS[request.estado]}
        </span>
        <button
          type="button"
          onClick={onOpen}
          aria-pressed={open}
          className={buttonClass('secondary')}
        >
          Abrir<span className="sr-only"> solicitud {request.codigo}</span>
        </button>
      </div>
    </article>
  );
}
