import type { LegalDocument } from '@/content/legal/legal-document';
import { formatLongDate } from '@/lib/format/dates';
import { LegalSectionView } from './legal-section-view';
import { LegalTableOfContents } from './legal-table-of-contents';

/**
 * The text of a legal document. Desktop (from 1024 px): a sticky table of contents beside the
 * text. Mobile: the table of contents folds into a disclosure above it. CSS switches them.
 */
export function LegalBody({ document }: { document: LegalDocument }) {
  return (
    <>
      {/* In the static text, not the page's code: the date formatting costs a first visit nothing. */}
      <p className="mt-3 text-sm text-ink-muted">
        {document.version ? `Versión ${document.version} · ` : ''}Última actualización:{' '}
        {formatLongDate(document.updated)} · Vigente desde: {formatLongDate(document.effective)}
      </p>
      <p className="mt-4 max-w-3xl border-b border-line pb-6 text-ink">{document.intro}</p>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <LegalTableOfContents sections={document.sections} />
          </div>
        </aside>
        <details className="mb-6 rounded-xl border border-line bg-surface p-4 lg:hidden">
          <summary className="cursor-pointer font-semibold text-ink">
            Contenido de esta página
          </summary>
          <div className="mt-3">
            <LegalTableOfContents sections={document.sections} />
          </div>
        </details>
        <article className="max-w-3xl space-y-10">
          {document.sections.map((section, index) => (
            <LegalSectionView key={section.id} section={section} number={index + 1} />
          ))}
        </article>
      </div>
    </>
  );
}
