import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { RightsRequestReceipt } from '@/backend/rights-requests-port';
import { DATA_REQUEST_STATUS_PATH } from '@/content/legal/privacy';
import { formatLongDate } from '@/lib/format/dates';
import { RIGHT_LABELS } from '@/lib/privacy/right-labels';

/**
 * The acknowledgement the law asks for, at once: the request's number and its due date, and the
 * way to follow it (the number in the link; the e-mail in the navigation's state, never the URL).
 */
export function RightsRequestReceiptView({
  receipt,
  email,
}: {
  receipt: RightsRequestReceipt;
  email: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-line bg-surface-2 p-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink">
        Recibimos tu solicitud N° <span className="font-mono">{receipt.codigo}</span>
      </h2>
      <p className="text-ink">
        Te responderemos a más tardar el <strong>{formatLongDate(receipt.venceEn)}</strong>.
      </p>
      <p className="text-sm text-ink-muted">
        Derecho: {RIGHT_LABELS[receipt.derecho].label}. Guarda este número: con él y tu correo
        puedes preguntarnos por el estado de tu solicitud. El plazo es de 30 días corridos (2 días
        hábiles para un bloqueo) y solo puede prorrogarse una vez, por hasta 30 días, avisándote el
        motivo. Ejercer tus derechos no tiene costo.
      </p>
      <p>
        <Link
          to={`${DATA_REQUEST_STATUS_PATH}?codigo=${encodeURIComponent(receipt.codigo)}`}
          state={{ email }}
          className="text-link underline"
        >
          Consultar el estado de tu solicitud
        </Link>
      </p>
    </div>
  );
}
