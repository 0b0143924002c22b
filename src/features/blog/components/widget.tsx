import type { ReactNode } from 'react';

/**
 * A small interactive part inside an article's prerendered text (a checklist, the Share and Save
 * buttons). The page adopts that text as HTML, without its code; hydrateWidgets then brings each
 * widget to life as a root of its own, from the props written here at build time. Rendered in the
 * browser (in-app navigation), the widget is live already and carries no props.
 */
export function Widget({
  name,
  props,
  storedUnder,
  children,
}: {
  name: string;
  props: object;
  /**
   * The localStorage key of what the widget shows from this browser (saved articles, ticks),
   * which its prerendered HTML cannot show: with anything stored there, it comes to life as
   * soon as it nears the screen instead of waiting for the reader (see hydrateWidgets).
   */
  storedUnder?: string;
  children: ReactNode;
}) {
  const prerendering = typeof window === 'undefined';
  return (
    <div
      data-widget={name}
      data-widget-props={prerendering ? JSON.stringify(props) : undefined}
      data-widget-stored={prerendering ? storedUnder : undefined}
    >
      {children}
    </div>
  );
}
