import type { PlanId } from './catalogue/plans';

/**
 * Links that several pages build; the one place their shape is defined. Every link into the
 * booking wizard names its plan: without one the wizard books the premium plan.
 */
export function bookingHref(planId: PlanId, step?: 'pago'): string {
  return step ? `/agendamiento?plan=${planId}&paso=${step}` : `/agendamiento?plan=${planId}`;
}

/** The blog index reads its search text from this parameter. */
export const BLOG_SEARCH_PARAM = 'q';

export function blogSearchHref(query: string): string {
  const text = query.trim();
  return text ? `/blog?${BLOG_SEARCH_PARAM}=${encodeURIComponent(text)}` : '/blog';
}
