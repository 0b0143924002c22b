/** The blog's eight categories: the name an article's frontmatter gives and its URL slug. */
export const CATEGORIES = [
  'Corporativo',
  'Laboral',
  'Familia',
  'Inmobiliario',
  'Civil',
  'Penal',
  'Digital',
  'Tributario',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** "Inmobiliario" → "inmobiliario": the category's part of /blog/categoria/... and ?categoria=. */
export function categorySlug(category: Category): string {
  return category.toLowerCase();
}

export function categoryFromSlug(slug: string | null | undefined): Category | undefined {
  return CATEGORIES.find((category) => categorySlug(category) === slug?.toLowerCase());
}

export function categoryPath(category: Category): string {
  return `/blog/categoria/${categorySlug(category)}`;
}
