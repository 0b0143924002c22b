import { useCallback, useSyncExternalStore } from 'react';

export const DESKTOP_QUERY = '(min-width: 1024px)';

const queryLists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query for the whole app, so listeners are added and removed on one object. */
export function mediaQueryList(query: string): MediaQueryList {
  let list = queryLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    queryLists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches. Null while rendering on the server and while hydrating, since
 * the prerendered HTML cannot know the visitor's screen; layout that depends on width belongs in
 * CSS, and this hook is for behaviour that can wait for the first client render.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => null,
  );
}
