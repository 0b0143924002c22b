import { SLUGS } from 'virtual:blog-slugs';

/**
 * Where a link to a blog article goes. Pages name the article they mean by its slug and say where
 * a reader should go instead while that article is not published, so that no link on the site
 * ever leads to the not-found page. Publishing an article (adding its slug here, from the blog's
 * content) turns every link to it on.
 *
 * The slugs come from the blog's files (src/content/blog/<slug>.mdx) through a module the build
 * makes (scripts/lib/blog-content.ts): only the slugs, never the articles' text.
 */
export const PUBLISHED_ARTICLES: ReadonlySet<string> = new Set<string>(SLUGS);

export function articleHref(slug: string, fallback: string): string {
  return PUBLISHED_ARTICLES.has(slug) ? `/blog/${slug}` : fallback;
}
