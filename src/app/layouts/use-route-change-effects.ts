import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-links';

/**
 * What a page change does besides rendering the new page:
 * - a new page starts at the top (or at its #anchor); back and forward return to where the reader
 *   was on that page;
 * - keyboard and screen-reader focus moves to the new content, as on a full page load.
 */
export function useRouteChangeEffects(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    // Also at a click, before any link acts on it: the last scroll's event only comes with the
    // next frame, and a link followed first would leave the page with an older position.
    document.addEventListener('click', remember, true);
    return () => {
      window.removeEventListener('scroll', remember);
      document.removeEventListener('click', remember, true);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const anchor = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (navigationType === NavigationType.Pop) {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
    } else if (anchor) {
      anchor.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    if (navigationType !== NavigationType.Pop) {
      (anchor ?? document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: true });
    }
  }, [location.key, location.hash, navigationType]);
}
