import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ARTICLES } from 'virtual:blog-articles';
import { buttonClass } from '@/components/ui/button-styles';
import { formatLongDate } from '@/lib/format/dates';
import type { ArticleMeta } from '../article-schema';
import { ARTICLE_CTAS } from '../article-ctas';
import { categoryPath } from '../categories';
import { SAVED_ARTICLES_KEY } from '../widget-storage';
import { ArticleActions } from './article-actions';
import { ArticleCard } from './article-card';
import { MDX_COMPONENTS } from './mdx-components';
import { Widget } from './widget';

type Body = ComponentType<{ components?: typeof MDX_COMPONENTS }>;

const bodies = import.meta.glob<{ default: Body }>('/src/content/blog/*.mdx');

/** Articles with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 3;

const BODY_STYLE = [
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink',
  '[&_h3]:mt-6 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_p]:mt-4 [&_p]:leading-relaxed [&_a]:text-link [&_a]:underline',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-2 [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-line [&_td]:p-2',
  '[&_.not-prose_ul]:list-none [&_.not-prose_ul]:pl-0',
].join(' ');

function TableOfContents({ article }: { article: ArticleMeta }) {
  if (article.headings.length < TOC_MIN_SECTIONS) return null;
  return (
    <nav
      aria-label="Contenido del artículo"
      className="rounded-xl border border-line bg-surface p-4"
    >
      <p className="font-semibold text-ink">En este artículo</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {article.headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-ink-muted hover:text-link">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CallToAction({ article }: { article: ArticleMeta }) {
  const cta = ARTICLE_CTAS[article.cta];
  return (
    <section aria-labelledby="cta-articulo" className="mt-12 rounded-2xl bg-surface-2 p-6">
      <h2 id="cta-articulo" className="text-xl font-bold text-ink">
        {cta.title}
      </h2>
      <p className="mt-2 text-ink-muted">{cta.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={cta.primary.href} className={buttonClass('primary')}>
          {cta.primary.label}
        </Link>
        <Link to={cta.secondary.href} className={buttonClass('secondary')}>
          {cta.secondary.label}
        </Link>
      </div>
    </section>
  );
}

function Related({ article }: { article: ArticleMeta }) {
  const related = article.related
    .map((id) => ARTICLES.find((other) => other.id === id))
    .filter((other): other is ArticleMeta => other !== undefined);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="relacionados" className="mt-12">
      <h2 id="relacionados" className="text-xl font-bold text-ink">
        Artículos relacionados
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {related.map((other) => (
          <li key={other.id}>
            <ArticleCard article={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Breadcrumbs({ article }: { article: ArticleMeta }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="text-link">
            Inicio
          </Link>{' '}
          ›
        </li>
        <li>
          <Link to="/blog" className="text-link">
            Blog
          </Link>{' '}
          ›
        </li>
        <li>
          <Link to={categoryPath(article.category)} className="text-link">
            {article.category}
          </Link>{' '}
          ›
        </li>
        <li aria-current="page">{article.title}</li>
      </ol>
    </nav>
  );
}

function ArticleContent({ article, Body }: { article: ArticleMeta; Body: Body }) {
  const saved = { id: article.id, title: article.title };
  return (
    <article>
      <Breadcrumbs article={article} />
      <header className="mt-6">
        <img src={article.image} alt="" width={64} height={64} />
        <h1 className="mt-4 text-3xl font-bold text-ink lg:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-ink-muted">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time> · {article.readTime}{' '}
          de lectura ·{' '}
          <Link to={categoryPath(article.category)} className="text-link underline">
            {article.category}
          </Link>
        </p>
        <Widget name="actions" props={saved} storedUnder={SAVED_ARTICLES_KEY}>
          <ArticleActions {...saved} />
        </Widget>
      </header>
      <div className="mt-8" />
      <TableOfContents article={article} />
      <div className={`mt-6 text-ink ${BODY_STYLE}`}>
        <Body components={MDX_COMPONENTS} />
      </div>
      <p className="mt-10 rounded-lg border border-line p-4 text-sm text-ink-muted">
        Esto es información general, no asesoría legal. Cada caso es distinto: consulta a un abogado
        antes de decidir.
      </p>
      <CallToAction article={article} />
      <Related article={article} />
      <p className="mt-10">
        <Link to="/blog" className="text-link">
          ← Volver al blog
        </Link>
      </p>
    </article>
  );
}

/** The article's text and what follows it, as a component for a PrerenderedIsland. */
export async function articleContent(slug: string): Promise<{ default: ComponentType }> {
  const article = ARTICLES.find((candidate) => candidate.id === slug);
  const load = bodies[`/src/content/blog/${slug}.mdx`];
  if (!article || !load) throw new Error(`No existe el artículo ${slug}`);
  const { default: Body } = await load();
  return { default: () => <ArticleContent article={article} Body={Body} /> };
}
