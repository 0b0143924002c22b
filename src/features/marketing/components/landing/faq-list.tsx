import type { Faq } from '@/content/marketing/shapes';

/** Questions and answers that open without JavaScript (<details>), so they work in static HTML. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-ink">
            {faq.question}
          </summary>
          <p className="mt-3 text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
