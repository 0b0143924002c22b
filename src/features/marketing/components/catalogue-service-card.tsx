import { Check, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import type { Service } from '@/content/catalogue/services';
import { formatClp } from '@/lib/format/clp';

/** A fixed-price service of the static catalogue; hiring it starts at /payment/:serviceId. */
export function CatalogueServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-ink">{service.title}</h3>
      <p className="mt-1 text-sm text-ink-muted">{service.description}</p>
      <p className="mt-4 flex items-baseline justify-between gap-2">
        <span className="text-2xl font-bold text-ink">{formatClp(service.price)}</span>
        <span className="flex items-center gap-1 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-4" />
          {service.category === 'express' ? 'Entrega: ' : 'Duración: '}
          {service.duration}
        </span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-ink">
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={`/payment/${service.id}`}
        className={buttonClass('primary', 'mt-5 w-full text-sm')}
        aria-label={`Contratar ${service.title}`}
      >
        Contratar
      </Link>
    </article>
  );
}
