import { PRACTICE_AREAS } from '../practice-areas';
import type { PlanId } from './plans';

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Home page: which plan a service card books, from words in the card's title. The order matters:
 * the more specific words come first ("penal económico" before anything broader, "sociedades"
 * before "express").
 */
const HOME_TITLE_KEYWORDS: readonly (readonly [keyword: string, plan: PlanId])[] = [
  ['penal economico', 'penal-economico'],
  ['proteccion de datos', 'proteccion-datos'],
  ['administracion publica', 'administracion-publica'],
  ['propiedad intelectual', 'marcas-patentes'],
  ['laboral', 'laboral'],
  ['familia', 'familia'],
  ['sucesorio', 'herencias'],
  ['herencia', 'herencias'],
  ['inmobiliario', 'inmobiliario'],
  ['empresarial', 'empresarial'],
  ['tributario', 'tributario'],
  ['compliance', 'compliance-riesgo'],
  ['migratorio', 'migratorio'],
  ['consumidor', 'reclamos-sernac'],
  ['corporativo', 'premium'],
  ['sociedades', 'sociedades-express'],
  ['contratos', 'contratos-express'],
  ['express', 'contratos-express'],
  ['digital', 'ecommerce'],
];

export const HOME_FALLBACK_PLAN: PlanId = 'laboral';

/** The plan a home-page service title books; an unknown title books a labour consultation. */
export function planForHomeServiceTitle(title: string): PlanId {
  const text = normalise(title);
  return HOME_TITLE_KEYWORDS.find(([keyword]) => text.includes(keyword))?.[1] ?? HOME_FALLBACK_PLAN;
}

/** Premium services page: the five packages by exact title. */
const PREMIUM_PACKAGE_PLANS: Readonly<Record<string, PlanId>> = {
  'Legal Health Check Corporativo': 'premium',
  'Escudo Legal Mensual': 'corporativo',
  'M&A Express': 'ma-express',
  'Compliance & Protección Datos': 'compliance',
  'Defensa Fiscalizaciones & DT': 'fiscalizacion',
};

export const PREMIUM_FALLBACK_PLAN: PlanId = 'premium';

/**
 * The plan a premium-page title books: one of the five packages, else a practice area by its
 * title, else premium.
 */
export function planForPremiumTitle(title: string): PlanId {
  const packagePlan = PREMIUM_PACKAGE_PLANS[title.trim()];
  if (packagePlan) return packagePlan;
  const wanted = normalise(title.trim());
  const area = PRACTICE_AREAS.find((a) => normalise(a.title) === wanted);
  return area?.planId ?? PREMIUM_FALLBACK_PLAN;
}
