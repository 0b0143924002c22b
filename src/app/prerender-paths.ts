import { ARTICLES } from 'virtual:blog-articles';
import { CATEGORIES, categorySlug } from '@/features/blog/categories';
import type { RouteDefinition } from './route-table';

/** The values each parameter of a prerendered route takes: one page is rendered per value. */
const PARAMETER_VALUES: Readonly<Record<string, () => readonly string[]>> = {
  '/blog/:slug': () => ARTICLES.map((article) => article.id),
  '/blog/categoria/:categoria': () => CATEGORIES.map(categorySlug),
};

/**
 * The concrete paths a route is prerendered at (used at build time only: the server entry).
 * A route without parameters has its own path; one with a parameter, a path per value.
 */
export function prerenderedPaths(route: RouteDefinition): string[] {
  if (!route.path.includes(':')) return [route.path];
  const values = PARAMETER_VALUES[route.path];
  if (!values) throw new Error(`La ruta ${route.path} no dice qué valores prerenderizar`);
  return values().map((value) => route.path.replace(/:[^/]+/, value));
}
