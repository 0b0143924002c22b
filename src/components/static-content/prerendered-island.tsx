import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { internalLinkTarget } from './internal-link-target';

type ContentModule = { default: ComponentType };
type Loader = () => Promise<ContentModule>;

const lazyContents = new WeakMap<Loader, LazyExoticComponent<ComponentType>>();
/** HTML adopted from the prerendered page, by island id, for when the reader comes back. */
const adoptedHtml = new Map<string, string>();

function adopt(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const html = document.getElementById(id)?.innerHTML ?? adoptedHtml.get(id);
  if (html !== undefined) adoptedHtml.set(id, html);
  return html;
}

function lazyContent(load: Loader): LazyExoticComponent<ComponentType> {
  let component = lazyContents.get(load);
  if (!component) {
    component = lazy(load);
    lazyContents.set(load, component);
  }
  return component;
}

interface PrerenderedIslandProps {
  /** Unique id of the island's element; the hydrating client finds the server HTML by it. */
  id: string;
  load: Loader;
  className?: string;
}

/**
 * Long static content (legal text, articles) that costs no JavaScript on a first visit.
 *
 * At build time the content renders normally. When the browser hydrates that HTML, the island
 * adopts it as it is (and remembers it, for when the reader comes back), so the content's code is
 * never downloaded; it is only loaded when the page is reached by client-side navigation and
 * there is no HTML to adopt. Links inside keep working as in-app navigation through one delegated
 * click handler. An id must always hold the same content.
 */
export function PrerenderedIsland({ id, load, className }: PrerenderedIslandProps) {
  const [html] = useState(() => adopt(id));
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const target = internalLinkTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      void navigate(target);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);

  if (html !== undefined) {
    return (
      <div ref={element} id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  // lazyContent caches one component per loader, so its identity is stable across renders.
  const Content = lazyContent(load);
  return (
    <div ref={element} id={id} className={className}>
      <Suspense fallback={<p className="text-ink-muted">Cargando...</p>}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Content />
      </Suspense>
    </div>
  );
}
