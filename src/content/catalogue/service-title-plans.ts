import { PRACTICE_AREAS } from '../practice-areas';
import { PLANS, type PlanId } from './plans';

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

/**
 * Premium services page: the five packages by the titles links use. The Legal Health Check has its
 * own plan (1.200.000, was 1.800.000): the 'premium' business plan is another service at 750.000.
 */
export const PREMIUM_PACKAGE_PLANS = {
  'Legal Health Check Corporativo': 'premium-health-check',
  'Escudo Legal Mensual': 'corporativo',
  'M&A Express': 'ma-express',
  'Compliance & Protección Datos': 'compliance',
  'Defensa Fiscalizaciones & DT': 'fiscalizacion',
} as const satisfies Readonly<Record<string, PlanId>>;

export type PremiumPackageTitle = keyof typeof PREMIUM_PACKAGE_PLANS;

export const PREMIUM_FALLBACK_PLAN: PlanId = 'premium';

function premiumPackagePlan(title: string): PlanId | undefined {
  return Object.hasOwn(PREMIUM_PACKAGE_PLANS, title)
    ? PREMIUM_PACKAGE_PLANS[title as PremiumPackageTitle]
    : undefined;
}

/**
 * The plan a premium-page title books: one of the five packages (by the title links use, or by the
 * package's own plan name, which is what the page shows), else a practice area by its title, else
 * premium.
 */
export function planForPremiumTitle(title: string): PlanId {
  const trimmed = title.trim();
  const packagePlan = premiumPackagePlan(trimmed);
  if (packagePlan) return packagePlan;
  const wanted = normalise(trimmed);
  const byPlanName = Object.values(PREMIUM_PACKAGE_PLANS).find(
    (id) => normalise(PLANS[id].name) === wanted,
  );
  if (byPlanName) return byPlanName;
  const area = PRACTICE_AREAS.find((a) => normalise(a.title) === wanted);
  return area?.planId ?? PREMIUM_FALLBACK_PLAN;
}
