import { ChevronDown } from 'lucide-react';
import type { Faq } from '@/content/marketing/shapes';

/** Questions that open without JavaScript (<details>), so they work in static HTML. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
