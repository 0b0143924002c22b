import type { ArticleHeading } from './article-schema';

/** "Plazos y ¿cómo reclamar?" → "plazos-y-como-reclamar": the id of a heading. */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The visible text of a Markdown heading's source: links, emphasis and code marks removed. */
export function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

/** Gives repeated ids a numeric suffix, the way the body's headings get theirs. */
export function uniqueIds(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingId(text) || 'seccion';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}

/**
 * The `##` and `###` headings of a Markdown body in order (outside code fences), with the ids the
 * compiled body gives them; the table of contents lists the `##` ones.
 */
export function bodyHeadings(body: string): (ArticleHeading & { depth: 2 | 3 })[] {
  const nextId = uniqueIds();
  const headings: (ArticleHeading & { depth: 2 | 3 })[] = [];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const text = plainHeadingText(match[2]);
    headings.push({ id: nextId(text), text, depth: match[1].length === 2 ? 2 : 3 });
  }
  return headings;
}
