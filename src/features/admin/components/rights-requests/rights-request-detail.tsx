import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { formatLongDate } from '@/lib/format/dates';
import { REQUEST_STATUS_LABELS, RIGHT_LABELS } from '@/lib/privacy/right-labels';
import { dueLabel } from './due-label';
import { RightsRequestActions } from './rights-request-actions';
import { useRightsRequest } from '../../api/use-rights-request';

interface RightsRequestDetailProps {
  id: string;
  today: string;
  onClose: () => void;
}

/** One request in full, with its proof of answer once closed, or the actions while open. */
export function RightsRequestDetail({ id, today, onClose }: RightsRequestDetailProps) {
  const query = useRightsRequest(id);
  if (query.isPending) return <Loading text="Cargando la solicitud..." />;
  if (query.isError || !query.data)
    return (
      <LoadError message="No se pudo abrir la solicitud" onRetry={() => void query.refetch()} />
    );
  const request = query.data;
  const closed = request.estado === 'respondida' || request.estado === 'rechazada';
  const facts: [string, string][] = [
    ['Derecho', RIGHT_LABELS[request.derecho].label],
    ['Estado', REQUEST_STATUS_LABELS[request.estado]],
    ['Persona', `${request.nombre} (${request.email})`],
    [
      'Identidad verificada con',
      request.verificadaPor === 'codigo_reserva'
        ? 'el código de una reserva, que no prueba que el correo sea suyo: no se pueden exportar ni suprimir datos; pídele que la envíe de nuevo con el código que le llega al correo'
        : 'un código enviado a su correo',
    ],
    ['Recibida', formatChileInstant(request.recibidaEn)],
    ['Plazo', dueLabel(request, today).text],
  ];
  if (request.prorrogaHasta)
    facts.push([
      'Prórroga',
      `hasta el ${formatLongDate(request.prorrogaHasta)}: ${request.prorrogaMotivo ?? ''}`,
    ]);
  if (request.respondidaEn)
    facts.push([
      'Respondida',
      `${formatChileInstant(request.respondidaEn)}${request.respondidaPorEmail ? ` por ${request.respondidaPorEmail}` : ''}`,
    ]);

  return (
    <section
      aria-labelledby="solicitud-abierta"
      className="space-y-4 rounded-2xl border border-line bg-surface-2 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="solicitud-abierta" className="text-xl font-semibold text-ink">
          Solicitud <span className="font-mono">{request.codigo}</span>
        </h3>
        <button type="button" onClick={onClose} className={buttonClass('secondary')}>
          Cerrar
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="font-medium text-ink">Lo que pide</h4>
        <p className="whitespace-pre-wrap text-ink">{request.detalle}</p>
      </div>
      {request.resultado && (
        <details>
          <summary className="cursor-pointer text-ink">
            Resultado de la exportación o supresión
          </summary>
          <pre className="mt-2 overflow-x-auto text-xs text-ink">
            {JSON.stringify(request.resultado, null, 2)}
          </pre>
        </details>
      )}
      {closed ? (
        <div>
          <h4 className="font-medium text-ink">Respuesta enviada (constancia)</h4>
          <p className="whitespace-pre-wrap text-ink">{request.respuesta}</p>
        </div>
      ) : (
        <RightsRequestActions key={request.id} request={request} today={today} />
      )}
    </section>
  );
}
