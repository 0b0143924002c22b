import { articleHref, PUBLISHED_ARTICLES } from './article-links';

describe('articleHref', () => {
  it('links an unpublished article to the page given instead', () => {
    expect(PUBLISHED_ARTICLES.has('no-publicado-aun')).toBe(false);
    expect(articleHref('no-publicado-aun', '/laboral')).toBe('/laboral');
  });
});
