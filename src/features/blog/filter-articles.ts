import type { ArticleMeta } from './article-schema';
import { CATEGORIES, type Category } from './categories';

export type ArticleSummary = Pick<
  ArticleMeta,
  'id' | 'title' | 'excerpt' | 'category' | 'date' | 'readTime' | 'featured' | 'urgent'
>;

export interface ArticleFilter {
  query: string;
  /** undefined: every category ("Todos"). */
  category: Category | undefined;
}

/** Lower case and without accents: "Pensión" and "PENSION" find each other. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The articles in the category whose title or excerpt contains the search text, in order. */
export function filterArticles<T extends ArticleSummary>(
  articles: readonly T[],
  { query, category }: ArticleFilter,
): T[] {
  const text = searchable(query.trim());
  return articles.filter(
    (article) =>
      (!category || article.category === category) &&
      (!text || searchable(`${article.title}\n${article.excerpt}`).includes(text)),
  );
}

/** How many articles each category button stands for: all of them, then each category. */
export function categoryCounts(
  articles: readonly ArticleSummary[],
): { category: Category | undefined; count: number }[] {
  return [
    { category: undefined, count: articles.length },
    ...CATEGORIES.map((category) => ({
      category,
      count: articles.filter((article) => article.category === category).length,
    })),
  ];
}

/** '1 artículo', '0 artículos', '12 artículos'. */
export function articleCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}

/** The featured section shows only on every category with no search. */
export function showsFeatured(filter: ArticleFilter): boolean {
  return !filter.category && filter.query.trim() === '';
}

export const EMPTY_STATE =
  'No se encontraron artículos. Intenta con otros términos de búsqueda o selecciona una categoría diferente';
