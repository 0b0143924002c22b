import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import type { LegalPageMeta } from '@/content/legal/legal-meta';
import { LEGAL_LINKS } from '@/content/navigation';

function BackHome() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink no-underline hover:bg-surface-2"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver al inicio
    </Link>
  );
}

interface LegalPageProps {
  meta: LegalPageMeta;
  /** The document's text; a prerendered island, so a first visit downloads none of it. */
  loadBody: () => Promise<{ default: ComponentType }>;
}

/** A legal document page: head, back-to-home buttons, dates, and the text (see LegalBody). */
export function LegalPage({ meta, loadBody }: LegalPageProps) {
  const others = LEGAL_LINKS.filter((link) => link.href !== meta.canonicalPath);
  return (
    <>
      <Seo
        title={meta.title}
        description={meta.description}
        path={meta.canonicalPath}
        breadcrumbs={[{ name: meta.title, path: meta.canonicalPath }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
        <BackHome />
        <header className="mt-6">
          <h1 className="text-3xl font-bold text-ink lg:text-4xl">{meta.title}</h1>
        </header>
        <PrerenderedIsland id={`texto-${meta.slug}`} load={loadBody} />
        <footer className="mt-12 flex flex-col gap-6 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <BackHome />
          <nav aria-label="Otros documentos legales">
            <ul className="flex flex-wrap gap-4 text-sm">
              {others.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      </div>
    </>
  );
}
