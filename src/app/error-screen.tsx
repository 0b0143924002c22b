import { RotateCcw } from 'lucide-react';
import { company } from '@/content/company';

/** True for the error a browser gives when a page's code cannot be downloaded (offline, new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

interface ErrorScreenProps {
  onRetry: () => void;
}

/**
 * The fallback when a page fails. Deliberately plain: no router links, no lazy code, nothing that
 * could fail again. The home link is a full page load, which also recovers from a broken state.
 */
export function ErrorScreen({ onRetry }: ErrorScreenProps) {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" aria-labelledby="error-titulo">
      <title>{`Error | ${company.name}`}</title>
      <h1 id="error-titulo" className="text-2xl font-bold text-ink">
        Ha ocurrido un error inesperado...
      </h1>
      <p className="mt-3 text-ink-muted">
        No pudimos mostrar esta página. Intenta nuevamente; si el problema continúa, escríbenos a{' '}
        <a href={`mailto:${company.email}`} className="text-link">
          {company.email}
        </a>{' '}
        y te ayudaremos.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand hover:bg-brand-strong"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reintentar
        </button>
        <a
          href="/"
          className="rounded-lg border border-line px-5 py-2.5 font-semibold text-ink no-underline hover:bg-surface-2"
        >
          Volver al inicio
        </a>
      </div>
    </section>
  );
}
