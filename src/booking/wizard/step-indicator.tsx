import { cn } from '@/lib/cn';

export const STEPS = [
  { id: 'datos', label: 'Tus datos' },
  { id: 'fecha', label: 'Fecha y hora' },
  { id: 'confirmacion', label: 'Confirmación' },
  { id: 'pago', label: 'Pago' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

/** Where the visitor is among the four steps; the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: StepId }) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label="Pasos de la reserva">
      {STEPS.map((step, i) => (
        <li
          key={step.id}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'border-t-4 pt-2 text-xs sm:text-sm',
            i <= index ? 'border-brand text-ink' : 'border-line text-ink-muted',
            i === index && 'font-semibold',
          )}
        >
          <span className="sr-only">Paso {i + 1}: </span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}
