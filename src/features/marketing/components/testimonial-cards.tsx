import type { Testimonial } from '@/content/marketing/shapes';
import { ILLUSTRATIVE_CASES_NOTE } from '@/content/marketing/illustrative-cases';

/** Typical cases told in a client's voice, each with its subject, and said to be illustrative. */
export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <>
      <p className="text-sm text-ink-muted">{ILLUSTRATIVE_CASES_NOTE}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.name} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <figure className="flex h-full flex-col gap-3">
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
    </>
  );
}
