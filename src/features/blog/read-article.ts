import { parse } from 'yaml';
import { frontmatterProblems, type ArticleMeta, type Frontmatter } from './article-schema';
import { bodyHeadings } from './headings';

/** A build error that names the article file and each bad field. */
export class ArticleError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`Artículo inválido ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ArticleError';
  }
}

/**
 * Reads an article's source (YAML frontmatter between --- lines, then the MDX body) and returns
 * its metadata, or throws an ArticleError naming `file`. Runs at build time only.
 */
export function readArticle(file: string, source: string, today: string): ArticleMeta {
  const slug = /([^/\\]+)\.mdx$/.exec(file)?.[1] ?? file;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(file, ['falta el frontmatter YAML entre líneas ---']);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    throw new ArticleError(file, [`YAML inválido: ${(error as Error).message}`]);
  }
  const problems = frontmatterProblems(data, slug, today);
  const body = match[2] ?? '';
  if (/^#\s/m.test(body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '')))
    problems.push('el cuerpo no lleva títulos "# ": el título del artículo es el h1');
  if (problems.length > 0) throw new ArticleError(file, problems);
  // views and comments stay in the files (the data's shape) but are never shown: not passed on.
  const meta: Partial<Frontmatter> = { ...(data as Frontmatter) };
  delete meta.views;
  delete meta.comments;
  const headings = bodyHeadings(body)
    .filter((heading) => heading.depth === 2)
    .map(({ id, text }) => ({ id, text }));
  return { ...(meta as Omit<Frontmatter, 'views' | 'comments'>), headings };
}

/** Newest first; the same date falls back to the slug, so the order never depends on the disk. */
export function byNewest(a: ArticleMeta, b: ArticleMeta): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
}
