import type { ArticleMeta } from './article-schema';

let articles: Promise<readonly ArticleMeta[]> | undefined;

/** Every article's metadata (a lazy module: pages that need it on first load embed theirs). */
export function loadArticles(): Promise<readonly ArticleMeta[]> {
  articles ??= import('virtual:blog-articles').then((module) => module.ARTICLES);
  return articles;
}
