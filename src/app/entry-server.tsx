import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { pageForPath } from './match-route';
import { preloadPage } from './page-loaders';

export { inSitemap, NOT_FOUND_PAGE, ROUTES } from './route-table';
export { prerenderedPaths } from './prerender-paths';
export { ARTICLES } from 'virtual:blog-articles';
export { LEGACY_POSTS } from '@/features/blog/legacy-posts';
export { rssFeed, FEED_PATH } from '@/features/blog/feed';
export { company } from '@/content/company';

/** Renders one URL of the app to HTML, waiting for its lazy page (used at build time only). */
export async function render(url: string): Promise<string> {
  await preloadPage(pageForPath(new URL(url, 'http://localhost').pathname));
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Static HTML: keep every boundary in place. By default React moves large boundaries out of
    // order and reveals them with an inline script, which crawlers without JS would not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
