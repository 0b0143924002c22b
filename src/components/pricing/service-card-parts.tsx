import type { LucideIcon } from 'lucide-react';
import { ServiceIcon } from '@/components/icons/service-icon';
import type { ServiceIcon as ServiceIconName } from '@/content/catalogue/home-services';

/** A service card's title (h3): its plan's name, after the service's icon when it has one. */
export function ServiceCardTitle({ name, icon }: { name: string; icon?: ServiceIconName }) {
  return (
    <div className="flex items-center gap-3">
      {icon && (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-link">
          <ServiceIcon name={icon} className="size-5" />
        </span>
      )}
      <h3 className="text-lg font-semibold text-ink">{name}</h3>
    </div>
  );
}

/** What a service covers, one line each after a check mark (the page's own icon). */
export function ServiceFeatures({
  features,
  check: Check,
}: {
  features: readonly string[];
  check: LucideIcon;
}) {
  return (
    <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
