import { Siren } from 'lucide-react';
import { company } from '@/content/company';
import type { PaymentData } from '@/booking/model/payment-data';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';

/**
 * The confirmation of an emergency request, on the page where it is paid: the request is in,
 * and the call comes within the promised time whatever happens with the payment.
 */
export function UrgentRequestNotice({ payment }: { payment: PaymentData }) {
  return (
    <div className="flex gap-3 rounded-xl border-2 border-urgent bg-urgent-soft p-4 text-ink">
      <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-urgent" />
      <div className="space-y-1">
        <p className="font-semibold">Recibimos tu solicitud de emergencia a las {payment.hora}.</p>
        <p>
          Un abogado te llamará al <strong>{payment.cliente.telefono}</strong> en menos de{' '}
          {CALL_BACK_WITHIN}, a cualquier hora. Mientras tanto, paga la consulta aquí. Si necesitas
          hablar antes, llámanos al{' '}
          <a href={company.phoneHref} className="font-semibold text-link underline">
            {company.phone}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
