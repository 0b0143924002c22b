import { use, useEffect, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { env } from '@/config/env';
import type { ArticleMeta } from '../article-schema';
import { blogPostingJsonLd } from '../article-json-ld';
import { EmbeddedData, readEmbedded } from '../components/embedded-data';
import { hydrateWidgets } from '../components/hydrate-widgets';
import { loadArticles } from '../load-articles';

type Summary = Pick<ArticleMeta, 'id' | 'title' | 'excerpt' | 'category' | 'date' | 'image'>;

const summaryOf = ({ id, title, excerpt, category, date, image }: Summary): Summary => ({
  id,
  title,
  excerpt,
  category,
  date,
  image,
});

const dataId = (slug: string) => `datos-${slug}`;
const islandId = (slug: string) => `articulo-${slug}`;

/** One loader per article, so the island keeps one lazy component per article. */
const contentLoaders = new Map<string, () => Promise<{ default: ComponentType }>>();
function contentLoader(slug: string) {
  let load = contentLoaders.get(slug);
  if (!load) {
    load = () => import('../components/article-body').then((m) => m.articleContent(slug));
    contentLoaders.set(slug, load);
  }
  return load;
}

/** What the head needs: embedded in the prerendered HTML, or loaded on in-app navigation. */
function useArticleSummary(slug: string): Summary | null {
  const [embedded] = useState(() => readEmbedded(dataId(slug)) as Summary | undefined);
  if (embedded?.id === slug) return embedded;
  const found = use(loadArticles()).find((article) => article.id === slug);
  return found ? summaryOf(found) : null;
}

function Article({ slug }: { slug: string }) {
  const article = useArticleSummary(slug);
  useEffect(() => {
    // The article was adopted as prerendered HTML: bring its widgets (Share, Save, checklists)
    // to life, each alone and only when needed; the article's own code never loads.
    const island = document.getElementById(islandId(slug));
    if (!island?.querySelector('[data-widget-props]')) return;
    return hydrateWidgets(island);
  }, [slug]);
  if (!article)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Seo
          title="Artículo no encontrado"
          description="Este artículo no existe."
          path="/blog"
          noindex
        />
        <h1 className="text-3xl font-bold text-ink">Artículo no encontrado</h1>
        <Link to="/blog" className="mt-4 inline-block text-link">
          Ver todos los artículos del blog
        </Link>
      </div>
    );
  const path = `/blog/${article.id}`;
  const categoryPath = `/blog/categoria/${article.category.toLowerCase()}`;
  return (
    <>
      <Seo
        title={article.title}
        description={article.excerpt}
        path={path}
        breadcrumbs={[
          { name: 'Blog', path: '/blog' },
          { name: article.category, path: categoryPath },
          { name: article.title, path },
        ]}
        jsonLd={[blogPostingJsonLd(article, env.siteUrl)]}
      />
      <link rel="alternate" type="application/rss+xml" title="Blog legal" href="/blog/rss.xml" />
      <EmbeddedData id={dataId(slug)} data={summaryOf(article)} />
      <PrerenderedIsland
        id={islandId(slug)}
        load={contentLoader(slug)}
        className="mx-auto max-w-3xl px-4 py-8 lg:px-8"
      />
    </>
  );
}

/** /blog/:slug: an article. Its text and layout reach a first visit as HTML, not JavaScript. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  return <Article key={slug} slug={slug} />;
}
