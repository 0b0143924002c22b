import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { pageForPath, routeForPath } from './match-route';
import { preloadPage } from './page-loaders';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

/** Starts the backend ahead of the page that needs it (a small chunk; public pages skip it). */
function startBackend() {
  // A failed start is the page's to report (with 'Reintentar'), not an unhandled rejection.
  import('@/backend/get-backend').then((module) => module.getBackend()).catch(() => undefined);
}

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page: load its code first (the HTML already asked for it with modulepreload),
  // so React adopts the server HTML in one pass, without suspending (see preloadPage).
  // As a transition, the adoption runs in short slices that give way to the browser, instead of
  // one long task after the first paint; a click or a key on a part not adopted yet makes React
  // finish at once and then handle it, as before.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => console.error('Error de hidratación', error),
      });
    });
  // Each step in a task of its own: the shell's modules (React, the router, the frame) are
  // evaluated in the task that ran this file, the page's modules (43 on the booking route) once
  // that task has ended, and the adoption after that. Run back to back they made one task of
  // 40-90 ms on this machine, over 200 ms under Lighthouse's 4x CPU, all of it blocking time.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  // A visitor already typing into a prerendered form that needs data (the booking wizard's:
  // data-starts-backend) used it before anything listened: the backend starts now, alongside
  // the adoption, not at the focus that the form would otherwise wait for.
  if (document.activeElement?.closest('[data-starts-backend]')) startBackend();
  void nextTask()
    .then(() => preloadPage(pageForPath(window.location.pathname)))
    .then(nextTask)
    .then(hydrate, hydrate);
} else {
  // The SPA shell (client-only pages) or the dev server: nothing to adopt. A page that needs data
  // starts the backend now, in parallel with its own code.
  if (routeForPath(window.location.pathname)?.data) startBackend();
  createRoot(container).render(tree);
}
