import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import type { PaymentData } from '@/booking/model/payment-data';
import { reservationCode } from '@/booking/model/reservation-code';
import { formatClp } from '@/lib/format/clp';
import { formatWeekdayDate } from '@/lib/format/dates';
import { PAYMENT_METHODS } from '@/content/payment-methods';
import { TransferDialog } from './transfer-dialog';

const SOON = PAYMENT_METHODS.filter((method) => method.soon);
const CARD = PAYMENT_METHODS.find((method) => method.id === 'tarjeta');

/**
 * Step 4, once the hour is held: how to pay. Transfer opens the bank details; the card is paid
 * on /pago through Webpay; the methods not offered yet are announced as 'Próximamente'.
 */
export function PaymentStep({ plan, payment }: { plan: PlanId; payment: PaymentData }) {
  const navigate = useNavigate();
  const [transferOpen, setTransferOpen] = useState(false);
  const price = getPlan(plan).price;
  return (
    <div className="space-y-5">
      <p className="rounded-lg border border-success bg-surface p-3 text-ink">
        Reservamos tu hora del <strong>{formatWeekdayDate(payment.fecha)}</strong> a las{' '}
        <strong>{payment.hora}</strong> por 2 horas. Paga <strong>{formatClp(price)}</strong> para
        confirmarla.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <button
            type="button"
            onClick={() => {
              setTransferOpen(true);
            }}
            className="h-full w-full rounded-xl border-2 border-brand bg-surface p-4 text-left hover:bg-surface-2"
          >
            <span className="block font-semibold text-ink">Transferencia bancaria</span>
            <span className="block text-sm text-ink-muted">
              Sin comisión · ver datos de la cuenta
            </span>
          </button>
        </li>
        <li>
          <Link
            to="/pago?metodo=tarjeta"
            className="block h-full rounded-xl border border-line bg-surface p-4 no-underline hover:bg-surface-2"
          >
            <span className="block font-semibold text-ink">{CARD?.name}</span>
            <span className="block text-sm text-ink-muted">{CARD?.detail}</span>
          </Link>
        </li>
        {SOON.map((method) => (
          <li key={method.name}>
            <div
              aria-disabled="true"
              className="h-full rounded-xl border border-dashed border-line bg-surface-2 p-4 text-ink-muted"
            >
              <span className="block font-semibold">{method.name}</span>
              <span className="block text-sm">{method.detail} · Próximamente</span>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/pago" className={buttonClass('secondary')}>
          Ver resumen y opciones de pago
        </Link>
      </p>
      <TransferDialog
        open={transferOpen}
        amount={price}
        code={reservationCode(payment.reservaId)}
        onClose={() => {
          setTransferOpen(false);
        }}
        onSendReceipt={() => {
          setTransferOpen(false);
          void navigate('/pago?metodo=transferencia');
        }}
      />
    </div>
  );
}
