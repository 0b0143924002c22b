import { PAYMENT_METHODS } from '@/content/payment-methods';
import { cn } from '@/lib/cn';

export type PaymentMethod = 'transferencia' | 'tarjeta';

const isOffered = (id: string): id is PaymentMethod => id === 'transferencia' || id === 'tarjeta';
const METHODS = PAYMENT_METHODS.flatMap((method) =>
  !method.soon && isOffered(method.id) ? [{ ...method, id: method.id }] : [],
);
const SOON = PAYMENT_METHODS.filter((method) => method.soon);

/** The choice of how to pay: transfer or card; Mercado Pago and Bitcoin are coming soon. */
export function PaymentMethods({
  chosen,
  onChoose,
  disabled,
}: {
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  return (
    <section aria-labelledby="metodos-titulo">
      <h2 id="metodos-titulo" className="mb-3 text-lg font-semibold text-ink">
        Elige cómo pagar
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {METHODS.map((method) => (
          <button
            key={method.id}
            type="button"
            aria-pressed={chosen === method.id}
            disabled={disabled}
            onClick={() => {
              onChoose(method.id);
            }}
            className={cn(
              'rounded-xl border-2 bg-surface p-4 text-left hover:bg-surface-2 disabled:opacity-60',
              chosen === method.id ? 'border-brand' : 'border-line',
            )}
          >
            <span className="block font-semibold text-ink">{method.name}</span>
            <span className="block text-sm text-ink-muted">{method.detail}</span>
          </button>
        ))}
        {SOON.map((method) => (
          <button
            key={method.name}
            type="button"
            disabled
            className="rounded-xl border border-dashed border-line bg-surface-2 p-4 text-left text-ink-muted"
          >
            <span className="block font-semibold">{method.name}</span>
            <span className="block text-sm">{method.detail} · Próximamente</span>
          </button>
        ))}
      </div>
    </section>
  );
}
