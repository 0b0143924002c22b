import { CORPORATE_PLANS } from './corporate-plans';
import { minutesInWords, company } from '../company';
import { EMERGENCY_PLAN } from './emergency-plan';
import { PRACTICE_PLANS } from './practice-plans';
import { LANDING_PLANS } from './landing-plans';
import { PREMIUM_PAGE_PLANS } from './premium-plans';
import { LAUNCH_OFFER_ENDS_ON } from './launch-offer-end';

/**
 * The plan catalogue: every plan a booking can be made for, keyed by the id used in
 * /agendamiento?plan=. Prices are whole Chilean pesos. This is the only source of plan prices:
 * the database's `planes` table is generated from it, and the browser never sends a price.
 */
export type PlanCategory =
  | 'General'
  | 'Corporativo'
  | 'Inmobiliario'
  | 'Penal'
  | 'Penal Económico'
  | 'Civil'
  | 'Digital'
  | 'Laboral'
  | 'Familia'
  | 'Sucesorio'
  | 'Tributario'
  | 'Administración Pública'
  | 'Migratorio'
  | 'Compliance'
  | 'Protección de Datos'
  | 'Propiedad Intelectual'
  | 'Express'
  | 'Consumidor'
  | 'Emergencia';

export interface Plan {
  name: string;
  price: number;
  /** The list price the launch discount is measured against, when there is one. */
  originalPrice?: number;
  /** The launch offer's last day (see launch-offer.ts); set with `originalPrice`. */
  offerEndsOn?: string;
  category: PlanCategory;
  /** A condition the buyer must know before paying (billing period, success fee, scope). */
  note?: string;
}

export const PLANS = {
  gratis: {
    name: 'Consulta Gratuita',
    price: 0,
    category: 'General',
    note: 'Primera orientación de 45 minutos, sin costo',
  },
  general: { name: 'Consulta General', price: 35000, category: 'General' },
  basico: { name: 'Plan Básico Empresas', price: 350000, category: 'Corporativo' },
  premium: { name: 'Plan Premium Empresas', price: 750000, category: 'Corporativo' },
  enterprise: { name: 'Plan Enterprise', price: 1500000, category: 'Corporativo' },
  corporativo: {
    name: 'Escudo Legal Mensual',
    price: 800000,
    category: 'Corporativo',
    note: 'Valor mensual',
  },
  'ma-express': { name: 'M&A Express', price: 2500000, category: 'Corporativo' },
  compliance: { name: 'Compliance & Protección de Datos', price: 1500000, category: 'Compliance' },
  fiscalizacion: {
    name: 'Defensa en Fiscalizaciones & DT',
    price: 900000,
    category: 'Corporativo',
  },
  'comprador-seguro': { name: 'Comprador Seguro', price: 450000, category: 'Inmobiliario' },
  'inversionista-pro': { name: 'Inversionista Pro', price: 850000, category: 'Inmobiliario' },
  'desarrollador-elite': { name: 'Desarrollador Elite', price: 2500000, category: 'Inmobiliario' },
  inmobiliario: {
    name: 'Consulta Inmobiliaria',
    price: 27500,
    originalPrice: 55000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Inmobiliario',
  },
  'defensa-esencial': {
    name: 'Defensa Esencial',
    price: 650000,
    category: 'Penal',
    note: 'Incluye 3 meses de acompañamiento',
  },
  'defensa-premium': {
    name: 'Defensa Premium',
    price: 1200000,
    category: 'Penal',
    note: 'Incluye 6 meses de acompañamiento',
  },
  'defensa-elite': { name: 'Defensa Elite', price: 2500000, category: 'Penal' },
  'penal-economico': {
    name: 'Consulta Penal Económico',
    price: 45000,
    originalPrice: 90000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Penal Económico',
  },
  'cobranza-express': {
    name: 'Cobranza Express',
    price: 280000,
    category: 'Civil',
    note: 'Más 15% de lo recuperado; deudas de hasta $5.000.000',
  },
  'litigios-premium': { name: 'Litigios Premium', price: 950000, category: 'Civil' },
  'corporativo-civil': {
    name: 'Corporativo Civil',
    price: 1800000,
    category: 'Civil',
    note: 'Valor anual',
  },
  'startup-legal': { name: 'Startup Legal', price: 480000, category: 'Digital' },
  'ecommerce-pro': { name: 'E-commerce Pro', price: 850000, category: 'Digital' },
  ecommerce: { name: 'Consulta E-commerce', price: 40000, category: 'Digital' },
  'tech-enterprise': { name: 'Tech Enterprise', price: 1650000, category: 'Digital' },
  laboral: {
    name: 'Consulta Laboral',
    price: 35000,
    originalPrice: 70000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Laboral',
  },
  familia: {
    name: 'Consulta de Familia',
    price: 30000,
    originalPrice: 60000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Familia',
  },
  herencias: {
    name: 'Consulta de Herencias',
    price: 30000,
    originalPrice: 60000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Sucesorio',
  },
  empresarial: {
    name: 'Consulta Empresarial',
    price: 45000,
    originalPrice: 90000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Corporativo',
  },
  tributario: {
    name: 'Consulta Tributaria',
    price: 30000,
    originalPrice: 60000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Tributario',
  },
  'administracion-publica': {
    name: 'Consulta de Administración Pública',
    price: 25000,
    originalPrice: 50000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Administración Pública',
  },
  migratorio: {
    name: 'Consulta Migratoria',
    price: 27500,
    originalPrice: 55000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Migratorio',
  },
  'compliance-riesgo': {
    name: 'Compliance y Gestión de Riesgos',
    price: 40000,
    originalPrice: 80000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Compliance',
  },
  'proteccion-datos': {
    name: 'Protección de Datos Personales',
    price: 35000,
    category: 'Protección de Datos',
  },
  'marcas-patentes': {
    name: 'Marcas y Patentes',
    price: 32500,
    originalPrice: 65000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Propiedad Intelectual',
  },
  'contratos-express': {
    name: 'Contratos Express',
    price: 15000,
    originalPrice: 30000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Express',
  },
  'sociedades-express': { name: 'Sociedades Express', price: 30000, category: 'Express' },
  'reclamos-sernac': {
    name: 'Reclamos SERNAC',
    price: 22500,
    originalPrice: 45000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Consumidor',
  },
  emergencia: EMERGENCY_PLAN,
  // The spec names this plan without a price. It is the tax variant of the emergency
  // consultation, so it takes the emergency consultation's price and promise.
  'emergencia-tributaria': {
    name: 'Emergencia Tributaria 24/7',
    price: 100000,
    originalPrice: 200000,
    offerEndsOn: LAUNCH_OFFER_ENDS_ON,
    category: 'Tributario',
    note: `Atención 24/7 ante fiscalizaciones del SII; te contactamos en menos de ${minutesInWords(company.emergencyContactMinutes)}`,
  },
  ...PRACTICE_PLANS,
  ...CORPORATE_PLANS,
  ...PREMIUM_PAGE_PLANS,
  ...LANDING_PLANS,
} as const satisfies Record<string, Plan>;

export type PlanId = keyof typeof PLANS;
export { EMERGENCY_PLAN };

/** The plan the booking wizard uses when none is given or the one given is unknown. */
export const DEFAULT_PLAN_ID: PlanId = 'premium';

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && Object.hasOwn(PLANS, value);
}

/**
 * A plan id as people and other sites write it in a link: 'LABORAL', ' Laboral ', 'penal
 * económico' and 'penal_economico' all mean the id written in lower case, without accents, with
 * hyphens between words.
 */
export function normalizePlanParam(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .replaceAll(' ', '-');
}

/** What a ?plan= asks for: the plan to book, and the text given when it names no plan. */
export interface PlanRequest {
  plan: PlanId;
  /** Set when a plan was asked for and none has that name: premium is used instead. */
  unknown?: string;
}

/**
 * The plan for a ?plan= value. A missing or empty one falls back to premium, as the spec says; an
 * unknown one does too, but says so (`unknown`), so the page can warn before anyone pays for a
 * plan they did not choose.
 */
export function requestedPlan(value: string | null | undefined): PlanRequest {
  const id = normalizePlanParam(value ?? '');
  if (id === '') return { plan: DEFAULT_PLAN_ID };
  return isPlanId(id) ? { plan: id } : { plan: DEFAULT_PLAN_ID, unknown: (value ?? '').trim() };
}

/** The plan for an id from a URL or a form; an unknown or missing id falls back to premium. */
export function resolvePlanId(value: string | null | undefined): PlanId {
  return requestedPlan(value).plan;
}

export function getPlan(id: PlanId): Plan {
  return PLANS[id];
}
