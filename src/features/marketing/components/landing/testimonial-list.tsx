import type { Testimonial } from '@/content/marketing/shapes';

const MAX_RATING = 5;

/** Clients' words, each with its rating written out for screen readers. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={`${item.name}-${item.case}`}>
          <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
            <p className="text-accent">
              <span aria-hidden="true">
                {'★'.repeat(item.rating)}
                {'☆'.repeat(MAX_RATING - item.rating)}
              </span>
              <span className="sr-only">
                {item.rating} de {MAX_RATING} estrellas
              </span>
            </p>
            <blockquote className="mt-3 flex-1 text-ink">
              <p>“{item.content}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-ink">{item.name}</span>
              <span className="text-ink-muted">, {item.role}</span>
              <span className="mt-1 block text-ink-muted">Caso: {item.case}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
