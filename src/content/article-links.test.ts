import { articleHref, PUBLISHED_ARTICLES } from './article-links';

/** Every article file the blog has, by slug (the file names only: nothing is compiled). */
const articleFiles = Object.keys(import.meta.glob('./blog/*.mdx')).map((file) =>
  file.replace(/^\.\/blog\//, '').replace(/\.mdx$/, ''),
);

describe('articleHref', () => {
  it('links an unpublished article to the page given instead', () => {
    expect(PUBLISHED_ARTICLES.has('no-publicado-aun')).toBe(false);
    expect(articleHref('no-publicado-aun', '/laboral')).toBe('/laboral');
  });

  it('publishes every article that exists, and only those', () => {
    expect([...PUBLISHED_ARTICLES].sort()).toEqual([...articleFiles].sort());
    for (const slug of articleFiles) expect(articleHref(slug, '/laboral')).toBe(`/blog/${slug}`);
  });
});
