import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FormIsland } from '@/components/forms/form-island';
import { Seo } from '@/components/seo/seo';
import { BLOG_SEARCH_PARAM } from '@/content/site-links';
import type { Category } from '../categories';

const loadListing = () => import('../components/blog-listing');
// 'Guardados' depends on this browser only (nothing to prerender): its code loads once hydrated.
const SavedList = lazy(() => import('../components/saved-list'));

// Written out here rather than imported (useHydrated, categories.ts): each module this page shares
// is one more file name in the shell's list of page dependencies, and the shell is at its budget.
const noSubscription = () => () => undefined;
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** "inmobiliario" → "Inmobiliario" (every category is one word; the list checks the name). */
const categoryName = (slug: string) =>
  `${slug.charAt(0).toUpperCase()}${slug.slice(1)}` as Category;

/** Whether the URL asks for a search or a category: then the list's code is needed at once. */
function filtersIn(search: string): boolean {
  const params = new URLSearchParams(search);
  return Boolean(params.get(BLOG_SEARCH_PARAM)?.trim() || params.get('categoria'));
}

/** Whether the island's list has taken over from its static HTML (blog-listing marks its root). */
const isLive = (id: string) =>
  typeof document !== 'undefined' && document.querySelector(`#${id} > [data-live]`) !== null;

/** /blog and /blog/categoria/:categoria: the index of articles, searchable and by category. */
export default function BlogPage() {
  const { categoria } = useParams();
  const { search } = useLocation();
  const category = categoria ? categoryName(categoria.toLowerCase()) : undefined;
  const path = categoria ? `/blog/categoria/${categoria.toLowerCase()}` : '/blog';
  const hydrated = useHydrated();
  // The list stays static HTML until the reader uses it or the URL asks for a search or a
  // category (the top bar's quick search, a shared link): then the island starts again, eagerly.
  // (Not when the list is live already: it follows the URL itself.)
  const islandId = categoria ? `blog-lista-${categoria.toLowerCase()}` : 'blog-lista';
  const [wanted, setWanted] = useState(false);
  if (!wanted && filtersIn(search) && !isLive(islandId)) setWanted(true);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
      {category ? (
        <Seo
          title={`Artículos de derecho ${category.toLowerCase()}`}
          description={`Artículos claros sobre derecho ${category.toLowerCase()} en Chile: qué dice la ley, plazos y qué hacer, escritos por abogados.`}
          path={path}
          breadcrumbs={[
            { name: 'Blog', path: '/blog' },
            { name: category, path },
          ]}
        />
      ) : (
        <Seo
          title="Blog legal"
          description="Artículos claros sobre derecho chileno: despidos, divorcio, herencias, empresas, propiedades, firma electrónica e impuestos."
          path="/blog"
          breadcrumbs={[{ name: 'Blog', path: '/blog' }]}
        />
      )}
      <link rel="alternate" type="application/rss+xml" title="Blog legal" href="/blog/rss.xml" />
      <h1 className="text-3xl font-bold text-ink lg:text-4xl">
        {category ? `Blog legal: ${category}` : 'Blog legal'}
      </h1>
      <p className="mt-3 max-w-3xl text-ink-muted">
        Guías prácticas sobre la ley chilena, para quien no es abogado. Recibe los artículos nuevos
        con nuestro{' '}
        <a href="#boletin" className="text-link underline">
          boletín
        </a>
        .
      </p>
      {hydrated && (
        <Suspense fallback={null}>
          <SavedList />
        </Suspense>
      )}
      <div className="mt-8">
        <FormIsland
          key={`${path}-${wanted ? 'live' : 'static'}`}
          id={islandId}
          load={loadListing}
          props={{ category: categoria }}
          eager={() => wanted}
        />
      </div>
    </div>
  );
}
