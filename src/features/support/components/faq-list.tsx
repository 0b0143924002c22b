import type { Faq } from '@/lib/seo/json-ld';

/** Questions and answers, all open: nothing to click, so it works as static HTML. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <dl className="space-y-5">
      {faqs.map((faq) => (
        <div key={faq.question}>
          <dt className="font-semibold text-ink">{faq.question}</dt>
          <dd className="mt-1 text-ink-muted">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
