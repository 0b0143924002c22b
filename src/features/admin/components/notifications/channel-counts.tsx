import type { Statistics } from '@/backend/port';
import { formatThousands } from '@/lib/format/clp';
import { CHANNEL_LABELS } from './notification-labels';

const CHANNELS = ['webhook', 'email'] as const;

const COLUMNS = [
  ['enviadas', 'Enviadas'],
  ['pendientes', 'Pendientes'],
  ['fallidas', 'Fallidas'],
  ['descartadas', 'Descartadas'],
] as const;

/**
 * The log counted per channel: the firm's automation (webhook) and the server's e-mail. A
 * 'descartada' notice was never sent, because its booking ended or its time passed first.
 */
export function ChannelCounts({
  porCanal,
}: {
  porCanal: Statistics['notificaciones']['porCanal'];
}) {
  return (
    <section aria-labelledby="notificaciones-por-canal" className="space-y-3">
      <h3 id="notificaciones-por-canal" className="text-lg font-semibold text-ink">
        Por canal
      </h3>
      <div className="overflow-hidden rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Notificaciones por canal y estado</caption>
          <thead className="bg-surface-2 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Canal
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="bg-surface text-ink">
            {CHANNELS.map((canal) => (
              <tr key={canal} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-medium">
                  {CHANNEL_LABELS[canal]}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="px-3 py-2 text-right tabular-nums">
                    {formatThousands(porCanal[canal][key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
