import { firmId, type JsonLd } from '@/lib/seo/json-ld';
import type { ArticleMeta } from './article-schema';

/** An article as a schema.org BlogPosting, published by the firm. */
export function blogPostingJsonLd(
  article: Pick<ArticleMeta, 'id' | 'title' | 'excerpt' | 'date' | 'category' | 'image'>,
  siteUrl: string,
): JsonLd {
  const url = `${siteUrl}/blog/${article.id}`;
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    inLanguage: 'es-CL',
    image: `${siteUrl}${article.image}`,
    url,
    mainEntityOfPage: url,
    author: { '@id': firmId(siteUrl) },
    publisher: { '@id': firmId(siteUrl) },
  };
}
