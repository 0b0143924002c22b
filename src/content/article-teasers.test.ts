import fs from 'node:fs';
import path from 'node:path';
import type { NewsTeaser } from './marketing/shapes';

/**
 * A teaser of a published article shows that article's own title, date and reading time: the
 * same facts on the card as on the article.
 */

const BLOG = path.resolve(__dirname, 'blog');

function frontmatterField(text: string, field: string): string {
  const line = new RegExp(`^${field}:\\s*(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  const quoted = /^(['"])(.*)\1$/.exec(line);
  if (!quoted) return line;
  return quoted[1] === "'" ? (quoted[2] ?? '').replace(/''/g, "'") : (quoted[2] ?? '');
}

const ARTICLES = new Map(
  fs
    .readdirSync(BLOG)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const text = fs.readFileSync(path.join(BLOG, name), 'utf8');
      return [
        name.replace(/\.mdx$/, ''),
        {
          title: frontmatterField(text, 'title'),
          date: frontmatterField(text, 'date'),
          readTime: frontmatterField(text, 'readTime'),
        },
      ];
    }),
);

function isTeaser(value: unknown): value is NewsTeaser {
  if (typeof value !== 'object' || value === null) return false;
  return 'slug' in value && 'fallback' in value && 'readMinutes' in value && 'date' in value;
}

/** Every teaser any content module exports, however deep in its data. */
function collectTeasers(value: unknown, found: NewsTeaser[], seen = new Set<unknown>()) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if (isTeaser(value)) found.push(value);
  for (const child of Object.values(value)) collectTeasers(child, found, seen);
  return found;
}

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});
const teasers = collectTeasers(Object.values(modules), []);
const published = teasers.filter((teaser) => ARTICLES.has(teaser.slug));

describe('article teasers', () => {
  it('are found in the content', () => {
    expect(published.length).toBeGreaterThan(40);
  });

  it.each(published.map((teaser) => [teaser.slug, teaser] as const))(
    '%s: the card shows the article’s title, date and reading time',
    (slug, teaser) => {
      const article = ARTICLES.get(slug);
      expect({
        title: teaser.title,
        date: teaser.date,
        readTime: `${teaser.readMinutes} min`,
      }).toEqual(article);
    },
  );
});
