import { useEffect, useRef, type ReactNode } from 'react';
import type { RightsRequestPublicStatus } from '@/backend/rights-requests-port';
import { formatLongDate } from '@/lib/format/dates';
import { splitDenial } from '@/lib/privacy/denial-text';
import { receiptDate } from '@/lib/privacy/request-deadlines';
import { REQUEST_STATUS_LABELS, RIGHT_LABELS } from '@/lib/privacy/right-labels';

const instantDate = (iso: string) => formatLongDate(receiptDate(new Date(iso)));

function Answer({ request }: { request: RightsRequestPublicStatus }) {
  if (!request.respuesta) return null;
  const answeredOn = request.respondidaEn ? ` el ${instantDate(request.respondidaEn)}` : '';
  if (request.estado === 'rechazada') {
    const { motivo, aviso } = splitDenial(request.respuesta);
    return (
      <section aria-labelledby="motivo-rechazo" className="space-y-3">
        <h3 id="motivo-rechazo" className="font-semibold text-ink">
          Motivo del rechazo{answeredOn && <span className="font-normal">{answeredOn}</span>}
        </h3>
        <p className="whitespace-pre-line text-ink">{motivo}</p>
        <p className="rounded-lg border border-line bg-surface-2 p-3 font-medium text-ink">
          {aviso}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="respuesta" className="space-y-2">
      <h3 id="respuesta" className="font-semibold text-ink">
        Nuestra respuesta{answeredOn && <span className="font-normal">{answeredOn}</span>}
      </h3>
      <p className="whitespace-pre-line text-ink">{request.respuesta}</p>
    </section>
  );
}

/**
 * What the requester may read of their request: its right, dates, state and the answer (when the
 * look-up proved the address; `children` offers that proof otherwise).
 */
export function RightsRequestStatusView({
  request,
  children,
}: {
  request: RightsRequestPublicStatus;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const open = request.estado === 'recibida' || request.estado === 'en_curso';
  const due = request.prorrogaHasta ?? request.venceEn;
  const rows: [string, string][] = [
    ['Derecho', RIGHT_LABELS[request.derecho].label],
    ['Recibida el', instantDate(request.recibidaEn)],
    ['Estado', REQUEST_STATUS_LABELS[request.estado]],
    ['Plazo de respuesta', formatLongDate(request.venceEn)],
  ];
  if (request.prorrogaHasta) {
    rows.push(['Plazo prorrogado hasta', formatLongDate(request.prorrogaHasta)]);
    if (request.prorrogaMotivo) rows.push(['Motivo de la prórroga', request.prorrogaMotivo]);
  }

  return (
    <section
      aria-labelledby="estado-solicitud"
      className="space-y-4 rounded-xl border border-line bg-surface-2 p-5"
    >
      <h2
        id="estado-solicitud"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-ink"
      >
        Solicitud N° <span className="font-mono">{request.codigo}</span>
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {open && (
        <p className="text-ink">
          Te responderemos por escrito a más tardar el <strong>{formatLongDate(due)}</strong>.
        </p>
      )}
      <Answer request={request} />
      {children}
    </section>
  );
}
