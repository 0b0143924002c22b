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
  /** Price a practice page's booking form uses when a service shows no price of its own. */
  defaultPrice?: number;
}

export const PRACTICE_AREAS: readonly PracticeArea[] = [
  {
    slug: 'laboral',
    title: 'Derecho laboral',
    href: '/laboral',
    planId: 'laboral',
    group: 'areas',
    defaultPrice: 20000,
  },
  {
    slug: 'familia',
    title: 'Derecho de familia',
    href: '/familia',
    planId: 'familia',
    group: 'areas',
    defaultPrice: 25000,
  },
  {
    slug: 'herencias',
    title: 'Herencias',
    href: '/herencias',
    planId: 'herencias',
    group: 'areas',
    defaultPrice: 30000,
  },
  {
    slug: 'corporativo',
    title: 'Derecho corporativo',
    href: '/corporativo',
    planId: 'corporativo',
    group: 'areas',
    defaultPrice: 25000,
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
    defaultPrice: 15000,
  },
  {
    slug: 'sociedades-express',
    title: 'Sociedades Express',
    href: '/sociedades-express',
    planId: 'sociedades-express',
    group: 'express',
    defaultPrice: 30000,
  },
  {
    slug: 'marcas-patentes',
    title: 'Marcas y Patentes',
    href: '/marcas-patentes',
    planId: 'marcas-patentes',
    group: 'express',
    defaultPrice: 40000,
  },
  {
    slug: 'proteccion-datos',
    title: 'Protección de datos',
    href: '/proteccion-datos',
    planId: 'proteccion-datos',
    group: 'express',
    defaultPrice: 35000,
  },
  {
    slug: 'ecommerce-compliance',
    title: 'E-commerce Compliance',
    href: '/ecommerce-compliance',
    planId: 'ecommerce',
    group: 'express',
    defaultPrice: 45000,
  },
  {
    slug: 'reclamos-sernac',
    title: 'Reclamos SERNAC',
    href: '/reclamos-sernac',
    planId: 'reclamos-sernac',
    group: 'express',
    defaultPrice: 18000,
  },
];

export function findPracticeArea(slug: string): PracticeArea | undefined {
  return PRACTICE_AREAS.find((area) => area.slug === slug);
}

/** The price a practice page's booking form falls back to, when the service shows none. */
export function practiceDefaultPrice(slug: string): number | undefined {
  return findPracticeArea(slug)?.defaultPrice;
}
