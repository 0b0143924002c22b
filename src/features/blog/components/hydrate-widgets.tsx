import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's HTML.
type AnyWidget = ComponentType<any>;

/** The code of each widget: fetched only when the widget is needed. */
const WIDGETS: Record<string, () => Promise<AnyWidget>> = {
  actions: () => import('./article-actions').then((m) => m.ArticleActions),
  checklist: () => import('./checklist-view').then((m) => m.ChecklistView),
};

/**
 * Whether this browser stored anything under the key a widget shows (see Widget's storedUnder):
 * then its prerendered HTML may be out of date here (an article already saved, boxes ticked).
 */
function holdsState(key: string | undefined): boolean {
  if (!key) return false;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}

/** About a screen ahead of a reader scrolling, so a widget showing stored state is live in time. */
const AHEAD = '600px 0px';

/** Calls `onLive` once its content is hydrated: its elements are live from then on. */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** What shows that the reader is about to use a widget. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Brings the widgets of an article adopted as prerendered HTML (see Widget) to life, each alone,
 * so only its code runs, never the article's, and only when it is needed: when the reader is
 * about to use it (pointer over it, focus in it, a touch), or when it nears the screen holding
 * state of this browser that its HTML cannot show. A click that arrives before its code is
 * held back and replayed once the widget is live, so nothing the reader does is lost. A widget
 * keeps its `data-widget-props` until it is live. Returns a stop function for the page to call
 * when the reader leaves.
 */
export function hydrateWidgets(container: HTMLElement): () => void {
  const roots: Root[] = [];
  const cleanups: (() => void)[] = [];
  let stopped = false;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: AHEAD },
  );
  const waking = new WeakMap<HTMLElement, () => void>();
  const wake = (element: HTMLElement) => waking.get(element)?.();

  for (const element of container.querySelectorAll<HTMLElement>('[data-widget-props]')) {
    const load = WIDGETS[element.dataset.widget ?? ''];
    if (!load) continue;
    const props = JSON.parse(element.dataset.widgetProps ?? '{}') as object;
    let heldClick: HTMLElement | undefined;
    // Hydration keeps the very same elements, so the held click goes to what the reader clicked.
    const replay = () => {
      const target = heldClick;
      heldClick = undefined;
      target?.click();
    };

    let started = false;
    const stopWaiting = () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      observer.unobserve(element);
    };
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      void load().then((Component) => {
        if (stopped) return;
        element.removeEventListener('click', holdClick, true);
        delete element.dataset.widgetProps;
        delete element.dataset.widgetStored;
        roots.push(
          hydrateRoot(
            element,
            <StrictMode>
              <WhenLive onLive={replay}>
                <Component {...props} />
              </WhenLive>
            </StrictMode>,
          ),
        );
      });
    };

    const holdClick = (event: MouseEvent) => {
      // Undone here (a box's tick too) and done again by the live widget.
      event.preventDefault();
      event.stopPropagation();
      if (event.target instanceof HTMLElement) heldClick = event.target;
      start();
    };
    waking.set(element, start);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    element.addEventListener('click', holdClick, true);
    if (holdsState(element.dataset.widgetStored)) observer.observe(element);
    // A reader who reached the widget before the page was ready (a focus the listeners missed)
    // is already using it.
    if (element.contains(document.activeElement)) start();
    cleanups.push(() => {
      stopWaiting();
      element.removeEventListener('click', holdClick, true);
    });
  }

  return () => {
    stopped = true;
    observer.disconnect();
    cleanups.forEach((cleanup) => cleanup());
    // After this commit: a root cannot be unmounted while React is committing another.
    setTimeout(() => roots.forEach((root) => root.unmount()), 0);
  };
}
