import { forbiddenModules, gzipSize, initialScripts, inlineStyles } from './budgets';

describe('budget helpers', () => {
  const html =
    '<head><style>a{color:red}</style><script type="module" crossorigin src="/assets/main.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="modulepreload" crossorigin href="/assets/page.js"></head>';

  it('finds the entry script and every modulepreload', () => {
    expect(initialScripts(html)).toEqual(['assets/main.js', 'assets/react.js', 'assets/page.js']);
  });

  it('finds the scripts a prerendered page starts after its first paint', () => {
    const deferred =
      '<body><script id="hydration-scripts" type="application/json">["/assets/main.js","/assets/page.js"]</script></body>';
    expect(initialScripts(deferred)).toEqual(['assets/main.js', 'assets/page.js']);
  });

  it('collects inline CSS', () => {
    expect(inlineStyles(html)).toBe('a{color:red}');
  });

  it('flags backend and staff modules in public chunks', () => {
    const chunkModules = {
      'assets/main.js': ['src/app/main.tsx', 'node_modules/react/index.js'],
      'assets/page.js': [
        'src/features/admin/pages/admin-page.tsx',
        'node_modules/@supabase/supabase-js/dist/index.js',
      ],
    };
    expect(forbiddenModules(['assets/main.js'], chunkModules)).toEqual([]);
    expect(forbiddenModules(['assets/main.js', 'assets/page.js'], chunkModules)).toEqual([
      'src/features/admin/pages/admin-page.tsx',
      'node_modules/@supabase/supabase-js/dist/index.js',
    ]);
  });

  it('flags a Markdown parser or an article body in public chunks, not the blog pages', () => {
    const chunkModules = {
      'assets/blog.js': ['src/features/blog/pages/article-page.tsx'],
      'assets/body.js': [
        'src/content/blog/despido-injustificado.mdx',
        'node_modules/micromark/lib/parse.js',
      ],
    };
    expect(forbiddenModules(['assets/blog.js'], chunkModules)).toEqual([]);
    expect(forbiddenModules(['assets/body.js'], chunkModules)).toEqual([
      'src/content/blog/despido-injustificado.mdx',
      'node_modules/micromark/lib/parse.js',
    ]);
  });

  it('measures gzip size', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
  });
});
