import { Link } from 'react-router-dom';
import { articleHref } from '@/content/article-links';
import type { NewsTeaser } from '@/content/marketing/shapes';
import { formatLongDate } from '@/lib/format/dates';

/** Teasers of blog articles; each links to its article, or to its fallback until it is out. */
export function NewsTeaserCards({ items }: { items: readonly NewsTeaser[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <p className="text-xs font-semibold text-accent">{item.category}</p>
            <h3 className="mt-2 font-semibold text-ink">
              <Link to={articleHref(item.slug, item.fallback)} className="text-ink hover:text-link">
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{item.excerpt}</p>
            <p className="mt-3 text-xs text-ink-muted">
              <time dateTime={item.date}>{formatLongDate(item.date)}</time> · {item.readMinutes} min
              de lectura
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
