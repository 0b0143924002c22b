import type { PlanId } from './catalogue/plans';

/** Links that several pages build; the one place their shape is defined. */
export function bookingHref(planId: PlanId): string {
  return `/agendamiento?plan=${planId}`;
}

/** The blog index reads its search text from this parameter. */
export const BLOG_SEARCH_PARAM = 'q';

export function blogSearchHref(query: string): string {
  const text = query.trim();
  return text ? `/blog?${BLOG_SEARCH_PARAM}=${encodeURIComponent(text)}` : '/blog';
}
