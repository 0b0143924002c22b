import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule } from './route-table';

// One lazy chunk per page module. Keys are rewritten from paths relative to this file to the
// project-relative form used by the route table and Vite's manifest.
const loaders = Object.fromEntries(
  Object.entries(
    import.meta.glob<PageModule>(['../features/*/pages/*-page.tsx', './pages/*-page.tsx']),
  ).map(([key, load]) => [key.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/app/'), load]),
);

export function pageLoader(page: string): () => Promise<PageModule> {
  const load = loaders[page];
  if (!load) throw new Error(`No existe el módulo de página ${page}`);
  return load;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const preloadedPages = new Map<string, ComponentType>();

/**
 * Loads a page's code before the first render. The prerenderer and the hydrating client both
 * do this for the page being rendered, so that render never suspends: a boundary that is still
 * waiting for its code when the shell updates would be thrown away and rendered again, losing
 * the prerendered HTML and duplicating the head tags.
 */
export async function preloadPage(page: string): Promise<void> {
  const module = await pageLoader(page)();
  preloadedPages.set(page, module.default);
}

/** The component of a page module: the preloaded one, or a lazy one that loads on first use. */
export function pageComponent(page: string): ComponentType {
  const preloaded = preloadedPages.get(page);
  if (preloaded) return preloaded;
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(pageLoader(page));
    lazyPages.set(page, component);
  }
  return component;
}
