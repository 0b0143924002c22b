import type { ReservationStatus } from '@/backend/port';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from './reservation-filters';

/** Each state's colours: semantic pairs that meet AA in every theme. */
const STYLES: Record<ReservationStatus, string> = {
  pendiente: 'border-accent bg-accent-soft text-accent',
  confirmada: 'border-link bg-surface text-link',
  completada: 'border-success bg-surface text-success',
  cancelada: 'border-urgent bg-urgent-soft text-urgent',
  expirada: 'border-line bg-surface-2 text-ink-muted',
  no_asistio: 'border-urgent bg-surface text-urgent',
};

export function StatusBadge({ estado }: { estado: ReservationStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        STYLES[estado],
      )}
    >
      {STATUS_LABELS[estado]}
    </span>
  );
}
