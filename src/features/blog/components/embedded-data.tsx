/**
 * Data a prerendered page needs to hydrate, written into its HTML as JSON: the page adopts it at
 * once instead of downloading a module (the article list is too big for the pages' JS budget).
 */
export function EmbeddedData({ id, data }: { id: string; data: unknown }) {
  return (
    <script
      type="application/json"
      id={id}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The JSON an EmbeddedData wrote into the page, if the page has it (while hydrating). */
export function readEmbedded(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
