import type { LegalDocument } from './legal-document';

/** The document as it will be downloaded and printed, filled with the answers given so far. */
export function DocumentPreview({ document }: { document: LegalDocument }) {
  return (
    // Scrolls on its own on wide screens, so it stays beside the questions; focusable, so the
    // keyboard can scroll it too (a scrollable region must be reachable by keyboard).
    <article
      aria-label={`Vista previa: ${document.title}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="rounded-xl border border-line bg-surface p-6 font-serif text-ink lg:max-h-[75vh] lg:overflow-y-auto"
    >
      <h2 className="mb-4 text-center text-lg font-bold">{document.title}</h2>
      {document.blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'part':
            return (
              <h3 key={key} className="mb-3 mt-8 text-center font-bold">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={key} className="mb-3 text-justify">
                {block.text}
              </p>
            );
          case 'clause':
            return (
              <section key={key} className="mb-3">
                <h4 className="mb-1 font-bold">{block.heading}</h4>
                {block.paragraphs.map((paragraph, line) => (
                  <p key={line} className="mb-2 text-justify">
                    {paragraph}
                  </p>
                ))}
              </section>
            );
          case 'signatures':
            return (
              <div key={key} className="mt-10 grid gap-10 sm:grid-cols-2">
                {block.signers.map((signer, line) => (
                  <div key={line} className="text-center">
                    <div className="mx-auto mb-1 w-48 border-t border-ink" />
                    <p className="font-bold">{signer.name}</p>
                    <p>{signer.role}</p>
                  </div>
                ))}
              </div>
            );
        }
      })}
    </article>
  );
}
