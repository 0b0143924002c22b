import { Link } from 'react-router-dom';
import { articleHref } from '@/content/article-links';
import type { NewsTeaser } from '@/content/marketing/shapes';
import { formatLongDate } from '@/lib/format/dates';

/**
 * Teasers of articles. Each links to its article once it is published, and to its fallback page
 * until then, so no card leads to the not-found page.
 */
export function NewsCards({ items }: { items: readonly NewsTeaser[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
            <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-ink">
                {item.category}
              </span>
              {item.urgent && (
                <span className="rounded-full bg-urgent-soft px-2 py-0.5 text-urgent">Urgente</span>
              )}
            </p>
            <h3 className="mt-3 font-semibold text-ink">
              <Link to={articleHref(item.slug, item.fallback)} className="text-link">
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{item.excerpt}</p>
            <p className="mt-4 text-xs text-ink-muted">
              <time dateTime={item.date}>{formatLongDate(item.date)}</time> · {item.readMinutes} min
              de lectura
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
