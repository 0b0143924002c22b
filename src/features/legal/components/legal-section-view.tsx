import type { LegalBlock, LegalSection, LegalTable } from '@/content/legal/legal-document';

/**
 * A table of a legal document. The caption names it for screen readers; column headings and each
 * row's first cell are headers with their scope, so a screen reader announces, cell by cell, which
 * entry and which column it is in. On a narrow screen the table scrolls sideways inside a focusable
 * region, so a keyboard can scroll it too.
 */
function LegalTableView({ table }: { table: LegalTable }) {
  return (
    <div
      role="region"
      aria-label={table.caption}
      // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-relaxed text-ink">
        <caption className="px-3 pt-3 pb-2 text-left font-semibold text-ink">
          {table.caption}
        </caption>
        <thead className="bg-surface-2">
          <tr>
            {table.head.map((heading) => (
              <th
                key={heading}
                scope="col"
                className="border-b border-line px-3 py-2 font-semibold"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-line last:border-b-0 align-top">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="leading-relaxed text-ink">{block}</p>;
  if (!('kind' in block))
    return (
      <ul className="list-disc space-y-1 pl-6 leading-relaxed text-ink">
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if (block.kind === 'table') return <LegalTableView table={block} />;
  return (
    <p className="leading-relaxed text-ink">
      {block.parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href} className="text-link underline">
            {part.label}
          </a>
        ),
      )}
    </p>
  );
}

export function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} tabIndex={-1} className="scroll-mt-24 space-y-3">
      <h2 className="text-xl font-semibold text-ink">
        {number}. {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        <LegalBlockView key={index} block={block} />
      ))}
    </section>
  );
}
