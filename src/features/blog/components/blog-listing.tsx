import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLES } from 'virtual:blog-articles';
import type { CarriedProps } from '@/components/forms/form-island';
import { BLOG_SEARCH_PARAM } from '@/content/site-links';
import { cn } from '@/lib/cn';
import { categoryFromSlug, categoryPath, type Category } from '../categories';
import {
  articleCountLabel,
  categoryCounts,
  EMPTY_STATE,
  filterArticles,
  showsFeatured,
} from '../filter-articles';
import { ArticleCard } from './article-card';

export const CATEGORY_PARAM = 'categoria';

export interface BlogListingProps {
  /** The category of the route (/blog/categoria/...); ?categoria= on /blog does the same. */
  category?: string;
}

function categoryHref(category: Category | undefined, query: string): string {
  const path = category ? categoryPath(category) : '/blog';
  const text = query.trim();
  return text ? `${path}?${BLOG_SEARCH_PARAM}=${encodeURIComponent(text)}` : path;
}

/**
 * The blog index's search, category buttons, featured section and article list. Prerendered
 * with every article of the route's category; its code (with the articles' metadata) loads in a
 * FormIsland once the reader uses it or the URL asks for a search or a category.
 */
export default function BlogListing({
  category: routeCategory,
  carried,
}: BlogListingProps & CarriedProps) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(
    // What was typed into the static field, else the URL's search.
    () => carried?.values[BLOG_SEARCH_PARAM] || params.get(BLOG_SEARCH_PARAM) || '',
  );
  const category = routeCategory
    ? categoryFromSlug(routeCategory)
    : categoryFromSlug(params.get(CATEGORY_PARAM));
  const filter = { query, category };
  const found = filterArticles(ARTICLES, filter);
  const featured = showsFeatured(filter) ? ARTICLES.filter((article) => article.featured) : [];

  const putInUrl = (text: string) => {
    const next = new URLSearchParams(params);
    if (text.trim()) next.set(BLOG_SEARCH_PARAM, text);
    else next.delete(BLOG_SEARCH_PARAM);
    setParams(next, { replace: true });
  };
  const onSearch = (text: string) => {
    setQuery(text);
    putInUrl(text);
  };

  const field = useRef<HTMLInputElement>(null);
  // Taking over from the static list: the cursor stays where the reader was typing, and what was
  // typed before the code arrived goes into the URL like the rest.
  useEffect(() => {
    if (carried?.focus?.name === BLOG_SEARCH_PARAM) field.current?.focus();
    if (query !== (params.get(BLOG_SEARCH_PARAM) ?? '')) putInUrl(query);
    // Once, when the list takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // Marked live in the browser only: the prerendered copy of this list is the static one.
    <div data-live={typeof window === 'undefined' ? undefined : ''}>
      <form role="search" action="/blog" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="blog-busqueda" className="block font-semibold text-ink">
          Buscar artículos
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id="blog-busqueda"
            name={BLOG_SEARCH_PARAM}
            type="search"
            value={query}
            ref={field}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Despido, divorcio, impuestos..."
            className="w-full rounded-lg border border-line bg-surface py-2.5 pr-3 pl-9 text-ink"
          />
        </div>
      </form>

      <nav aria-label="Categorías del blog" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categoryCounts(ARTICLES).map((entry) => {
            const active = entry.category === category;
            return (
              <li key={entry.category ?? 'todos'}>
                <Link
                  to={categoryHref(entry.category, query)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex rounded-full border px-3 py-1.5 text-sm font-semibold no-underline',
                    active
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line bg-surface text-ink hover:bg-surface-2',
                  )}
                >
                  {entry.category ?? 'Todos'} ({entry.count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {featured.length > 0 && (
        <section aria-labelledby="destacados" className="mt-8">
          <h2 id="destacados" className="text-2xl font-bold text-ink">
            Destacados
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {featured.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="articulos" className="mt-8">
        <h2 id="articulos" className="text-2xl font-bold text-ink">
          {category ? `Artículos de ${category}` : 'Todos los artículos'}
        </h2>
        <p aria-live="polite" className="mt-1 text-sm text-ink-muted">
          {articleCountLabel(found.length)}
        </p>
        {found.length === 0 ? (
          <p className="mt-6 rounded-xl border border-line bg-surface p-6 text-ink">
            {EMPTY_STATE}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {found.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
