import { PLANS } from '@/content/catalogue/plans';
import { PRACTICE_AREAS } from '@/content/practice-areas';

/** The subject a message is about when none of the firm's services fits. */
export const OTHER_SERVICE = 'Otro tema';

/** The firm's practice areas, the first group of the contact form's service list. */
export const CONTACT_AREAS: readonly string[] = PRACTICE_AREAS.map((area) => area.title);

/**
 * Every service sold on the site, by its plan's name (the title pages show), so that a page's
 * "contact us about this" link (`?servicio=` and the slug of that title) preselects it.
 */
export const CONTACT_PLAN_SERVICES: readonly string[] = [
  ...new Set(Object.values(PLANS).map((plan) => plan.name as string)),
]
  .filter((name) => !CONTACT_AREAS.includes(name))
  .sort((a, b) => a.localeCompare(b, 'es'));

/** Everything the service list offers, "other" last. */
export const CONTACT_SERVICES: readonly string[] = [
  ...CONTACT_AREAS,
  ...CONTACT_PLAN_SERVICES,
  OTHER_SERVICE,
];

/** A service title as a link parameter: "Derecho laboral" -> "derecho-laboral". */
export function serviceSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The service a `?servicio=` parameter names, or '' when it names none of the list. */
export function serviceFromParam(param: string | null | undefined): string {
  if (!param) return '';
  const slug = serviceSlug(param);
  return CONTACT_SERVICES.find((title) => serviceSlug(title) === slug) ?? '';
}

/** Link to the contact form with a service chosen. */
export function contactHref(serviceTitle?: string): string {
  return serviceTitle ? `/contacto?servicio=${serviceSlug(serviceTitle)}` : '/contacto';
}
