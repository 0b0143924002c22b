import { ServiceIcon } from '@/components/icons/service-icon';
import type { ProcessStep } from '@/content/marketing/shapes';

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <span className="grid size-9 place-items-center rounded-full bg-brand font-bold text-on-brand">
              {index + 1}
            </span>
            <ServiceIcon name={step.icon} className="size-5 text-link" />
          </div>
          <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
