import { env } from '@/config/env';
import { company } from '@/content/company';
import {
  breadcrumbJsonLd,
  jsonLdGraph,
  legalServiceJsonLd,
  serializeJsonLd,
  type Crumb,
  type JsonLd,
} from '@/lib/seo/json-ld';

interface SeoProps {
  /** The page's own title; the firm's name is appended. */
  title: string;
  description: string;
  /** Canonical path of the page ("/terminos"); alias pages pass their canonical document's path. */
  path: string;
  /** Trail from home to this page, for BreadcrumbList; omit on the home page. */
  breadcrumbs?: readonly Crumb[];
  /** Further JSON-LD nodes of the page (an article, an offer catalogue...). */
  jsonLd?: readonly JsonLd[];
  /** Pages that must stay out of search results (test, not found, private pages). */
  noindex?: boolean;
}

/**
 * The head of a page. React 19 hoists these tags into <head>; the prerenderer moves them there in
 * the static HTML. Render exactly one <Seo> per page and none in layouts: React does not
 * de-duplicate meta tags.
 */
export function Seo({ title, description, path, breadcrumbs, jsonLd = [], noindex }: SeoProps) {
  const fullTitle = path === '/' ? title : `${title} | ${company.name}`;
  const url = `${env.siteUrl}${path === '/' ? '/' : path}`;
  const nodes: JsonLd[] = [legalServiceJsonLd(company, env.siteUrl), ...jsonLd];
  if (breadcrumbs) {
    nodes.push(breadcrumbJsonLd([{ name: 'Inicio', path: '/' }, ...breadcrumbs], env.siteUrl));
  }
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_CL" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }}
      />
    </>
  );
}
