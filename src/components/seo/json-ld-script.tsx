import { jsonLdGraph, serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data written by a page's body, so the data it describes (plans, FAQ) stays in the
 * body's chunk instead of the JavaScript every visit loads. Crawlers read it from the static HTML.
 */
export function JsonLdScript({ nodes }: { nodes: readonly JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }}
    />
  );
}
