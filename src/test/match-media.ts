/**
 * A controllable window.matchMedia for jsdom, which has none. Tests set the viewport width and
 * the system colour scheme; listeners of queries whose result changes are called, as in a browser.
 */
interface FakeEnvironment {
  width: number;
  prefersDark: boolean;
  prefersReducedMotion: boolean;
}

const environment: FakeEnvironment = {
  width: 1280,
  prefersDark: false,
  prefersReducedMotion: false,
};
const lists = new Set<{
  query: string;
  list: MediaQueryList;
  listeners: Set<(e: MediaQueryListEvent) => void>;
}>();

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
    if (min) return environment.width >= Number(min[1]);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
    if (max) return environment.width <= Number(max[1]);
    if (part.includes('prefers-color-scheme: dark')) return environment.prefersDark;
    if (part.includes('prefers-reduced-motion: reduce')) return environment.prefersReducedMotion;
    return false;
  });
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (e: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (e: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ query, list, listeners });
    return list;
  };
}

/** Changes the fake environment and notifies every query whose answer changed. */
export function setMediaEnvironment(change: Partial<FakeEnvironment>): void {
  const before = new Map([...lists].map((entry) => [entry, evaluate(entry.query)]));
  Object.assign(environment, change);
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (before.get(entry) !== matches) {
      entry.listeners.forEach((listener) =>
        listener({ matches, media: entry.query } as MediaQueryListEvent),
      );
    }
  }
}

export function resetMediaEnvironment(): void {
  setMediaEnvironment({ width: 1280, prefersDark: false, prefersReducedMotion: false });
}
