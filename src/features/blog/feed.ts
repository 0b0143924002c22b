import type { ArticleMeta } from './article-schema';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** "2026-10-14" → "Wed, 14 Oct 2026 12:00:00 GMT" (noon UTC: the same day in Chile). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** /blog/rss.xml: RSS 2.0, newest first (written by scripts/prerender.ts). */
export function rssFeed(
  articles: readonly ArticleMeta[],
  site: { url: string; name: string },
): string {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const items = sorted.map((article) => {
    const link = `${site.url}/blog/${article.id}`;
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const updated = sorted[0] ? `\n    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`Blog legal | ${site.name}`)}</title>
    <link>${site.url}/blog</link>
    <atom:link href="${site.url}/blog/rss.xml" rel="self" type="application/rss+xml" />
    <description>Artículos sobre derecho chileno: laboral, familia, empresas, impuestos y más.</description>
    <language>es-CL</language>${updated}
${items.join('\n')}
  </channel>
</rss>
`;
}

export const FEED_PATH = '/blog/rss.xml';
