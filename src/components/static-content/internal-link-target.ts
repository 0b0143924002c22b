/**
 * For a click inside static HTML: the in-app path to navigate to, or null when the browser
 * should handle the click itself (modifier keys, new tab, download, another site, an anchor on
 * the same page).
 */
export function internalLinkTarget(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
  >,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.hasAttribute('href') || anchor.target || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
