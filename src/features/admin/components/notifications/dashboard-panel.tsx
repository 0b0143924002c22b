import { formatThousands } from '@/lib/format/clp';
import { cn } from '@/lib/cn';
import { LOG_LIMIT, useNotificationLog } from '../../api/use-notification-log';
import { useStatistics } from '../../api/use-statistics';
import { ChannelCounts } from './channel-counts';
import { CHANNEL_LABELS, formatInstant, STATUS_LABELS, TYPE_LABELS } from './notification-labels';

export const DASHBOARD_ERROR = 'Error cargando estadísticas de notificaciones';

const STATUS_CLASS = {
  enviado: 'text-success',
  fallido: 'text-urgent',
  pendiente: 'text-ink-muted',
  descartado: 'text-ink-muted',
} as const;

/** The counters of the log and its latest entries. */
export function DashboardPanel() {
  const stats = useStatistics();
  const log = useNotificationLog();

  if (stats.isError || log.isError) {
    return (
      <div role="alert" className="rounded-xl border border-urgent bg-surface p-4 text-urgent">
        {DASHBOARD_ERROR}.{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => {
            void stats.refetch();
            void log.refetch();
          }}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (stats.isPending || log.isPending) {
    return (
      <p role="status" className="text-ink-muted">
        Cargando notificaciones...
      </p>
    );
  }

  const counts = stats.data.notificaciones;
  const cards = [
    { label: 'Total', value: formatThousands(counts.total) },
    { label: 'Enviadas', value: formatThousands(counts.enviadas) },
    { label: 'Fallidas', value: formatThousands(counts.fallidas) },
    { label: 'Pendientes', value: formatThousands(counts.pendientes) },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="notificaciones-resumen" className="space-y-3">
        <h3 id="notificaciones-resumen" className="text-lg font-semibold text-ink">
          Resumen
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {cards.map(({ label, value }) => (
            <div
              key={label}
              className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-surface p-4"
            >
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="text-2xl font-bold text-ink">{value}</dd>
            </div>
          ))}
          <div className="flex flex-col-reverse gap-1 rounded-2xl border border-line bg-surface p-4">
            <dt className="text-sm text-ink-muted">Última ejecución</dt>
            <dd className="font-semibold text-ink">
              {counts.ultimaEjecucion ? formatInstant(counts.ultimaEjecucion) : 'Sin ejecuciones'}
            </dd>
          </div>
        </dl>
      </section>

      <ChannelCounts porCanal={counts.porCanal} />

      <section aria-labelledby="notificaciones-registro" className="space-y-3">
        <h3 id="notificaciones-registro" className="text-lg font-semibold text-ink">
          Registro reciente
        </h3>
        {log.data.length === 0 ? (
          <p className="text-ink-muted">No hay notificaciones registradas.</p>
        ) : (
          <div className="overflow-hidden rounded-xl border border-line">
            {/* Long values wrap anywhere, so the table fits narrow screens without scrolling. */}
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Últimas {LOG_LIMIT} notificaciones</caption>
              <thead className="bg-surface-2 text-ink">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Tipo
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Canal
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Estado
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Intentos
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Fecha de envío
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Último error
                  </th>
                </tr>
              </thead>
              <tbody className="bg-surface text-ink">
                {log.data.map((entry) => (
                  <tr key={entry.id} className="border-t border-line">
                    <td className="px-3 py-2">{TYPE_LABELS[entry.tipo]}</td>
                    <td className="px-3 py-2">{CHANNEL_LABELS[entry.canal]}</td>
                    <td className={cn('px-3 py-2 font-medium', STATUS_CLASS[entry.estado])}>
                      {STATUS_LABELS[entry.estado]}
                    </td>
                    <td className="px-3 py-2">{entry.intentos}</td>
                    <td className="px-3 py-2">
                      {entry.fechaEnvio ? formatInstant(entry.fechaEnvio) : '—'}
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">{entry.ultimoError ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
