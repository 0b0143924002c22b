import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { articleHref } from '@/content/article-links';
import type { NewsTeaser } from '@/content/marketing/shapes';
import { formatLongDate } from '@/lib/format/dates';

/** The classes that set a grid's cards apart from the other pages' teasers. */
export interface TeaserLook {
  article: string;
  title: string;
  link: string;
  /** The line with the date and the reading time. */
  meta: string;
}

interface NewsTeaserGridProps {
  items: readonly NewsTeaser[];
  look: TeaserLook;
  /** The line above the title: the category, and the urgent mark where the page shows it. */
  label: (item: NewsTeaser) => ReactNode;
}

/**
 * Teasers of blog articles, three to a row. Each links to its article once it is published, and
 * to its fallback page until then, so no card leads to the not-found page.
 */
export function NewsTeaserGrid({ items, look, label }: NewsTeaserGridProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <article className={look.article}>
            {label(item)}
            <h3 className={look.title}>
              <Link to={articleHref(item.slug, item.fallback)} className={look.link}>
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{item.excerpt}</p>
            <p className={look.meta}>
              <time dateTime={item.date}>{formatLongDate(item.date)}</time> · {item.readMinutes} min
              de lectura
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
