import { Link } from 'react-router-dom';
import { formatLongDate } from '@/lib/format/dates';
import type { ArticleSummary } from '../filter-articles';

/**
 * The URGENTE badge. Its dot pulses, not its text (which keeps its contrast), and stays still for
 * readers who ask for reduced motion.
 */
export function UrgentBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-urgent px-2 py-0.5 text-xs font-bold text-surface">
      <span
        aria-hidden="true"
        className="size-1.5 rounded-full bg-surface motion-safe:animate-pulse"
      />
      URGENTE
    </span>
  );
}

/** An article in a list: category, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <p className="flex items-center gap-2 text-xs font-semibold text-accent">
        <img
          src={`/images/blog/${article.category.toLowerCase()}.svg`}
          alt=""
          width={24}
          height={24}
        />
        {article.category}
        {article.urgent && <UrgentBadge />}
      </p>
      <h3 className="mt-2 font-semibold text-ink">
        <Link to={`/blog/${article.id}`} className="text-ink hover:text-link">
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-ink-muted">{article.excerpt}</p>
      <p className="mt-3 text-xs text-ink-muted">
        <time dateTime={article.date}>{formatLongDate(article.date)}</time> · {article.readTime} de
        lectura
      </p>
    </article>
  );
}
