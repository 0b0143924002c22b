import { z } from 'zod';
import { CATEGORIES, categorySlug } from './categories';

/**
 * The frontmatter of an article (src/content/blog/<slug>.mdx), checked at build time by the blog
 * content plugin (scripts/lib/blog-content.ts): a bad field fails the build naming the file.
 */
export const CTAS = [
  'laboral',
  'sociedades',
  'tributario',
  'emergencia-tributaria',
  'familia',
  'inmobiliario',
  'digital',
  'corporativo',
  'civil',
  'penal',
] as const;

export type ArticleCta = (typeof CTAS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const frontmatterSchema = z
  .object({
    id: z.string().regex(SLUG, 'debe ser un slug en minúsculas con guiones'),
    title: z.string().min(10).max(120),
    excerpt: z.string().min(20).max(200),
    category: z.enum(CATEGORIES),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha YYYY-MM-DD'),
    readTime: z.string().regex(/^\d{1,2} min$/, 'debe ser como "8 min"'),
    views: z.string(),
    comments: z.number().int().nonnegative(),
    image: z.string().regex(/^\/images\/blog\/[a-z]+\.svg$/),
    featured: z.boolean(),
    urgent: z.boolean(),
    related: z.array(z.string().regex(SLUG)).max(4),
    cta: z.enum(CTAS),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** A `##` heading of the body: the table of contents links to it by id. */
export interface ArticleHeading {
  id: string;
  text: string;
}

/** What the blog knows about an article without its body. */
export interface ArticleMeta extends Omit<Frontmatter, 'views' | 'comments'> {
  headings: ArticleHeading[];
}

/**
 * Validates one article's frontmatter; returns the problems in Spanish ("campo: motivo"), none
 * when it is valid. `slug` is the file name without .mdx; `today` is YYYY-MM-DD.
 */
export function frontmatterProblems(data: unknown, slug: string, today: string): string[] {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success)
    return result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`,
    );
  const meta = result.data;
  const problems: string[] = [];
  if (meta.id !== slug) problems.push(`id: "${meta.id}" debe ser igual al nombre del archivo`);
  const expectedImage = `/images/blog/${categorySlug(meta.category)}.svg`;
  if (meta.image !== expectedImage) problems.push(`image: debe ser ${expectedImage}`);
  if (Number.isNaN(Date.parse(meta.date))) problems.push(`date: ${meta.date} no es una fecha`);
  else if (meta.date > today) problems.push(`date: ${meta.date} está en el futuro`);
  if (meta.related.includes(meta.id)) problems.push('related: un artículo no se relaciona consigo');
  return problems;
}
