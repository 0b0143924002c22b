import { Star } from 'lucide-react';
import type { Testimonial } from '@/content/marketing/shapes';

function Stars({ rating }: { rating: Testimonial['rating'] }) {
  return (
    <p className="flex gap-0.5 text-accent">
      <span className="sr-only">{`${rating} de 5 estrellas`}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className="size-4"
          fill={n <= rating ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}

/** Clients' words, each with its case and rating. */
export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
          <figure className="flex h-full flex-col gap-3">
            <Stars rating={item.rating} />
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {item.case}
            </p>
            <blockquote className="flex-1 text-ink">{item.content}</blockquote>
            <figcaption className="text-sm text-ink-muted">
              <strong className="text-ink">{item.name}</strong>, {item.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
