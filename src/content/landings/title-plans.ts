import { isPlanId, normalizePlanParam, type PlanId } from '@/content/catalogue/plans';

/**
 * Some pages book a service by its title: the plan id is the title in lower case, without accents,
 * with hyphens between words ('Defensa ante SII' → defensa-ante-sii). A title that names no plan
 * books the page's general consultation instead, never a plan the visitor did not see.
 */
export function planFromTitle(title: string, fallback: PlanId): PlanId {
  const id = normalizePlanParam(title);
  return isPlanId(id) ? id : fallback;
}

/** Tax services: unknown titles book the tax consultation. */
export function taxServicePlan(title: string): PlanId {
  return planFromTitle(title, 'tributario');
}

/** Economic-criminal services: unknown titles book the economic-criminal consultation. */
export function economicCriminalServicePlan(title: string): PlanId {
  return planFromTitle(title, 'penal-economico');
}
