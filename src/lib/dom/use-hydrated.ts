import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts prerendered HTML (and on the server), true afterwards. A prerendered
 * page renders what depends on the visitor (the URL's query, stored drafts) only once this is
 * true: the first client render then matches the HTML exactly, and the rest follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
