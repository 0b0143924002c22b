import type { NotificationLog } from '@/backend/port';
import { Loading, LoadError } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { useBookingNotices } from '../../api/use-booking-notices';
import { CHANNEL_LABELS, STATUS_LABELS, TYPE_LABELS } from './notification-labels';
import { MAX_ATTEMPTS, noticeTiming } from './notice-timing';

const STATUS_CLASS = {
  enviado: 'text-success',
  fallido: 'text-urgent',
  pendiente: 'text-ink-muted',
  descartado: 'text-ink-muted',
} as const;

/** An alert names the notice whose failure it tells, when that notice is of this booking. */
function alertSubject(notice: NotificationLog, all: readonly NotificationLog[]): string | null {
  if (notice.tipo !== 'aviso_fallido' || !notice.origenId) return null;
  const failed = all.find((other) => other.id === notice.origenId);
  return failed ? `${TYPE_LABELS[failed.tipo]} (${CHANNEL_LABELS[failed.canal]})` : null;
}

function NoticeItem({
  notice,
  all,
  now,
}: {
  notice: NotificationLog;
  all: readonly NotificationLog[];
  now: Date;
}) {
  const subject = alertSubject(notice, all);
  const facts: [string, string][] = [
    ['Intentos', `${notice.intentos} de ${MAX_ATTEMPTS}`],
    ['Envío', noticeTiming(notice, now)],
    ...(subject ? [['Sobre', subject] as [string, string]] : []),
    ...(notice.ultimoError ? [['Último error', notice.ultimoError] as [string, string]] : []),
  ];
  return (
    <li className="space-y-1 rounded-xl border border-line bg-surface p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-ink">
          {TYPE_LABELS[notice.tipo]} · {CHANNEL_LABELS[notice.canal]}
        </span>
        <span className={cn('text-sm font-medium', STATUS_CLASS[notice.estado])}>
          {STATUS_LABELS[notice.estado]}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            {/* The server masks errors (no webhook address, no key); long ones wrap anywhere. */}
            <dd className="wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * Every notice of one booking: its kind and channel, state, attempts and when it went or goes
 * next, and the last error. Read again each minute while shown.
 */
export function BookingNotices({
  reservaId,
  now = () => new Date(),
}: {
  reservaId: string;
  /** The clock that tells a due notice from a later one (a test's fixed instant). */
  now?: () => Date;
}) {
  const query = useBookingNotices(reservaId);
  if (query.isPending) return <Loading text="Cargando los avisos..." />;
  if (query.isError)
    return (
      <LoadError
        message={`No se pudieron cargar los avisos: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return <p className="text-ink-muted">Esta reserva no tiene avisos registrados.</p>;
  const at = now();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        El servidor envía cada aviso por su canal y, si falla, lo intenta de nuevo a los 5 y a los
        20 minutos: {MAX_ATTEMPTS} intentos en total.
      </p>
      <ul aria-label="Avisos de la reserva" className="max-h-[60vh] space-y-2 overflow-y-auto">
        {query.data.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} all={query.data} now={at} />
        ))}
      </ul>
    </div>
  );
}
