import { getPlan, type PlanId } from '@/content/catalogue/plans';
import type { PaymentData } from '@/booking/model/payment-data';
import { formatClp } from '@/lib/format/clp';
import { formatWeekdayDate } from '@/lib/format/dates';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { MEETING_MODES } from '../meeting-mode';

/**
 * When the consultation takes place: a booking's date, time and mode, or, for an emergency
 * request, when it was made and the call-back promise.
 */
function whenRows(payment: PaymentData): [string, string][] {
  if (payment.urgente)
    return [
      ['Solicitada', `${formatWeekdayDate(payment.fecha)}, ${payment.hora} (hora de Chile)`],
      ['Te llamamos', `En menos de ${CALL_BACK_WITHIN}, al ${payment.cliente.telefono}`],
    ];
  return [
    ['Fecha', formatWeekdayDate(payment.fecha)],
    ['Hora', `${payment.hora} (hora de Chile)`],
    ['Modalidad', MEETING_MODES[payment.tipo_reunion].label],
  ];
}

/** The consultation being paid (spec: /pago summary). The price is the catalogue's. */
export function PaymentSummary({ plan, payment }: { plan: PlanId; payment: PaymentData }) {
  const chosen = getPlan(plan);
  const rows: [string, string][] = [
    ['Servicio', chosen.name],
    ['Categoría', chosen.category],
    ['Precio', formatClp(chosen.price)],
    ...whenRows(payment),
    ['Nombre', payment.cliente.nombre],
    ['Correo', payment.cliente.email],
    ['Teléfono', payment.cliente.telefono],
  ];
  return (
    <section aria-labelledby="resumen-titulo" className="rounded-xl border border-line bg-surface">
      <h2 id="resumen-titulo" className="border-b border-line px-4 py-3 text-lg font-semibold">
        Resumen de tu consulta
      </h2>
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-right break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
