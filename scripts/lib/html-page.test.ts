import { buildPage, deferHydration, pageChunks, splitHead, type Manifest } from './html-page';

const manifest: Manifest = {
  'src/app/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/x/pages/x-page.tsx': {
    file: 'assets/x-page.js',
    imports: ['_react.js', '_seo.js'],
  },
  '_seo.js': { file: 'assets/seo.js', imports: ['_react.js'] },
};

describe('prerendered page assembly', () => {
  it('moves the leading head tags React rendered into <head>', () => {
    const { head, body } = splitHead(
      '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/><main><h1>T</h1></main>',
    );
    expect(head).toBe(
      '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/>',
    );
    expect(body).toBe('<main><h1>T</h1></main>');
  });

  it('preloads the chunks a page needs beyond what the entry loads', () => {
    expect(pageChunks(manifest, 'src/features/x/pages/x-page.tsx')).toEqual([
      'assets/x-page.js',
      'assets/seo.js',
    ]);
    expect(() => pageChunks(manifest, 'src/missing.tsx')).toThrow('src/missing.tsx');
  });

  it('starts the hydration scripts after the first paint, listing them as data', () => {
    const html = deferHydration(
      '<head><script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js"></head><body><h1>x</h1></body>',
    );
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script id="hydration-scripts" type="application/json">["/a.js","/b.js"]</script>',
    );
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(() => deferHydration('<body></body>')).toThrow('Se esperaba un script de entrada');
  });

  it('fills the template with head, preloads and body', () => {
    const template =
      '<head><!--app-head--><script type="module" crossorigin src="/assets/main.js"></script></head><body><div id="root"><!--app-html--></div></body>';
    const html = buildPage(
      template,
      '<title>T</title><h1>T</h1>',
      manifest,
      'src/features/x/pages/x-page.tsx',
    );
    expect(html).toContain('<head><title>T</title></head>');
    expect(html).toContain('<div id="root"><h1>T</h1></div>');
    expect(html).toContain('["/assets/main.js","/assets/x-page.js","/assets/seo.js"]');
  });
});
