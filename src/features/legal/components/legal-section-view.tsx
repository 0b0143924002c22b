import type { LegalSection } from '@/content/legal/legal-document';

export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} tabIndex={-1} className="scroll-mt-24 space-y-3">
      <h2 className="text-xl font-semibold text-ink">
        {number}. {section.heading}
      </h2>
      {section.blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index} className="leading-relaxed text-ink">
            {block}
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-6 leading-relaxed text-ink">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
