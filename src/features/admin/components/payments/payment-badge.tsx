import { cn } from '@/lib/cn';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/payments/payment-labels';

/** Each state's colours, the same semantic pairs as the booking states. */
const STYLES: Record<PaymentStatus, string> = {
  pendiente: 'border-line bg-surface-2 text-ink-muted',
  por_verificar: 'border-accent bg-accent-soft text-accent',
  aprobado: 'border-success bg-surface text-success',
  rechazado: 'border-urgent bg-urgent-soft text-urgent',
  anulado: 'border-line bg-surface-2 text-ink-muted',
  reembolsado: 'border-link bg-surface text-link',
};

export function PaymentBadge({ estado }: { estado: PaymentStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        STYLES[estado],
      )}
    >
      {PAYMENT_STATUS_LABELS[estado]}
    </span>
  );
}
