import type { LegalSection } from '@/content/legal/legal-document';

export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-label="Contenido del documento">
      <ol className="space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-2 py-1 text-ink-muted no-underline hover:bg-surface-2 hover:text-ink"
            >
              {index + 1}. {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
