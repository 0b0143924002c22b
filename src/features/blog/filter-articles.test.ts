import {
  articleCountLabel,
  categoryCounts,
  filterArticles,
  showsFeatured,
  type ArticleSummary,
} from './filter-articles';

const article = (id: string, title: string, category: ArticleSummary['category'], excerpt = '') =>
  ({
    id,
    title,
    excerpt,
    category,
    date: '2026-10-01',
    readTime: '5 min',
    featured: false,
    urgent: false,
  }) satisfies ArticleSummary;

const ARTICLES = [
  article('despido', 'Despido injustificado', 'Laboral', 'Plazos para reclamar'),
  article('pension', 'Pensión de alimentos', 'Familia', 'Cómo se calcula'),
  article('iva', 'IVA para pymes', 'Tributario', 'Un despido no cambia el IVA'),
];

describe('filterArticles', () => {
  it.each([
    ['DESPIDO', ['despido', 'iva']],
    ['pension', ['pension']],
    ['CÓMO SE', ['pension']],
    ['  ', ['despido', 'pension', 'iva']],
    ['no existe', []],
  ])('searches title and excerpt ignoring case and accents: %j', (query, ids) => {
    expect(filterArticles(ARTICLES, { query, category: undefined }).map((a) => a.id)).toEqual(ids);
  });

  it('filters by category, together with the search', () => {
    expect(filterArticles(ARTICLES, { query: '', category: 'Familia' }).map((a) => a.id)).toEqual([
      'pension',
    ]);
    expect(filterArticles(ARTICLES, { query: 'despid', category: 'Tributario' })).toHaveLength(1);
    expect(filterArticles(ARTICLES, { query: 'pension', category: 'Laboral' })).toEqual([]);
  });
});

describe('categoryCounts', () => {
  it('counts all, then each of the eight categories in order', () => {
    const counts = categoryCounts(ARTICLES);
    expect(counts).toHaveLength(9);
    expect(counts[0]).toEqual({ category: undefined, count: 3 });
    expect(counts.find((c) => c.category === 'Laboral')?.count).toBe(1);
    expect(counts.find((c) => c.category === 'Penal')?.count).toBe(0);
  });
});

describe('articleCountLabel and the featured section', () => {
  it.each([
    [0, '0 artículos'],
    [1, '1 artículo'],
    [2, '2 artículos'],
    [19, '19 artículos'],
  ])('%i → %s', (count, label) => {
    expect(articleCountLabel(count)).toBe(label);
  });

  it('shows the featured section only on every category with no search', () => {
    expect(showsFeatured({ query: '', category: undefined })).toBe(true);
    expect(showsFeatured({ query: ' ', category: undefined })).toBe(true);
    expect(showsFeatured({ query: 'x', category: undefined })).toBe(false);
    expect(showsFeatured({ query: '', category: 'Laboral' })).toBe(false);
  });
});
