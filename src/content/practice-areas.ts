import type { PlanId } from './catalogue/plans';

/**
 * The firm's practice areas: where each one lives on the site and which plan books it.
 * The menu, the services dropdown, /servicios and the premium-page title map all read this list.
 *
 * An area books the plan of the same slug when there is one. Civil and criminal law have no
 * consultation plan of their own (their pages sell packages), so a consultation about them is a
 * general consultation; digital law books the e-commerce consultation.
 */
export interface PracticeArea {
  slug: string;
  title: string;
  href: string;
  planId: PlanId;
  group: 'areas' | 'express';
  /**
   * The service a practice page's hero books, and the one its booking form falls back to when a
   * service names no plan of its own. Set for the areas that have a practice page.
   */
  defaultPlan?: PlanId;
}

export const PRACTICE_AREAS: readonly PracticeArea[] = [
  {
    slug: 'laboral',
    title: 'Derecho laboral',
    href: '/laboral',
    planId: 'laboral',
    group: 'areas',
    defaultPlan: 'laboral-despido-injustificado',
  },
  {
    slug: 'familia',
    title: 'Derecho de familia',
    href: '/familia',
    planId: 'familia',
    group: 'areas',
    defaultPlan: 'familia-divorcio',
  },
  {
    slug: 'herencias',
    title: 'Herencias',
    href: '/herencias',
    planId: 'herencias',
    group: 'areas',
    defaultPlan: 'herencias-posesion-efectiva',
  },
  {
    slug: 'corporativo',
    title: 'Derecho corporativo',
    href: '/corporativo',
    planId: 'corporativo',
    group: 'areas',
    defaultPlan: 'corporativo-asesoria-pyme',
  },
  {
    slug: 'inmobiliario',
    title: 'Derecho inmobiliario',
    href: '/servicios/inmobiliario',
    planId: 'inmobiliario',
    group: 'areas',
  },
  {
    slug: 'civil',
    title: 'Derecho civil',
    href: '/servicios/civil',
    planId: 'general',
    group: 'areas',
  },
  {
    slug: 'penal',
    title: 'Derecho penal',
    href: '/servicios/penal',
    planId: 'general',
    group: 'areas',
  },
  {
    slug: 'tributario',
    title: 'Derecho tributario',
    href: '/tributario',
    planId: 'tributario',
    group: 'areas',
    defaultPlan: 'tributario',
  },
  {
    slug: 'penal-economico',
    title: 'Penal económico',
    href: '/servicios/penal-economico',
    planId: 'penal-economico',
    group: 'areas',
  },
  {
    slug: 'digital',
    title: 'Derecho digital',
    href: '/servicios/digital',
    planId: 'ecommerce',
    group: 'areas',
  },
  {
    slug: 'contratos-express',
    title: 'Contratos Express',
    href: '/contratos-express',
    planId: 'contratos-express',
    group: 'express',
    defaultPlan: 'contratos-express-arriendo',
  },
  {
    slug: 'sociedades-express',
    title: 'Sociedades Express',
    href: '/sociedades-express',
    planId: 'sociedades-express',
    group: 'express',
    defaultPlan: 'sociedades-express-spa',
  },
  {
    slug: 'marcas-patentes',
    title: 'Marcas y Patentes',
    href: '/marcas-patentes',
    planId: 'marcas-patentes',
    group: 'express',
    defaultPlan: 'marcas-patentes-registro-marca',
  },
  {
    slug: 'proteccion-datos',
    title: 'Protección de datos',
    href: '/proteccion-datos',
    planId: 'proteccion-datos',
    group: 'express',
    defaultPlan: 'proteccion-datos-diagnostico',
  },
  {
    slug: 'ecommerce-compliance',
    title: 'E-commerce Compliance',
    href: '/ecommerce-compliance',
    planId: 'ecommerce',
    group: 'express',
    defaultPlan: 'ecommerce-compliance-terminos',
  },
  {
    slug: 'reclamos-sernac',
    title: 'Reclamos SERNAC',
    href: '/reclamos-sernac',
    planId: 'reclamos-sernac',
    group: 'express',
    defaultPlan: 'reclamos-sernac-reclamo',
  },
];

export function findPracticeArea(slug: string): PracticeArea | undefined {
  return PRACTICE_AREAS.find((area) => area.slug === slug);
}

/** The plan a practice page's booking form falls back to, when the service names none. */
export function practiceDefaultPlan(slug: string): PlanId | undefined {
  return findPracticeArea(slug)?.defaultPlan;
}
