import {
  getPlan,
  isPlanId,
  normalizePlanParam,
  PLAN_IDS,
  PLANS,
  requestedPlan,
  resolvePlanId,
} from './plans';
import { CORPORATE_PLANS } from './corporate-plans';
import { LANDING_PLANS } from './landing-plans';
import { PRACTICE_PLANS } from './practice-plans';
import { PREMIUM_PAGE_PLANS } from './premium-plans';

const SPEC_PLAN_IDS = [
  'gratis',
  'basico',
  'premium',
  'enterprise',
  'corporativo',
  'ma-express',
  'compliance',
  'fiscalizacion',
  'comprador-seguro',
  'inversionista-pro',
  'desarrollador-elite',
  'inmobiliario',
  'defensa-esencial',
  'defensa-premium',
  'defensa-elite',
  'penal-economico',
  'cobranza-express',
  'litigios-premium',
  'corporativo-civil',
  'startup-legal',
  'ecommerce-pro',
  'ecommerce',
  'tech-enterprise',
  'laboral',
  'familia',
  'herencias',
  'empresarial',
  'tributario',
  'administracion-publica',
  'migratorio',
  'compliance-riesgo',
  'proteccion-datos',
  'marcas-patentes',
  'contratos-express',
  'sociedades-express',
  'reclamos-sernac',
  'emergencia',
  'general',
  'emergencia-tributaria',
];

// Spec section 9, "Plan prices": [id, price, original price].
const SPEC_PRICES: [string, number, number?][] = [
  ['gratis', 0],
  ['basico', 350000],
  ['premium', 750000],
  ['enterprise', 1500000],
  ['corporativo', 800000],
  ['ma-express', 2500000],
  ['compliance', 1500000],
  ['fiscalizacion', 900000],
  ['comprador-seguro', 450000],
  ['inversionista-pro', 850000],
  ['desarrollador-elite', 2500000],
  ['inmobiliario', 27500, 55000],
  ['defensa-esencial', 650000],
  ['defensa-premium', 1200000],
  ['defensa-elite', 2500000],
  ['penal-economico', 45000, 90000],
  ['cobranza-express', 280000],
  ['litigios-premium', 950000],
  ['corporativo-civil', 1800000],
  ['startup-legal', 480000],
  ['ecommerce-pro', 850000],
  ['ecommerce', 40000],
  ['tech-enterprise', 1650000],
  ['laboral', 35000, 70000],
  ['familia', 30000, 60000],
  ['herencias', 30000, 60000],
  ['empresarial', 45000, 90000],
  ['tributario', 30000, 60000],
  ['administracion-publica', 25000, 50000],
  ['migratorio', 27500, 55000],
  ['compliance-riesgo', 40000, 80000],
  ['proteccion-datos', 35000],
  ['marcas-patentes', 32500, 65000],
  ['contratos-express', 15000, 30000],
  ['sociedades-express', 30000],
  ['reclamos-sernac', 22500, 45000],
  ['emergencia', 100000, 200000],
  ['general', 35000],
];

describe('plan catalogue', () => {
  it('has every plan id of the spec', () => {
    expect(PLAN_IDS).toEqual(expect.arrayContaining(SPEC_PLAN_IDS));
  });

  it('never lets one page’s plans replace another’s: every id is defined once', () => {
    const parts = [PRACTICE_PLANS, CORPORATE_PLANS, PREMIUM_PAGE_PLANS, LANDING_PLANS];
    const ids = [...SPEC_PLAN_IDS, ...parts.flatMap((part) => Object.keys(part))];
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(PLAN_IDS).toHaveLength(ids.length);
  });

  it.each(SPEC_PRICES)('prices %s at %d (list %s)', (id, price, originalPrice) => {
    expect(isPlanId(id)).toBe(true);
    if (!isPlanId(id)) return;
    expect(getPlan(id).price).toBe(price);
    expect(getPlan(id).originalPrice).toBe(originalPrice);
  });

  it('gives every plan a name, a category and a whole, non-negative price', () => {
    for (const id of PLAN_IDS) {
      const plan = getPlan(id);
      expect(plan.name.length).toBeGreaterThan(0);
      expect(plan.category.length).toBeGreaterThan(0);
      expect(Number.isInteger(plan.price) && plan.price >= 0).toBe(true);
      if (plan.originalPrice !== undefined) expect(plan.originalPrice).toBeGreaterThan(plan.price);
    }
  });

  it('keeps the notes the buyer must see', () => {
    expect(PLANS.corporativo.note).toMatch(/mensual/i);
    expect(PLANS['corporativo-civil'].note).toMatch(/anual/i);
    expect(PLANS['cobranza-express'].note).toMatch(/15%.*\$5\.000\.000/);
  });

  it.each([
    ['laboral', 'laboral'],
    ['gratis', 'gratis'],
    ['emergencia-tributaria', 'emergencia-tributaria'],
    [null, 'premium'],
    [undefined, 'premium'],
    ['', 'premium'],
    ['no-existe', 'premium'],
    ['LABORAL', 'laboral'],
    ['toString', 'premium'],
    ['__proto__', 'premium'],
  ])('resolves plan %j to %s', (value, expected) => {
    expect(resolvePlanId(value)).toBe(expected);
  });

  it.each([
    ['LABORAL', 'laboral'],
    ['Laboral ', 'laboral'],
    ['  laboral', 'laboral'],
    ['penal económico', 'penal-economico'],
    ['Penal_Económico', 'penal-economico'],
    ['PENAL - ECONÓMICO', 'penal-economico'],
    ['Protección de datos', 'proteccion-de-datos'],
    ['Emergencia  Tributaria', 'emergencia-tributaria'],
    ['ma-express', 'ma-express'],
  ])('normalizes the link text %j to %s', (value, expected) => {
    expect(normalizePlanParam(value)).toBe(expected);
  });

  it.each([
    ['LABORAL', { plan: 'laboral' }],
    ['penal económico', { plan: 'penal-economico' }],
    ['Protección de datos', { plan: 'premium', unknown: 'Protección de datos' }],
    ['xyz', { plan: 'premium', unknown: 'xyz' }],
    [' laborl ', { plan: 'premium', unknown: 'laborl' }],
    ['constructor', { plan: 'premium', unknown: 'constructor' }],
    [null, { plan: 'premium' }],
    ['', { plan: 'premium' }],
    ['   ', { plan: 'premium' }],
  ])('reads ?plan=%j as %j, naming what it could not find', (value, expected) => {
    expect(requestedPlan(value)).toEqual(expected);
  });

  it('recognizes every plan id written in capitals, with spaces or with accents', () => {
    for (const id of PLAN_IDS) {
      expect(requestedPlan(id.toUpperCase())).toEqual({ plan: id });
      expect(requestedPlan(` ${id.replaceAll('-', ' ')} `)).toEqual({ plan: id });
    }
  });
});
