import { PUBLISHED_ARTICLES } from '../article-links';
import type { PendingLink } from './landing-content';

/** A service title as the contact form's ?servicio= reads it: 'Due Diligence Legal' → 'due-diligence-legal'. */
export function serviceSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function contactHref(serviceTitle?: string): string {
  return serviceTitle ? `/contacto?servicio=${serviceSlug(serviceTitle)}` : '/contacto';
}

/**
 * A link to a blog category. The blog index exists once any article is published; until then the
 * link goes to the fallback page and keeps its intended target, so turning it on is automatic.
 */
export function blogCategoryLink(category: string, label: string, fallback: string): PendingLink {
  const intended = `/blog?categoria=${category}`;
  return { label, href: PUBLISHED_ARTICLES.size > 0 ? intended : fallback, intended };
}
