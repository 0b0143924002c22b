// @vitest-environment jsdom
import type { ArticleMeta } from './article-schema';
import { rssFeed } from './feed';

const meta = (id: string, date: string, title: string): ArticleMeta => ({
  id,
  title,
  excerpt: 'Resumen',
  category: 'Laboral',
  date,
  readTime: '5 min',
  image: '/images/blog/laboral.svg',
  featured: false,
  urgent: false,
  related: [],
  cta: 'laboral',
  headings: [],
});

describe('rssFeed', () => {
  it('is RSS 2.0 that parses, newest first, with escaped text', () => {
    const xml = rssFeed(
      [meta('antiguo', '2026-01-05', 'Uno'), meta('nuevo', '2026-10-14', 'Dos & <tres>')],
      { url: 'https://puntolegal.cl', name: 'Punto Legal' },
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      'https://puntolegal.cl/blog/nuevo',
      'https://puntolegal.cl/blog/antiguo',
    ]);
    expect(items[0]?.querySelector('title')?.textContent).toBe('Dos & <tres>');
    expect(items[0]?.querySelector('pubDate')?.textContent).toBe('Wed, 14 Oct 2026 12:00:00 GMT');
  });
});
