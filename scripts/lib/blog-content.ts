/**
 * The blog's build-time content pipeline (a Vite plugin, used by the client, SSR and test builds):
 * - compiles src/content/blog/*.mdx with MDX (GFM tables, YAML frontmatter stripped, ids on the
 *   headings), so no Markdown or MDX code reaches the browser;
 * - validates every article's frontmatter with the zod schema, failing the build with the file;
 * - serves the metadata (never the bodies) as virtual modules: `virtual:blog-articles` (every
 *   article's metadata, newest first) and `virtual:blog-slugs` (the published slugs only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Plugin } from 'vite';
import type { ArticleMeta } from '../../src/features/blog/article-schema';
import { uniqueIds } from '../../src/features/blog/headings';
import { byNewest, readArticle } from '../../src/features/blog/read-article';

export const BLOG_DIR = 'src/content/blog';
const MODULES = { articles: 'virtual:blog-articles', slugs: 'virtual:blog-slugs' } as const;

interface MdastNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const textOf = (node: MdastNode): string =>
  node.value ?? (node.children ?? []).map(textOf).join('');

/** Gives `##` and `###` headings the ids the table of contents links to (see headings.ts). */
function remarkHeadingIds() {
  return (tree: MdastNode) => {
    const nextId = uniqueIds();
    const visit = (node: MdastNode) => {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        node.data = { ...node.data, hProperties: { id: nextId(textOf(node).trim()) } };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Reads and validates every article; throws on the first bad file, naming it. */
export function readArticles(root: string, today = new Date().toISOString().slice(0, 10)) {
  const dir = path.join(root, BLOG_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) =>
      readArticle(path.join(BLOG_DIR, name), fs.readFileSync(path.join(dir, name), 'utf8'), today),
    )
    .sort(byNewest);
}

function metadataPlugin(root: string): Plugin {
  let articles: ArticleMeta[] | undefined;
  const load = () => (articles ??= readArticles(root));
  return {
    name: 'blog-metadata',
    buildStart() {
      articles = undefined;
      load();
    },
    resolveId(id) {
      return Object.values(MODULES).includes(id as never) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${MODULES.articles}`)
        return `export const ARTICLES = ${JSON.stringify(load())};`;
      if (id === `\0${MODULES.slugs}`)
        return `export const SLUGS = ${JSON.stringify(load().map((article) => article.id))};`;
      return undefined;
    },
    configureServer(server) {
      const dir = path.join(root, BLOG_DIR);
      server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return;
        articles = undefined;
        for (const id of Object.values(MODULES)) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}

/**
 * Compiles each article to a React component module at build time. A plain transform over
 * @mdx-js/mdx: the Rollup plugin would bring Rollup itself, whose platform packages the lock file
 * cannot record for every machine.
 */
function mdxPlugin(): Plugin {
  return {
    name: 'blog-mdx',
    enforce: 'pre',
    async transform(value, id) {
      const [file] = id.split('?');
      if (!file?.endsWith('.mdx')) return undefined;
      const compiled = await compile(
        { path: file, value },
        { remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds] },
      );
      return { code: String(compiled.value), map: null };
    },
  };
}

export function blogContent(root: string): Plugin[] {
  return [mdxPlugin(), metadataPlugin(root)];
}
