import { parseRedirects, resolveRequest, type SiteLayout } from './resolve-request';

const files = new Set([
  'index.html',
  'terminos/index.html',
  'terminos.html',
  'assets/main-abc.js',
  'sitemap.xml',
  'spa.html',
  '404.html',
]);
const site: SiteLayout = {
  exists: (file) => files.has(file),
  clientRoutes: ['/test', '/payment-success/:serviceId'],
  redirects: { '/blog-post-4': '/blog/despido-injustificado' },
};

describe('resolveRequest', () => {
  it.each([
    ['/', 'index.html'],
    ['/terminos', 'terminos/index.html'],
    ['/terminos/', 'terminos/index.html'],
    ['/terminos?ref=menu', 'terminos/index.html'],
    ['/assets/main-abc.js', 'assets/main-abc.js'],
    ['/sitemap.xml', 'sitemap.xml'],
  ])('serves the file for %s', (url, file) => {
    expect(resolveRequest(url, site)).toEqual({ file, status: 200 });
  });

  it.each(['/test', '/test/', '/payment-success/laboral'])('serves the SPA shell for %s', (url) => {
    expect(resolveRequest(url, site)).toEqual({ file: 'spa.html', status: 200 });
  });

  it.each(['/no-existe', '/terminos/extra', '/assets/missing.js', '/%E0%A4%A'])(
    'answers 404 with the not-found page for %s',
    (url) => {
      expect(resolveRequest(url, site)).toEqual({ file: '404.html', status: 404 });
    },
  );

  it('never leaves the site root', () => {
    const resolution = resolveRequest('/../../etc/passwd', site);
    expect(resolution && 'file' in resolution ? resolution.file : '').not.toContain('..');
  });

  it('answers an old address with a permanent redirect, with or without the final slash', () => {
    for (const url of ['/blog-post-4', '/blog-post-4/', '/blog-post-4?ref=x'])
      expect(resolveRequest(url, site)).toEqual({
        status: 301,
        location: '/blog/despido-injustificado',
      });
  });

  it('reads the 301 lines of a _redirects file', () => {
    expect(
      parseRedirects('/blog-post-1 /blog/a 301\n/test /spa.html 200\n/* /404.html 404\n'),
    ).toEqual({ '/blog-post-1': '/blog/a' });
  });
});
