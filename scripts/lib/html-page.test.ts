import { runInNewContext } from 'node:vm';
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

  it('after the first paint, adds the entry script, then the chunks a few to a task', () => {
    const chunks = Array.from({ length: 19 }, (_, i) => `/c${String(i)}.js`);
    const html = deferHydration(
      `<head><script type="module" crossorigin src="/entry.js"></script>${chunks
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('')}</head><body><h1>x</h1></body>`,
    );
    const data = /<script id="hydration-scripts" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const loader = /<script>(\(function\(\)\{var done.*?)<\/script>/.exec(html)?.[1];
    // The page's side of the loader: its document, the paint observer and the timers.
    const added: { kind: string; src: string; task: number }[] = [];
    const timers: (() => void)[] = [];
    let task = 0;
    const document = {
      getElementById: () => ({ textContent: data }),
      createElement: (kind: string) => ({ kind, src: '', href: '' }),
      head: {
        appendChild: (element: { kind: string; src: string; href: string }) =>
          added.push({ kind: element.kind, src: element.src || element.href, task }),
      },
    };
    class PerformanceObserver {
      constructor(private readonly callback: (list: unknown) => void) {}
      observe() {
        this.callback({ getEntriesByName: () => [{}] });
      }
    }
    const setTimeout = (fn: () => void, ms: number) => {
      if (ms === 0) timers.push(fn);
    };
    runInNewContext(loader ?? '', { document, PerformanceObserver, setTimeout });
    while (timers.length > 0) {
      task += 1;
      timers.shift()?.();
    }
    expect(added.map((element) => element.src)).toEqual(['/entry.js', ...chunks]);
    expect(added[0]?.kind).toBe('script');
    // The entry and 8 chunks in the first task, then 8, then the last 3.
    const perTask = added.reduce<number[]>((counts, element) => {
      counts[element.task] = (counts[element.task] ?? 0) + 1;
      return counts;
    }, []);
    expect(perTask.filter(Boolean)).toEqual([9, 8, 3]);
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
