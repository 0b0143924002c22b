import type { Testimonial } from '@/content/marketing/shapes';
import { ILLUSTRATIVE_CASES_NOTE } from '@/content/marketing/illustrative-cases';

/** Typical cases told in a client's voice, with their subject, and said to be illustrative. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <>
      <p className="text-sm text-ink-muted">{ILLUSTRATIVE_CASES_NOTE}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.name}-${item.case}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
              <blockquote className="flex-1 text-ink">
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
    </>
  );
}
